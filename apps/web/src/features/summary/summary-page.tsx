import { isStepBefore, routeOfStep, sourceOfDataImportSourceId, type AppealStep } from '@askwise/domain/appeal-steps';
import { Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { type CurrentAppeal, gridRoute, UpdateAppealDocument, useAppealIdParam, useCurrentAppeal, WizardFrame } from '../../wizard/index.ts';
import { SummaryBandChart, SummaryTile, TileSection, type AppealSummary } from './summary-sections.tsx';
import { AppealSummaryCountsDocument } from './summary-documents.ts';

/** Where a summary without data sends the user (spec section 2, Summary). */
export function missingDataRoute(appeal: CurrentAppeal, summary: AppealSummary): string {
  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  if (!summary.hasDonors) {
    if (source === 'virtuous') return appeal.audienceId ? `/virtuous/mapping-appeal?appealId=${appeal.id}` : '/virtuous/select-tag';
    if (source === 'excel') return routeOfStep('mapping_appeal', appeal.id, source);
    return appeal.audienceId ? `/mapping-appeal?appealId=${appeal.id}` : '/select-audience';
  }
  return routeOfStep('choose_strategy', appeal.id, source);
}

/** /review-strategy?appealId={id}: the appeal summary; tiles and bars open the grid with their filter. */
export function SummaryPage() {
  const navigate = useNavigate();
  const appealId = useAppealIdParam();
  const { appeal, isLoading } = useCurrentAppeal(appealId, { pageStep: 'review_ask_strategy' });
  const [{ data, error }] = useQuery({
    query: AppealSummaryCountsDocument,
    variables: { appealId: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const hasMarkedStep = useRef(false);
  const summary = data?.getAppealSummaryCounts ?? null;

  useEffect(() => {
    if (!appeal || !data) return;
    if (!summary) {
      navigate('/', { replace: true });
      return;
    }
    if (!summary.isCalculated) {
      navigate(missingDataRoute(appeal, summary), { replace: true });
      return;
    }
    // Opening the summary makes it the appeal's step (never moving a later appeal back).
    if (!hasMarkedStep.current && isStepBefore(appeal.step as AppealStep, 'summary')) {
      hasMarkedStep.current = true;
      void updateAppeal({ id: appeal.id, step: 'summary' });
    }
  }, [appeal, data, summary, navigate, updateAppeal]);

  // A summary that cannot be loaded sends the user back a step (spec section 8).
  useEffect(() => {
    if (error && appeal)
      navigate(routeOfStep('choose_strategy', appeal.id, sourceOfDataImportSourceId(appeal.dataImportSourceId)), { replace: true });
  }, [error, appeal, navigate]);

  if (isLoading || !appeal || !summary?.isCalculated) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }

  const source = sourceOfDataImportSourceId(appeal.dataImportSourceId);
  const isVirtuous = source === 'virtuous';
  const grid = (filterType: string) => gridRoute(appeal.id, { filterType, isVirtuous });
  const flags = summary.tiles.filter((tile) => tile.group === 'flag');
  const donorTypes = summary.tiles.filter((tile) => tile.group === 'donorType');

  const handleExport = async () => {
    if (isStepBefore(appeal.step as AppealStep, 'save_export')) await updateAppeal({ id: appeal.id, step: 'save_export' });
    navigate(routeOfStep('save_export', appeal.id, source));
  };

  return (
    <WizardFrame
      source={source}
      step="summary"
      card={{ organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal }}
    >
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2}>Appeal Summary</Title>
            <Text c="dimmed">{appeal.name}: does the appeal look right? Open any figure to review those donors.</Text>
          </div>
          <Button variant="light" onClick={() => navigate(grid('all_constituents'))}>
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
          <Button variant="default" onClick={() => navigate(routeOfStep('choose_strategy', appeal.id, source))}>
            Back to Ask Strategy
          </Button>
          <Group>
            <Button variant="subtle" onClick={() => navigate('/appeal-history')}>
              Save for later
            </Button>
            <Button onClick={handleExport}>Prepare Your Export</Button>
          </Group>
        </Group>
      </Stack>
    </WizardFrame>
  );
}
