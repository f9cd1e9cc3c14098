import { Alert, Box, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import {
  filterFundraisingTree,
  fundsOfCampaign,
  groupState,
  toggleGroup,
  type CampaignNode,
  type FundNode,
} from '@askwise/domain/mapping/fundraising-tree';
import { itemKey, type MappingItem } from '@askwise/domain/mapping/mapping-settings';

export interface FundraisingTreePickerProps {
  opened: boolean;
  title: string;
  tree: CampaignNode[];
  isLoading: boolean;
  error: string | null;
  selected: readonly MappingItem[];
  onSave: (items: MappingItem[]) => void;
  onClose: () => void;
}

function GroupCheckbox({ label, funds, selected, onChange, fw }: { label: string; funds: FundNode[]; selected: Set<string>; onChange: (next: Set<string>) => void; fw?: number }) {
  const state = groupState(funds, selected);
  return (
    <Checkbox
      label={<Text fw={fw} size="sm">{label}</Text>}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      onChange={(event) => onChange(toggleGroup(selected, funds, event.currentTarget.checked))}
    />
  );
}

/**
 * The campaign / appeal / fund picker of one mapping section: search, group checkboxes, Clear (with its
 * confirmation) and Save. Selections outside the loaded tree (another date range) are kept.
 */
export function FundraisingTreePicker({ opened, title, tree, isLoading, error, selected, onSave, onClose }: FundraisingTreePickerProps) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  useEffect(() => {
    if (opened) {
      setPicked(new Set(selected.map(itemKey)));
      setSearch('');
    }
  }, [opened, selected]);
  const shown = useMemo(() => filterFundraisingTree(tree, search), [tree, search]);
  const treeKeys = useMemo(() => new Set(tree.flatMap(fundsOfCampaign).map((f) => f.key)), [tree]);

  const handleSave = () => {
    const inTree = tree.flatMap(fundsOfCampaign).filter((f) => picked.has(f.key)).map((f) => f.item);
    const elsewhere = selected.filter((item) => !treeKeys.has(itemKey(item)) && picked.has(itemKey(item)));
    onSave([...inTree, ...elsewhere]);
  };

  return (
    <>
      <Modal opened={opened && !isConfirmingClear} onClose={onClose} title={title} size="lg" centered>
        <Stack>
          <TextInput
            placeholder="Search campaigns, appeals and funds"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            aria-label="Search campaigns, appeals and funds"
          />
          {error && <Alert color="red">{error}</Alert>}
          {isLoading && (
            <Group justify="center" p="lg">
              <Loader size="sm" />
            </Group>
          )}
          {!isLoading && !error && (
            <ScrollArea h={380} type="auto" offsetScrollbars>
              <Stack gap={6} data-testid="fundraising-tree">
                {shown.length === 0 && <Text c="dimmed">No campaigns, appeals or funds match.</Text>}
                {shown.map((campaign) => (
                  <Box key={campaign.key}>
                    <GroupCheckbox label={campaign.campaignName} funds={fundsOfCampaign(campaign)} selected={picked} onChange={setPicked} fw={700} />
                    <Stack gap={4} pl="lg" mt={4}>
                      {campaign.appeals.map((appeal) => (
                        <Box key={appeal.key}>
                          <GroupCheckbox label={appeal.appealName} funds={appeal.funds} selected={picked} onChange={setPicked} fw={500} />
                          <Stack gap={4} pl="lg" mt={4}>
                            {appeal.funds.map((fund) => (
                              <Checkbox
                                key={fund.key}
                                size="xs"
                                label={fund.fundName}
                                checked={picked.has(fund.key)}
                                onChange={(event) => setPicked(toggleGroup(picked, [fund], event.currentTarget.checked))}
                              />
                            ))}
                          </Stack>
                        </Box>
                      ))}
                    </Stack>
                  </Box>
                ))}
              </Stack>
            </ScrollArea>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {picked.size} selected
            </Text>
            <Group>
              <Button variant="default" onClick={() => setIsConfirmingClear(true)} disabled={picked.size === 0}>
                Clear
              </Button>
              <Button onClick={handleSave}>Save</Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={opened && isConfirmingClear} onClose={() => setIsConfirmingClear(false)} title="Clear selections?" size={450} centered>
        <Stack>
          <Text>Every campaign, appeal and fund selected for {title} will be cleared.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirmingClear(false)}>
              No, do not clear
            </Button>
            <Button
              color="red"
              onClick={() => {
                setPicked(new Set());
                setIsConfirmingClear(false);
              }}
            >
              Clear selections
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
