import { Badge, Center, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppealHistoryQuery } from '../../graphql/generated/graphql.ts';
import { countFormat } from '../../ui/format.ts';
import { askFrequency, asksSentLabel, formatHistoryDate, formatHomeDate, numberOfAsks, resultsSourceLabel, sourceLabel, stepLabel, strategyTitle } from './appeal-display.ts';
import { ResultsHeadlineCell } from '../test-and-learn/index.ts';
import { AppealRowActions } from './appeal-row-actions.tsx';
import { DuplicateAppealDialog } from './duplicate-appeal-dialog.tsx';

export type HistoryRow = AppealHistoryQuery['getAppealHistory']['data'][number];

export interface AppealHistoryTableProps {
  rows: readonly HistoryRow[];
  /** The Environment column shows only under the All filter. */
  showEnvironment: boolean;
  /** Home shows MM/dd/yyyy, the history page M/dd/yyyy. */
  dateStyle: 'home' | 'history';
  onChanged: () => void;
}

/** The appeals table of home and history: one row per appeal with its actions. */
export function AppealHistoryTable({ rows, showEnvironment, dateStyle, onChanged }: AppealHistoryTableProps) {
  const [duplicating, setDuplicating] = useState<HistoryRow | null>(null);
  const formatDate = dateStyle === 'home' ? formatHomeDate : formatHistoryDate;
  if (rows.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed">No Appeal History Found</Text>
      </Center>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={1000}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label="Appeals">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Author</Table.Th>
              {showEnvironment && <Table.Th>Environment</Table.Th>}
              <Table.Th ta="right">Constituents</Table.Th>
              <Table.Th>Last Step</Table.Th>
              <Table.Th>Strategy</Table.Th>
              <Table.Th ta="right"># Of Asks</Table.Th>
              <Table.Th>Mo / Ye</Table.Th>
              <Table.Th>Results</Table.Th>
              <Table.Th ta="right">Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-appeal-id={row.id}>
                <Table.Td fw={600}>{row.name}</Table.Td>
                <Table.Td>{formatDate(row.createdAt)}</Table.Td>
                <Table.Td>{row.userFullName}</Table.Td>
                {showEnvironment && (
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{sourceLabel(row.dataImportSourceId)}</Text>
                      {row.environmentName && (
                        <Text size="xs" c="dimmed">
                          {row.environmentName}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                )}
                <Table.Td ta="right">{countFormat.format(row.constituents)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" tt="none" color={row.step === 'completed' ? 'teal' : 'blue'} styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                    {stepLabel(row.step)}
                  </Badge>
                </Table.Td>
                <Table.Td>{strategyTitle(row.strategySettings)}</Table.Td>
                <Table.Td ta="right">{numberOfAsks(row.numberAskSettings)}</Table.Td>
                <Table.Td>{askFrequency(row.numberAskSettings)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <ResultsHeadlineCell appealId={row.id} results={row.results} />
                    {row.results && (
                      <Text size="xs" c="dimmed" data-testid="history-results-source">
                        {resultsSourceLabel(row.results)}
                      </Text>
                    )}
                    {row.asksSent && (
                      <Text size="xs" c="dimmed" data-testid="asks-sent">
                        {asksSentLabel(row.asksSent)}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <AppealRowActions appeal={row} onDuplicate={setDuplicating} onDeleted={onChanged} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DuplicateAppealDialog appeal={duplicating} onClose={() => setDuplicating(null)} />
    </>
  );
}
