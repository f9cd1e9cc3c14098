import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconListCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { buildFundraisingTree, fundsOfCampaign } from '@askwise/domain/mapping/fundraising-tree';
import { mappedGivingField } from '@askwise/domain/giving-fields';
import { adjustRange, earliestMappingDate } from '@askwise/domain/mapping/mapping-dates';
import { itemKey, SECTION_LABELS, type MappingItem, type MappingSection, type MappingSectionSettings } from '@askwise/domain/mapping/mapping-settings';
import { FundraisingTreePicker } from './fundraising-tree-picker.tsx';
import { AppealDropdownsDocument } from './mapping-documents.ts';
import { hierarchyErrorText } from './mapping-form.ts';

export interface MappingSectionCardProps {
  section: MappingSection;
  value: MappingSectionSettings;
  audienceId: number;
  environmentId: number;
  today: string;
  onChange: (value: MappingSectionSettings) => void;
}

/** One of the five mapping sections: its selections (tree picker) and optional From / To dates. */
export function MappingSectionCard({ section, value, audienceId, environmentId, today, onChange }: MappingSectionCardProps) {
  const [isPicking, setIsPicking] = useState(false);
  const label = SECTION_LABELS[section];
  const [{ data, fetching, error }] = useQuery({
    query: AppealDropdownsDocument,
    variables: { audienceId, blackbaudOrganizationId: environmentId, fromDate: value.fromDate, toDate: value.toDate },
  });
  const result = data?.getAppealDropdownsByAudienceId;
  const tree = useMemo(() => buildFundraisingTree(result?.rows ?? []), [result]);
  const treeError = error ? hierarchyErrorText(error.graphQLErrors[0]?.message) : result && result.statusCode !== 200 ? hierarchyErrorText(result.error) : null;
  const names = useMemo(() => {
    const byKey = new Map(tree.flatMap((c) => fundsOfCampaign(c).map((f) => [f.key, `${c.appeals.find((a) => a.funds.includes(f))?.appealName ?? ''} · ${f.fundName}`] as const)));
    return value.items.map((item) => byKey.get(itemKey(item)) ?? [item.appealId, item.fundId].filter(Boolean).join(' · '));
  }, [tree, value.items]);

  const setDate = (end: 'fromDate' | 'toDate', date: string | null) => onChange({ ...value, ...adjustRange({ ...value, [end]: date }, end) });
  const handleSave = (items: MappingItem[]) => {
    onChange({ ...value, items });
    setIsPicking(false);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`mapping-section-${section}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700}>{label}</Text>
            <Text size="sm" c="dimmed">
              {mappedGivingField(section).mapping.hint}
            </Text>
          </div>
          <Badge color={value.items.length ? 'teal' : 'gray'} variant="light">
            {value.items.length ? `${value.items.length} selected` : 'Not mapped'}
          </Badge>
        </Group>
        <Group align="flex-end" gap="sm">
          <Button variant="light" leftSection={<IconListCheck size={16} />} onClick={() => setIsPicking(true)} aria-label={`Select campaigns, appeals and funds for ${label}`}>
            Campaigns, appeals and funds
          </Button>
          <DateInput
            aria-label={`${label} From`}
            label="From"
            w={170}
            placeholder="MM/DD/YYYY"
            valueFormat="MM/DD/YYYY"
            clearable
            minDate={earliestMappingDate(today)}
            value={value.fromDate}
            onChange={(date) => setDate('fromDate', date)}
          />
          <DateInput
            aria-label={`${label} To`}
            label="To"
            w={170}
            placeholder="MM/DD/YYYY"
            valueFormat="MM/DD/YYYY"
            clearable
            minDate={earliestMappingDate(today)}
            value={value.toDate}
            onChange={(date) => setDate('toDate', date)}
          />
        </Group>
        {names.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {names.join(', ')}
          </Text>
        )}
      </Stack>
      <FundraisingTreePicker
        opened={isPicking}
        title={label}
        tree={tree}
        isLoading={fetching && !data}
        error={treeError}
        selected={value.items}
        onSave={handleSave}
        onClose={() => setIsPicking(false)}
      />
    </Paper>
  );
}
