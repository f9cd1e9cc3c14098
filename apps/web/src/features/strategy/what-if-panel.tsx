import { STRATEGIES, type StrategyId } from '@askwise/domain';
import { Alert, Anchor, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { WhatIfPreview } from './use-what-if-preview.ts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** '1234.50' (decimal dollars from the server) as '$1,234.50'; null as a dash. */
function dollars(decimal: string | null): string {
  return decimal === null ? '–' : money.format(Number(decimal));
}

function range(low: string | null, high: string | null): string {
  return low === null || high === null ? '–' : `${dollars(low)} – ${dollars(high)}`;
}

const BASIS_LABELS: Readonly<Record<string, string>> = {
  past_results: 'Your past results',
  elasticity: 'Published elasticity',
  none: 'No basis',
};

export interface WhatIfPanelProps {
  strategyId: StrategyId;
  preview: WhatIfPreview | null;
  isLoading: boolean;
  error: string | null;
}

/**
 * The what-if preview on the strategy step: the first ask by giving band and the projected revenue per recipient
 * as a range, with the assumption it rests on in words.
 */
export function WhatIfPanel({ strategyId, preview, isLoading, error }: WhatIfPanelProps) {
  const title = STRATEGIES[strategyId].title;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="what-if-title" aria-busy={isLoading}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} id="what-if-title">
            What if you use {title}?
          </Title>
          {isLoading && <Loader size="sm" role="status" aria-label="Working out the preview" />}
        </Group>
        {error && (
          <Alert color="red" title="No preview">
            {error}
          </Alert>
        )}
        {preview && <PreviewBody preview={preview} />}
      </Stack>
    </Paper>
  );
}

function PreviewBody({ preview }: { preview: WhatIfPreview }) {
  const firstAsk = preview.isMonthly ? 'First ask (monthly)' : 'First ask';
  if (preview.donors === 0) return <Text c="dimmed">This appeal has no donors yet, so there is nothing to preview.</Text>;
  return (
    <>
      <Group gap="xl" align="flex-end">
        <div>
          <Text size="sm" c="dimmed" id="what-if-revenue-label">
            Projected revenue per recipient
          </Text>
          <Text size="xl" fw={700} aria-labelledby="what-if-revenue-label" data-testid="what-if-revenue">
            {range(preview.revenuePerRecipientLow, preview.revenuePerRecipientHigh)}
          </Text>
        </div>
        <Text size="sm" c="dimmed">
          {preview.projectedDonors === preview.donors
            ? `Over all ${count.format(preview.donors)} donors.`
            : `Over the ${count.format(preview.projectedDonors)} of ${count.format(preview.donors)} donors with a basis for it.`}
        </Text>
      </Group>
      <Text size="sm" data-testid="what-if-assumption">
        {preview.assumption}{' '}
        {preview.appeals.map((appeal, index) => (
          <span key={appeal.appealId}>
            {index > 0 && ', '}
            <Anchor component={Link} to={`/appeal-results?appealId=${appeal.appealId}`} size="sm">
              {appeal.appealName}
            </Anchor>
          </span>
        ))}
      </Text>
      <Table striped withTableBorder aria-label={`${firstAsk} and projected revenue per recipient by giving band`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Giving band</Table.Th>
            <Table.Th scope="col" ta="right">
              Donors
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {firstAsk}: median
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Most donors (10th–90th percentile)
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Revenue per recipient
            </Table.Th>
            <Table.Th scope="col">Based on</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.bands
            .filter((band) => band.donors > 0)
            .map((band) => (
              <Table.Tr key={band.band}>
                <Table.Th scope="row" fw={500}>
                  {band.label}
                </Table.Th>
                <Table.Td ta="right">{count.format(band.donors)}</Table.Td>
                <Table.Td ta="right">{dollars(band.firstAskMedian)}</Table.Td>
                <Table.Td ta="right">{range(band.firstAskLow, band.firstAskHigh)}</Table.Td>
                <Table.Td ta="right">{range(band.revenuePerRecipientLow, band.revenuePerRecipientHigh)}</Table.Td>
                <Table.Td>{BASIS_LABELS[band.basis] ?? band.basis}</Table.Td>
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {preview.sampled === preview.donors
          ? 'The asks were worked out for every donor of the appeal.'
          : `The asks were worked out for a fixed sample of ${count.format(preview.sampled)} donors; the counts are the whole appeal’s.`}{' '}
        A projection, not a promise: the range is what the evidence allows, not the worst or best case.
      </Text>
    </>
  );
}
