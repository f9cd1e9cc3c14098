import { Alert, Badge, Button, Group, Loader, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { entityErrorText } from './connect-messages.ts';
import { LatestIngestionRequestsDocument } from './environment-documents.ts';
import { errorText } from './environment-status.ts';

const ENTITY_LABELS: Record<string, string> = {
  campaigns: 'Campaigns',
  appeals: 'Appeals',
  funds: 'Funds',
  constituents: 'Constituents',
  gifts: 'Gifts',
  lists: 'Audience lists',
};
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Spec 7: donor-database ingestion status is polled every 5 minutes; pushes refresh it in between. */
const POLL_MS = 5 * 60 * 1000;

export interface TrackedEnvironment {
  id: number;
  organizationName: string;
}

/** 'View Ingestion Progress': the latest sync's per-entity progress, live over NTYPE_BBINGESTION. */
export function IngestionProgressDialog({ environment, onClose }: { environment: TrackedEnvironment | null; onClose: () => void }) {
  const [{ data, fetching }, refetch] = useQuery({
    query: LatestIngestionRequestsDocument,
    variables: { companyOrgId: environment?.id ?? 0 },
    pause: environment === null,
    requestPolicy: 'network-only',
  });
  usePush('NTYPE_BBINGESTION', environment?.id, () => refetch({ requestPolicy: 'network-only' }));
  useEffect(() => {
    if (!environment) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [environment, refetch]);

  const latest = data?.getLatestBlackbaudIngestionRequests[0];
  const isError = latest?.status === 'ERROR';
  const title = isError ? 'Issue in donor-database Sync' : 'Ingestion Progress';
  const sub = !latest ? 'Initializing' : latest.status === 'IN_PROGRESS' ? 'Reading records' : latest.status;

  return (
    <Modal opened={environment !== null} onClose={onClose} title={title} size={560} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {environment && (
        <Stack>
          <Group justify="space-between">
            <Text fw={600}>{environment.organizationName}</Text>
            <Badge color={latest?.status === 'DONE' ? 'teal.9' : isError ? 'red.9' : 'blue.9'} variant="outline" data-testid="ingestion-status">
              {latest?.status ?? 'IN_PROGRESS'}
            </Badge>
          </Group>
          {latest?.status === 'IN_PROGRESS' && (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{sub}</Text>
            </Group>
          )}
          {!latest && fetching && <Loader size="sm" />}
          {isError && latest.errorMessage && <Alert color="red">Error : {errorText(latest.errorMessage)}</Alert>}
          {latest && (
            <Table verticalSpacing={6} aria-label="Ingestion progress">
              <Table.Tbody>
                {latest.progress.map((entry) => {
                  const problem = entityErrorText(entry);
                  return (
                    <Table.Tr key={entry.bbijEntity} data-testid={`ingestion-${entry.bbijEntity}`}>
                      <Table.Td w={130}>
                        <Text size="sm" fw={500}>
                          {ENTITY_LABELS[entry.bbijEntity] ?? entry.bbijEntity}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Progress aria-label={`${ENTITY_LABELS[entry.bbijEntity] ?? entry.bbijEntity} progress`} value={entry.percentage} color={entry.status === 'ERROR' ? 'red' : entry.status === 'DONE' ? 'teal' : 'blue'} animated={entry.status === 'IN_PROGRESS'} />
                        {problem && (
                          <Text size="xs" c={entry.status === 'ERROR' && entry.isEssential ? 'red' : 'dimmed'}>
                            {problem}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td w={150} ta="right">
                        <Text size="xs" c="dimmed">
                          {count.format(entry.ingested)} / {count.format(entry.total)} ({entry.percentage}%)
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
