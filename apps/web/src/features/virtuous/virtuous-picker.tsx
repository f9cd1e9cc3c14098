import { ActionIcon, Badge, Button, Group, Paper, Radio, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { filterOptions, MIN_SEARCH, parseSelectionKey, selectionKey, selectionLabel, type PickerOptions, type Selection } from './virtuous-picker-options.ts';

export interface VirtuousPickerProps {
  label: string;
  testId: string;
  options: PickerOptions;
  value: Selection | null;
  onChange: (value: Selection | null) => void;
}

/** One of the five pickers: Campaigns (each expanding to its communications) and Projects, with the search. */
export function VirtuousPicker({ label, testId, options, value, onChange }: VirtuousPickerProps) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const filtered = filterOptions(options, search);
  const isOpen = (id: number) => filtered.isFiltered || expanded.has(id);
  const toggle = (id: number) => setExpanded((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));
  const chosen = selectionLabel(options, value);
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{label}</Title>
          {value && (
            <Button size="compact-xs" variant="subtle" onClick={() => onChange(null)}>
              Clear
            </Button>
          )}
        </Group>
        {chosen ? (
          <Badge variant="light" size="lg" style={{ textTransform: 'none' }} data-testid={`${testId}-chosen`}>
            {chosen}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing selected
          </Text>
        )}
        <TextInput
          aria-label={`Search ${label}`}
          placeholder={`Search campaigns, communications or projects (${MIN_SEARCH}+ characters)`}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Radio.Group value={selectionKey(value)} onChange={(key) => onChange(parseSelectionKey(key))} aria-label={label}>
          <ScrollArea.Autosize mah={220} type="auto">
            <Stack gap={4}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                Campaigns
              </Text>
              {filtered.campaigns.map(({ campaign, communications }) => (
                <Stack key={campaign.id} gap={2}>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" size="sm" aria-label={`${isOpen(campaign.id) ? 'Collapse' : 'Expand'} ${campaign.campaignName}`} onClick={() => toggle(campaign.id)}>
                      {isOpen(campaign.id) ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                    </ActionIcon>
                    <Radio value={`Campaign:${campaign.id}`} label={campaign.campaignName} size="xs" />
                  </Group>
                  {isOpen(campaign.id) &&
                    communications.map((c) => <Radio key={c.id} value={`Communication:${c.id}`} label={c.communicationName} size="xs" ml={36} />)}
                </Stack>
              ))}
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="xs">
                Projects
              </Text>
              {filtered.projects.map((p) => (
                <Radio key={p.id} value={`Project:${p.id}`} label={p.vProjectCode ? `${p.projectName} (${p.vProjectCode})` : p.projectName} size="xs" ml={28} />
              ))}
              {filtered.campaigns.length === 0 && filtered.projects.length === 0 && (
                <Text size="sm" c="dimmed">
                  Nothing matches "{search}".
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
        </Radio.Group>
      </Stack>
    </Paper>
  );
}
