import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { AppealResultsData } from './use-appeal-results-page.ts';
import { formatCount, formatDollars, formatRate, shareOf } from './results-format.ts';

type Group = AppealResultsData['groups'][number];
type Figures = NonNullable<AppealResultsData['total']>;

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** The whole mailing's headline figures. */
export function TotalTiles({ total }: { total: Figures }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} data-testid="results-totals">
      <Tile label="Recipients" value={formatCount(total.recipients)} />
      <Tile label="Gave" value={formatCount(total.responders)} />
      <Tile label="Response rate" value={formatRate(total.responseRate)} />
      <Tile label="Total raised" value={formatDollars(total.total)} />
      <Tile label="Average gift" value={formatDollars(total.averageGift)} />
      <Tile label="Per recipient" value={formatDollars(total.revenuePerRecipient)} />
    </SimpleGrid>
  );
}

const ROWS: Array<{ label: string; value: (figures: Figures) => string }> = [
  { label: 'Recipients', value: (f) => formatCount(f.recipients) },
  { label: 'Gave', value: (f) => formatCount(f.responders) },
  { label: 'Response rate', value: (f) => formatRate(f.responseRate) },
  { label: 'Total raised', value: (f) => formatDollars(f.total) },
  { label: 'Average gift', value: (f) => formatDollars(f.averageGift) },
  { label: 'Revenue per recipient', value: (f) => formatDollars(f.revenuePerRecipient) },
];

/** Each group side by side, the whole mailing last. */
export function GroupTable({ groups, total }: { groups: Group[]; total: Figures }) {
  return (
    <Table striped withTableBorder data-testid="results-groups">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {groups.map((group) => (
            <Table.Th key={group.letter} ta="right">
              {group.letter === '-' ? group.label : `${group.letter}: ${group.label}`}
              {group.sourceCode && (
                <Text size="xs" c="dimmed" fw={400}>
                  {group.sourceCode}
                </Text>
              )}
            </Table.Th>
          ))}
          {groups.length > 1 && <Table.Th ta="right">All donors</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row">{row.label}</Table.Th>
            {groups.map((group) => (
              <Table.Td key={group.letter} ta="right">
                {row.value(group)}
              </Table.Td>
            ))}
            {groups.length > 1 && <Table.Td ta="right">{row.value(total)}</Table.Td>}
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th scope="row">Gave more than last year</Table.Th>
          {groups.map((group) => (
            <Table.Td key={group.letter} ta="right">
              {group.renewingResponders === 0 ? '–' : `${formatCount(group.upgrades)} of ${formatCount(group.renewingResponders)}`}
            </Table.Td>
          ))}
          {groups.length > 1 && <Table.Td />}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Revenue per recipient and response rate per group. */
export function GroupChart({ groups }: { groups: Group[] }) {
  const data = groups.map((group) => ({
    group: group.letter === '-' ? group.label : `${group.letter}: ${group.label}`,
    perRecipient: Number(group.revenuePerRecipient),
    averageGift: Number(group.averageGift ?? 0),
  }));
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Revenue per recipient and average gift
      </Title>
      <BarChart
        h={240}
        data={data}
        dataKey="group"
        withLegend
        series={[
          { name: 'perRecipient', label: 'Per recipient', color: 'blue.6' },
          { name: 'averageGift', label: 'Average gift', color: 'teal.6' },
        ]}
        valueFormatter={(value) => formatDollars(value.toFixed(2))}
      />
    </Paper>
  );
}

const CHOICES: Array<{ key: keyof Group['askChoices']; label: string }> = [
  { key: 'ask1', label: 'Exactly Ask 1' },
  { key: 'ask2', label: 'Exactly Ask 2' },
  { key: 'ask3', label: 'Exactly Ask 3' },
  { key: 'ask4', label: 'Exactly Ask 4' },
  { key: 'ask5', label: 'Exactly Ask 5' },
  { key: 'above', label: 'More than the top ask' },
  { key: 'below', label: 'Less than Ask 1' },
  { key: 'offLadder', label: 'Between asks' },
];

/** Which amount of their mailed ladder those who gave chose. */
export function AskChoiceTable({ groups }: { groups: Group[] }) {
  // Asks 4 and 5 appear only when someone was mailed that many (a 3-ask appeal has none).
  const choices = CHOICES.filter((choice) => !['ask4', 'ask5'].includes(choice.key) || groups.some((group) => group.askChoices[choice.key] > 0));
  return (
    <Stack gap="xs">
      <Title order={4}>What donors chose from their ladder</Title>
      <Table striped withTableBorder data-testid="results-ask-choices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Share of those who gave</Table.Th>
            {groups.map((group) => (
              <Table.Th key={group.letter} ta="right">
                {group.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {choices.map((choice) => (
            <Table.Tr key={choice.key}>
              <Table.Th scope="row">{choice.label}</Table.Th>
              {groups.map((group) => (
                <Table.Td key={group.letter} ta="right">
                  {shareOf(group.askChoices[choice.key], group.responders)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Each group's figures by giving band (the latest appeal gift before the mailing). */
export function BandTable({ groups }: { groups: Group[] }) {
  return (
    <Stack gap="xs">
      <Title order={4}>By giving band</Title>
      <Table striped withTableBorder data-testid="results-bands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Group</Table.Th>
            <Table.Th>Giving band</Table.Th>
            <Table.Th ta="right">Recipients</Table.Th>
            <Table.Th ta="right">Gave</Table.Th>
            <Table.Th ta="right">Response rate</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Average gift</Table.Th>
            <Table.Th ta="right">Per recipient</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.flatMap((group) =>
            group.bands.map((band) => (
              <Table.Tr key={`${group.letter}-${band.band}`}>
                <Table.Td>{group.label}</Table.Td>
                <Table.Td>{band.label}</Table.Td>
                <Table.Td ta="right">{formatCount(band.recipients)}</Table.Td>
                <Table.Td ta="right">{formatCount(band.responders)}</Table.Td>
                <Table.Td ta="right">{formatRate(band.responseRate)}</Table.Td>
                <Table.Td ta="right">{formatDollars(band.total)}</Table.Td>
                <Table.Td ta="right">{formatDollars(band.averageGift)}</Table.Td>
                <Table.Td ta="right">{formatDollars(band.revenuePerRecipient)}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
