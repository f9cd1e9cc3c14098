import { Alert, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { IconBulb, IconScale } from '@tabler/icons-react';
import { formatDollars } from './results-format.ts';
import type { AppealResultsData } from './use-appeal-results-page.ts';

type Recommendation = NonNullable<AppealResultsData['recommendation']>;
type Comparison = Recommendation['overall'];

// Mantine's light alerts colour their titles with the alert's colour, below 4.5:1 on teal and yellow.
const READABLE_TITLE = { title: { color: 'var(--mantine-color-text)' } };

/** B minus A with its interval: '+$1.20 (-$0.30 to $2.70)'; a dash where there is too little to compare. */
function differenceText(comparison: Comparison): string {
  if (comparison.difference === null) return '–';
  const sign = Number(comparison.difference) > 0 ? '+' : '';
  return `${sign}${formatDollars(comparison.difference)} (${formatDollars(comparison.low)} to ${formatDollars(comparison.high)})`;
}

function Verdict({ comparison, recommendation }: { comparison: Comparison; recommendation: Recommendation }) {
  if (comparison.recommendedLetter === null) return <Text size="sm">No evidence of a difference</Text>;
  const winner = comparison.recommendedLetter === recommendation.first.letter ? recommendation.first : recommendation.second;
  return (
    <Badge color="teal" variant="light" styles={{ label: { color: 'var(--mantine-color-text)' } }}>
      {winner.name}
    </Badge>
  );
}

/** Which strategy to use next time: over all donors, then per giving band, a strategy only where the 95% interval excludes no difference. */
export function ResultsRecommendation({ recommendation }: { recommendation: Recommendation }) {
  const { first, second, overall } = recommendation;
  const isClear = overall.recommendedLetter !== null;
  return (
    <Stack gap="xs" data-testid="results-recommendation">
      <Alert
        color={isClear ? 'teal' : 'gray'}
        variant="light"
        icon={isClear ? <IconBulb /> : <IconScale />}
        title="Which strategy to use next time"
        styles={READABLE_TITLE}
        data-testid="results-recommendation-overall"
      >
        <Text>{overall.text}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          A strategy is recommended only where the 95% interval of the difference in revenue per recipient (Welch) excludes no difference.
        </Text>
      </Alert>
      <Title order={4}>By giving band</Title>
      <Table striped withTableBorder data-testid="results-recommendation-bands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Giving band</Table.Th>
            <Table.Th ta="right">{`${first.letter}: ${first.name} per recipient`}</Table.Th>
            <Table.Th ta="right">{`${second.letter}: ${second.name} per recipient`}</Table.Th>
            <Table.Th ta="right">{`${second.letter} minus ${first.letter} (95% interval)`}</Table.Th>
            <Table.Th>Recommendation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...recommendation.bands, overall].map((comparison) => (
            <Table.Tr key={comparison.band ?? 'all'} title={comparison.text}>
              <Table.Th scope="row" fw={comparison.band === null ? 700 : 500}>
                {comparison.label}
              </Table.Th>
              <Table.Td ta="right">{formatDollars(comparison.firstRevenuePerRecipient)}</Table.Td>
              <Table.Td ta="right">{formatDollars(comparison.secondRevenuePerRecipient)}</Table.Td>
              <Table.Td ta="right">{differenceText(comparison)}</Table.Td>
              <Table.Td>
                <Verdict comparison={comparison} recommendation={recommendation} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
