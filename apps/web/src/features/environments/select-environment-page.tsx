import { Alert, Button, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery, useSubscription } from 'urql';
import { useSession } from '../../session/index.ts';
import type { ListBlackbaudOrganizationsByCompanyIdQuery } from '../../graphql/generated/graphql.ts';
import { selectEnvironment, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { ConfigureIngestionDialog } from './configure-ingestion-dialog.tsx';
import { EnvironmentRowActions } from './environment-row-actions.tsx';
import { EnvironmentStatusCell } from './environment-status-cell.tsx';
import { ListEnvironmentsDocument, UpdatedEnvironmentDocument } from './environment-documents.ts';
import { ingestionModeLabel, isSelectable } from './environment-status.ts';
import { EventSubscriptionsDialog } from './event-subscriptions-dialog.tsx';
import { IngestionProgressDialog, type TrackedEnvironment } from './ingestion-progress-dialog.tsx';
import { SubscriptionRequiredDialog } from './subscription-required-dialog.tsx';
import { useConnectEnvironment } from './use-connect-environment.ts';

type Environment = ListBlackbaudOrganizationsByCompanyIdQuery['listBlackbaudOrganizationsByCompanyId'][number];

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dateFormat = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', year: 'numeric' });
const LIMIT_EXCEEDED = 'ERROR_LIMIT_EXCEDED';
const asTracked = (e: Environment): TrackedEnvironment => ({ id: e.id, organizationName: e.organizationName });

/** Follows one environment's changes (updatedBlackbaudOrganization(id)): the list is read again on each. */
function EnvironmentFollower({ id, onChange }: { id: number; onChange: () => void }) {
  const [{ data }] = useSubscription({ query: UpdatedEnvironmentDocument, variables: { id } });
  useEffect(() => {
    if (data) onChange();
  }, [data, onChange]);
  return null;
}

/** /blackbaud: wizard step 1, choose the donor-database environment (the practice environment first). */
export function SelectEnvironmentPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const wizard = useWizardState();
  const [{ data, fetching, error }, refetch] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-and-network' });
  const environments = useMemo(() => data?.listBlackbaudOrganizationsByCompanyId ?? [], [data]);
  const [selectedId, setSelectedId] = useState<number | null>(wizard.environment?.id ?? null);
  const [progressOf, setProgressOf] = useState<TrackedEnvironment | null>(null);
  const [configureOf, setConfigureOf] = useState<TrackedEnvironment | null>(null);
  const [subscriptionsOf, setSubscriptionsOf] = useState<TrackedEnvironment | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const isAdministrator = user?.isAdministrator ?? false;
  const syncing = environments.filter((e) => e.status !== 'DONE' && !e.status.includes('ERROR'));
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const connection = useConnectEnvironment(
    useCallback(
      (id: number | null, isReconnect: boolean) => {
        reload();
        // A new environment's first sync has started: follow it.
        if (id !== null && !isReconnect) setProgressOf({ id, organizationName: 'Raiser\'s Edge NXT environment' });
      },
      [reload],
    ),
  );

  // While an environment is being prepared its row follows along (updatedBlackbaudOrganization first, polling as a fallback).
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (syncing.length) reload();
    }, 5000);
    return () => clearInterval(timer);
  }, [syncing.length, reload]);

  // ?addNew=true opens the authorization popup once, then returns to /blackbaud.
  const addNewStarted = useRef(false);
  useEffect(() => {
    if (params.get('addNew') !== 'true' || !isAdministrator || addNewStarted.current) return;
    addNewStarted.current = true;
    setParams({}, { replace: true });
    void connection.connect();
  }, [params, isAdministrator, setParams, connection]);

  // ?trackIngestionForCO={id} opens the progress dialog when that environment is syncing.
  const trackParam = Number(params.get('trackIngestionForCO'));
  useEffect(() => {
    const environment = environments.find((e) => e.id === trackParam);
    if (environment && environment.status === 'ORCHESTRATING') setProgressOf(asTracked(environment));
  }, [environments, trackParam]);

  const overLimit = environments.find((e) => e.ingestionStatus === LIMIT_EXCEEDED);
  const [isLimitDismissed, setIsLimitDismissed] = useState(false);
  const selected = environments.find((e) => e.id === selectedId && isSelectable(e)) ?? null;
  const handleNext = () => {
    if (!selected) return;
    selectEnvironment({ id: selected.id, name: selected.organizationName });
    navigate('/select-audience');
  };
  const handlers = {
    onViewProgress: (e: Environment) => setProgressOf(asTracked(e)),
    onConfigure: (e: Environment) => setConfigureOf(asTracked(e)),
    onReauthenticate: (e: Environment) => void connection.connect({ reconnectId: e.id }),
    onSubscriptions: (e: Environment) => setSubscriptionsOf(asTracked(e)),
    onChanged: () => reload(),
  };

  return (
    <WizardFrame source="blackbaud" step="select_environment" card={{ organizationName: selected?.organizationName }}>
      {environments.map((e) => (
        <EnvironmentFollower key={e.id} id={e.id} onChange={reload} />
      ))}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2}>Select Environment</Title>
              <Text c="dimmed">Choose your Environment: the donor database whose gifts your ask strings are built from.</Text>
            </div>
            {isAdministrator && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => void connection.connect()} loading={connection.isConnecting}>
                Add New
              </Button>
            )}
          </Group>
          {error && <Alert color="red">Something went wrong while loading your environments.</Alert>}
          {connection.error && (
            <Alert color="red" withCloseButton onClose={connection.clearError}>
              Error : {connection.error}
            </Alert>
          )}
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
                    // No opacity on a row that cannot be chosen: faded text fails WCAG contrast; the disabled
                    // radio, the cursor and the status column say it instead.
                    style={{ cursor: canSelect ? 'pointer' : 'not-allowed' }}
                    bg={selected?.id === environment.id ? 'blue.0' : undefined}
                  >
                    <Table.Td>
                      <Radio aria-label={`Select ${environment.organizationName}`} checked={selected?.id === environment.id} disabled={!canSelect} onChange={() => setSelectedId(environment.id)} />
                    </Table.Td>
                    <Table.Td>
                      <Text fw={600}>{environment.organizationName}</Text>
                      {environment.isPractice && (
                        <Text size="xs" c="dimmed">
                          Practice environment with generated donors
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{count.format(environment.constituentTotal)}</Table.Td>
                    <Table.Td>{count.format(environment.giftTotal)}</Table.Td>
                    <Table.Td>{count.format(environment.totalAudienceLists)}</Table.Td>
                    <Table.Td>{ingestionModeLabel(environment)}</Table.Td>
                    <Table.Td>
                      <EnvironmentStatusCell environment={environment} now={now} needsReauthentication={environment.needsReauthentication} />
                    </Table.Td>
                    <Table.Td>{environment.ingestionCompletionDate ? dateFormat.format(new Date(environment.ingestionCompletionDate)) : '-'}</Table.Td>
                    {isAdministrator && (
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <EnvironmentRowActions environment={environment} handlers={handlers} />
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
              {!fetching && environments.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={isAdministrator ? 9 : 8}>
                    <Text c="dimmed" ta="center">
                      No environment has been linked to your company yet.{isAdministrator ? ' Click "+ Add New" to link your Raiser\'s Edge NXT environment.' : ''}
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
      <IngestionProgressDialog
        environment={progressOf ? (environments.map(asTracked).find((e) => e.id === progressOf.id) ?? progressOf) : null}
        onClose={() => {
          setProgressOf(null);
          reload();
        }}
      />
      <ConfigureIngestionDialog
        environment={configureOf}
        onClose={() => setConfigureOf(null)}
        onStarted={(id) => {
          setConfigureOf(null);
          reload();
          setProgressOf(environments.map(asTracked).find((e) => e.id === id) ?? null);
        }}
      />
      <EventSubscriptionsDialog environment={subscriptionsOf} onClose={() => setSubscriptionsOf(null)} />
      <SubscriptionRequiredDialog
        reason={connection.subscriptionReason ?? (overLimit && !isLimitDismissed && !progressOf ? 'subscription_update' : null)}
        onClose={() => {
          connection.clearSubscriptionReason();
          setIsLimitDismissed(true);
        }}
      />
    </WizardFrame>
  );
}
