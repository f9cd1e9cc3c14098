import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SummaryTile, type AppealSummary } from './summary-sections.tsx';

type TestGroup = AppealSummary['testGroups'][number];

/** The A/B test's groups side by side: each group's donors, lists, asks and tiles; a tile opens its group's donors. */
export function TestGroupColumns({ groups, gridOf }: { groups: readonly TestGroup[]; gridOf: (filterType: string, testGroup: string) => string }) {
  return (
    <Stack gap="xs" data-testid="test-group-summaries">
      <Title order={4}>A/B test groups</Title>
      <SimpleGrid cols={{ base: 1, md: groups.length }}>
        {groups.map((group) => (
          <Paper key={group.letter} withBorder radius="md" p="md" data-testid={`test-group-${group.letter}`}>
            <Stack gap="sm">
              <div>
                <Title order={5}>
                  Group {group.letter}: {group.label}
                </Title>
                <Text size="sm" c="dimmed">
                  Average first ask {group.averageAskString}, median {group.medianAskString}
                </Text>
              </div>
              <SimpleGrid cols={{ base: 2 }} spacing="xs" verticalSpacing="xs">
                <SummaryTile label="Donors" value={group.donors} to={gridOf('all_constituents', group.letter)} />
                <SummaryTile label="Primary List" value={group.readyExport} to={gridOf('ready_export', group.letter)} color="teal" />
                <SummaryTile label="Secondary List" value={group.handleManually} to={gridOf('handle_manually', group.letter)} color="red" />
                <SummaryTile label="Exclude From Export" value={group.excludeExport} to={gridOf('exclude_export', group.letter)} color="blue" />
                {group.tiles.map((tile) => (
                  <SummaryTile
                    key={tile.key}
                    label={tile.label}
                    value={tile.count}
                    to={gridOf(tile.filterType, group.letter)}
                    color={tile.group === 'flag' ? 'red' : undefined}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
