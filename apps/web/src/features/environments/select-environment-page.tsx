import { Alert, Badge, Button, Group, Loader, Modal, Paper, Progress, Radio, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconLock, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import type { ListBlackbaudOrganizationsByCompanyIdQuery } from '../../graphql/generated/graphql.ts';
import { usePush } from '../../lib/push-client.ts';
import { selectEnvironment, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { ListEnvironmentsDocument } from './environment-documents.ts';
import { errorText, isSelectable, isStale, statusLabel } from './environment-status.ts';

type Environment = ListBlackbaudOrganizationsByCompanyIdQuery['listBlackbaudOrganizationsByCompanyId'][number];

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', year: 'numeric' });
const SYNCING_STATUSES = ['CREATE_JOBS', 'ORCHESTRATING'];

function EnvironmentStatus({ environment, now }: { environment: Environment; now: number }) {
  const error = errorText(environment.errorMessage);
  if (isStale(environment, now)) {
    return (
      <Tooltip label="No status update for more than 5 minutes">
        <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} />}>
          {statusLabel(environment.status)} (stale)
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color={environment.status === 'DONE' ? 'teal' : environment.status.includes('ERROR') ? 'red' : 'blue'} variant="light" leftSection={SYNCING_STATUSES.includes(environment.status) ? <Loader size={10} /> : undefined}>
        {statusLabel(environment.status)}
      </Badge>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function IngestionProgressDialog({ environment, onClose }: { environment: Environment | null; onClose: () => void }) {
  return (
    <Modal opened={environment !== null} onClose={onClose} title="Ingestion Progress" size={450} centered>
      {environment && (
        <Stack>
          <Text fw={600}>{environment.organizationName}</Text>
          <Text size="sm">{environment.status === 'DONE' ? 'Your environment is ready.' : 'Preparing constituents, gifts and audience lists...'}</Text>
          <Progress value={environment.status === 'DONE' ? 100 : 60} animated={environment.status !== 'DONE'} />
          <Text size="sm" c="dimmed">
            {count.format(environment.constituentTotal)} constituents, {count.format(environment.giftTotal)} gifts
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** /blackbaud: wizard step 1, choose the donor-database environment (the practice environment first). */
export function SelectEnvironmentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user } = useSession();
  const wizard = useWizardState();
  const [{ data, fetching, error }, refetch] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-and-network' });
  const environments = useMemo(() => data?.listBlackbaudOrganizationsByCompanyId ?? [], [data]);
  const [selectedId, setSelectedId] = useState<number | null>(wizard.environment?.id ?? null);
  const [tracked, setTracked] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const isAdministrator = user?.isAdministrator ?? false;
  const isAnySyncing = environments.some((e) => e.status !== 'DONE' && !e.status.includes('ERROR'));

  // While an environment is being prepared its row follows along (push first, polling as a fallback).
  useEffect(() => {
    if (!isAnySyncing) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      refetch({ requestPolicy: 'network-only' });
    }, 5000);
    return () => clearInterval(timer);
  }, [isAnySyncing, refetch]);
  usePush('NTYPE_ITEMS', environments.find((e) => e.status !== 'DONE')?.id, () => refetch({ requestPolicy: 'network-only' }));

  const trackParam = Number(params.get('trackIngestionForCO'));
  useEffect(() => {
    const environment = environments.find((e) => e.id === trackParam);
    if (environment && environment.status === 'ORCHESTRATING') setTracked(environment.id);
  }, [environments, trackParam]);

  const selected = environments.find((e) => e.id === selectedId && isSelectable(e)) ?? null;
  const handleNext = () => {
    if (!selected) return;
    selectEnvironment({ id: selected.id, name: selected.organizationName });
    navigate('/select-audience');
  };

  return (
    <WizardFrame source="blackbaud" step="select_environment" card={{ organizationName: selected?.organizationName }}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <div>
            <Title order={2}>Select Environment</Title>
            <Text c="dimmed">Choose your Environment: the donor database whose gifts your ask strings are built from.</Text>
          </div>
          {error && <Alert color="red">Something went wrong while loading your environments.</Alert>}
          <Table highlightOnHover verticalSpacing="sm" aria-label="Environments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Name</Table.Th>
                <Table.Th>Constituents</Table.Th>
                <Table.Th>Gifts</Table.Th>
                <Table.Th>Audience Lists</Table.Th>
                <Table.Th>Ingestion Mode</Table.Th>
                <Table.Th>Ingestion Status</Table.Th>
                <Table.Th>Last ingestion</Table.Th>
                {isAdministrator && <Table.Th>Actions</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {environments.map((environment) => {
                const canSelect = isSelectable(environment);
                return (
                  <Table.Tr
                    key={environment.id}
                    data-testid={`environment-${environment.id}`}
                    onClick={() => canSelect && setSelectedId(environment.id)}
                    style={{ cursor: canSelect ? 'pointer' : 'not-allowed', opacity: canSelect ? 1 : 0.7 }}
                    bg={selected?.id === environment.id ? 'blue.0' : undefined}
                  >
                    <Table.Td>
                      <Radio
                        aria-label={`Select ${environment.organizationName}`}
                        checked={selected?.id === environment.id}
                        disabled={!canSelect}
                        onChange={() => setSelectedId(environment.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600}>{environment.organizationName}</Text>
                      {environment.isPractice && <Text size="xs" c="dimmed">Practice environment with generated donors</Text>}
                    </Table.Td>
                    <Table.Td>{count.format(environment.constituentTotal)}</Table.Td>
                    <Table.Td>{count.format(environment.giftTotal)}</Table.Td>
                    <Table.Td>{count.format(environment.totalAudienceLists)}</Table.Td>
                    <Table.Td>{environment.ingestionType ?? 'SYNC Required'}</Table.Td>
                    <Table.Td>
                      <EnvironmentStatus environment={environment} now={now} />
                    </Table.Td>
                    <Table.Td>{environment.ingestionCompletionDate ? dateFormat.format(new Date(environment.ingestionCompletionDate)) : '-'}</Table.Td>
                    {isAdministrator && (
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Group gap="xs" wrap="nowrap">
                          {environment.isLocked === 1 && (
                            <Tooltip label="Locked while it is being prepared">
                              <IconLock size={16} aria-label="locked" />
                            </Tooltip>
                          )}
                          {environment.isLocked === 1 && SYNCING_STATUSES.includes(environment.status) && (
                            <Button size="compact-xs" variant="light" onClick={() => setTracked(environment.id)}>
                              View Ingestion Progress
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
              {!fetching && environments.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={isAdministrator ? 9 : 8}>
                    <Text c="dimmed" ta="center">
                      No environment has been linked to your company yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button disabled={!selected} onClick={handleNext}>
              Select Audience
            </Button>
          </Group>
        </Stack>
      </Paper>
      <IngestionProgressDialog environment={environments.find((e) => e.id === tracked) ?? null} onClose={() => setTracked(null)} />
    </WizardFrame>
  );
}
