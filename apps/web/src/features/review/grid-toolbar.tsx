import { Badge, Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowBackUp, IconColumns, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { cleanSearch } from './grid-params.ts';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export interface FilterOption {
  filterType: string;
  label: string;
  count: number;
}

/** A group of the appeal's A/B test, as the group filter lists it. */
export interface TestGroupOption {
  letter: string;
  strategyName: string;
  donors: number;
}

export interface GridToolbarProps {
  filterType: string;
  /** Empty without a test: then there is no group filter. */
  testGroups: readonly TestGroupOption[];
  testGroup: string;
  onTestGroupChange: (letter: string) => void;
  filters: readonly FilterOption[];
  searchText: string;
  pendingCount: number;
  canUndo: boolean;
  onFilterChange: (filterType: string) => void;
  onSearch: (text: string) => void;
  onUndo: () => void;
  onReviewColumns: () => void;
}

const LISTS = ['ready_export', 'handle_manually', 'exclude_export'];

/** Filter, search (600 ms after the last key), Undo and the column dialog. */
export function GridToolbar({
  filterType,
  testGroups,
  testGroup,
  onTestGroupChange,
  filters,
  searchText,
  pendingCount,
  canUndo,
  onFilterChange,
  onSearch,
  onUndo,
  onReviewColumns,
}: GridToolbarProps) {
  const [search, setSearch] = useState(searchText);
  const [debounced] = useDebouncedValue(search, 600);
  useEffect(() => setSearch(searchText), [searchText]);
  useEffect(() => {
    if (debounced !== searchText) onSearch(debounced);
    // Only a settled change of the box searches; the address changing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const option = (f: FilterOption) => ({ value: f.filterType, label: `${f.label} (${countFormat.format(f.count)})` });
  // The spec's filters first, then the summary's lists and band-by-list entries.
  const data = [
    { group: 'Filters', items: filters.filter((f) => !LISTS.includes(f.filterType) && !f.filterType.includes('__')).map(option) },
    { group: 'Lists', items: filters.filter((f) => LISTS.includes(f.filterType)).map(option) },
    { group: 'Ask bands by list', items: filters.filter((f) => f.filterType.includes('__')).map(option) },
  ].filter((group) => group.items.length > 0);

  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Filter"
          w={330}
          data={data.length > 0 ? data : [{ value: filterType, label: filterType }]}
          value={filterType}
          allowDeselect={false}
          searchable
          maxDropdownHeight={420}
          onChange={(value) => value && onFilterChange(value)}
        />
        {testGroups.length > 0 && (
          <Select
            aria-label="Test group"
            w={340}
            data={[
              { value: '', label: 'All test groups' },
              ...testGroups.map((g) => ({ value: g.letter, label: `Group ${g.letter}: ${g.strategyName} (${countFormat.format(g.donors)})` })),
            ]}
            value={testGroup}
            allowDeselect={false}
            onChange={(value) => onTestGroupChange(value ?? '')}
          />
        )}
        <TextInput
          aria-label="Search donors"
          placeholder="Search name, id or amount"
          leftSection={<IconSearch size={16} />}
          w={260}
          value={search}
          onChange={(event) => setSearch(cleanSearch(event.currentTarget.value))}
        />
      </Group>
      <Group gap="sm">
        {pendingCount > 0 && (
          <Badge color="yellow" variant="light" size="lg">
            {countFormat.format(pendingCount)} unsaved {pendingCount === 1 ? 'change' : 'changes'}
          </Badge>
        )}
        <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={onUndo} disabled={!canUndo}>
          Undo
        </Button>
        <Button variant="default" leftSection={<IconColumns size={16} />} onClick={onReviewColumns}>
          Review columns
        </Button>
      </Group>
    </Group>
  );
}
