import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatCount, formatDollars } from './results-format.ts';

export interface ResultsHeadline {
  recipients: number;
  responders: number;
  totalRaised: string;
  revenuePerRecipientDifference: string | null;
}

/** '+$1.84' or '-$0.60': group B's revenue per recipient against group A's. */
function signedDollars(decimal: string): string {
  const value = Number(decimal);
  return `${value > 0 ? '+' : value < 0 ? '-' : '±'}${formatDollars(String(Math.abs(value)))}`;
}

/** Appeal history's Results cell: the total raised and the A/B difference (or who gave), linking to the results page. */
export function ResultsHeadlineCell({ appealId, results }: { appealId: number; results: ResultsHeadline | null | undefined }) {
  if (!results) return <Text c="dimmed">–</Text>;
  const detail =
    results.revenuePerRecipientDifference === null
      ? `${formatCount(results.responders)} of ${formatCount(results.recipients)} gave`
      : `B ${signedDollars(results.revenuePerRecipientDifference)} per recipient`;
  return (
    <Anchor component={Link} to={`/appeal-results?appealId=${appealId}`} size="sm" data-testid="history-results">
      <Stack gap={0}>
        <span>{formatDollars(results.totalRaised)} raised</span>
        <Text span size="xs">
          {detail}
        </Text>
      </Stack>
    </Anchor>
  );
}
