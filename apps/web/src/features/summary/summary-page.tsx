import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { appealCard, WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { SummaryBandChart, SummaryTile, TileSection } from './summary-sections.tsx';
import { TestGroupColumns } from './test-group-columns.tsx';
import { useSummaryPage } from './use-summary-page.ts';

/** /review-strategy?appealId={id}: the appeal summary; tiles and bars open the grid with their filter. */
export function SummaryPage() {
  const page = useSummaryPage();
  if (!page) return <WizardLoader />;
  const { appeal, source, summary, isVirtuous, gridOf: grid } = page;
  const flags = summary.tiles.filter((tile) => tile.group === 'flag');
  const donorTypes = summary.tiles.filter((tile) => tile.group === 'donorType');

  return (
    <WizardFrame source={source} step="summary" card={appealCard(appeal)}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Appeal Summary</Title>
            <Text c="dimmed">{appeal.name}: does the appeal look right? Open any figure to review those donors.</Text>
          </div>
          <Button variant="light" onClick={page.handleReview}>
            Review and Edit Asks
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <SummaryTile label="All constituents" value={summary.summaryAllConstituentsQty} to={grid('all_constituents')} />
          <SummaryTile label="Average first ask" value={summary.summaryAverageAskString ?? '-'} to={grid('all_constituents')} />
          <SummaryTile label="Median first ask" value={summary.summaryMedianAskString ?? '-'} to={grid('all_constituents')} />
          <SummaryTile
            label="Primary List"
            value={summary.summaryHandleReadyToExport}
            to={grid('ready_export')}
            color="teal"
            hint="Ready for Export"
          />
          <SummaryTile
            label="Secondary List"
            value={summary.summaryHandleManually}
            to={grid('handle_manually')}
            color="red"
            hint="Handle Manually"
          />
          <SummaryTile label="Exclude From Export" value={summary.summaryHandleExcludeExport} to={grid('exclude_export')} color="blue" />
        </SimpleGrid>
        {summary.testGroups.length > 0 && <TestGroupColumns groups={summary.testGroups} gridOf={page.gridOfGroup} />}
        <TileSection title="Ask bands">
          {summary.bands.map((band) => (
            <SummaryTile key={band.key} label={band.label} value={band.total} to={grid(band.filterType)} />
          ))}
        </TileSection>
        <SummaryBandChart summary={summary} appealId={appeal.id} isVirtuous={isVirtuous} />
        <TileSection title="Flags">
          {flags.map((tile) => (
            <SummaryTile
              key={tile.key}
              label={tile.label}
              value={tile.count}
              to={grid(tile.filterType)}
              color={tile.key === 'top100' ? undefined : 'red'}
            />
          ))}
        </TileSection>
        <TileSection title="Donor types">
          {donorTypes.map((tile) => (
            <SummaryTile key={tile.key} label={tile.label} value={tile.count} to={grid(tile.filterType)} />
          ))}
        </TileSection>
        <Group justify="space-between">
          <Button variant="default" onClick={page.handleBack}>
            Back to Ask Strategy
          </Button>
          <Group>
            <Button variant="subtle" onClick={page.handleLater}>
              Save for later
            </Button>
            <Button onClick={page.handleExport}>Prepare Your Export</Button>
          </Group>
        </Group>
      </Stack>
    </WizardFrame>
  );
}
