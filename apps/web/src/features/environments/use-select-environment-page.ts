import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import type { ListBlackbaudOrganizationsByCompanyIdQuery } from '../../graphql/generated/graphql.ts';
import { useSession } from '../../session/index.ts';
import { selectEnvironment, useWizardState } from '../../wizard/index.ts';
import type { SubscriptionReason } from './connect-messages.ts';
import { ListEnvironmentsDocument } from './environment-documents.ts';
import type { RowActionHandlers } from './environment-row-actions.tsx';
import { isSelectable } from './environment-status.ts';
import type { TrackedEnvironment } from './ingestion-progress-dialog.tsx';
import { useConnectEnvironment } from './use-connect-environment.ts';

export type Environment = ListBlackbaudOrganizationsByCompanyIdQuery['listBlackbaudOrganizationsByCompanyId'][number];

const LIMIT_EXCEEDED = 'ERROR_LIMIT_EXCEDED';
const POLL_MS = 5000;
const NEW_ENVIRONMENT_NAME = "Raiser's Edge NXT environment";
const asTracked = (e: Environment): TrackedEnvironment => ({ id: e.id, organizationName: e.organizationName });
const isPreparing = (e: Environment) => e.status !== 'DONE' && !e.status.includes('ERROR');

/**
 * While an environment is being prepared its row follows along: updatedBlackbaudOrganization first, this poll
 * as a fallback. The clock it returns ticks with it, for the status cells' 'stale'.
 */
function usePollWhilePreparing(preparingCount: number, reload: () => void): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
      if (preparingCount) reload();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [preparingCount, reload]);
  return now;
}

/** ?addNew=true opens the authorization popup once (administrators), then the address returns to /blackbaud. */
function useAddNewParam(isAdministrator: boolean, connect: () => Promise<void>) {
  const [params, setParams] = useSearchParams();
  const isStarted = useRef(false);
  useEffect(() => {
    if (params.get('addNew') !== 'true' || !isAdministrator || isStarted.current) return;
    isStarted.current = true;
    setParams({}, { replace: true });
    void connect();
  }, [params, isAdministrator, setParams, connect]);
}

/** ?trackIngestionForCO={id} opens the progress dialog when that environment is syncing. */
function useTrackParam(environments: Environment[], track: (environment: TrackedEnvironment) => void) {
  const [params] = useSearchParams();
  const trackId = Number(params.get('trackIngestionForCO'));
  useEffect(() => {
    const environment = environments.find((e) => e.id === trackId);
    if (environment && environment.status === 'ORCHESTRATING') track(asTracked(environment));
  }, [environments, trackId, track]);
}

/**
 * /blackbaud: wizard step 1, the company's donor-database environments (the practice environment first), the
 * one the appeal is for, and the administrator's actions: Add New, the row actions and their dialogs.
 */
export function useSelectEnvironmentPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const wizard = useWizardState();
  const [{ data, fetching, error }, refetch] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-and-network' });
  const environments = useMemo(() => data?.listBlackbaudOrganizationsByCompanyId ?? [], [data]);
  const [selectedId, setSelectedId] = useState<number | null>(wizard.environment?.id ?? null);
  const [progressOf, setProgressOf] = useState<TrackedEnvironment | null>(null);
  const [configureOf, setConfigureOf] = useState<TrackedEnvironment | null>(null);
  const [subscriptionsOf, setSubscriptionsOf] = useState<TrackedEnvironment | null>(null);
  const [isLimitDismissed, setIsLimitDismissed] = useState(false);
  const isAdministrator = user?.isAdministrator ?? false;
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const onConnected = useCallback(
    (id: number | null, isReconnect: boolean) => {
      reload();
      // A new environment's first sync has started: follow it.
      if (id !== null && !isReconnect) setProgressOf({ id, organizationName: NEW_ENVIRONMENT_NAME });
    },
    [reload],
  );
  const connection = useConnectEnvironment(onConnected);
  const connect = connection.connect;
  useAddNewParam(isAdministrator, connect);
  useTrackParam(environments, setProgressOf);
  const now = usePollWhilePreparing(environments.filter(isPreparing).length, reload);

  const tracked = (id: number) => environments.map(asTracked).find((e) => e.id === id);
  const selected = environments.find((e) => e.id === selectedId && isSelectable(e)) ?? null;
  // An environment over the plan's limit asks for a bigger plan, unless dismissed or its progress is open.
  const isOverLimit = environments.some((e) => e.ingestionStatus === LIMIT_EXCEEDED);
  const limitReason: SubscriptionReason | null = isOverLimit && !isLimitDismissed && !progressOf ? 'subscription_update' : null;
  const rowHandlers: RowActionHandlers = {
    onViewProgress: (e) => setProgressOf(asTracked(e)),
    onConfigure: (e) => setConfigureOf(asTracked(e)),
    onReauthenticate: (e) => void connect({ reconnectId: e.id }),
    onSubscriptions: (e) => setSubscriptionsOf(asTracked(e)),
    onChanged: () => reload(),
  };

  const handleNext = () => {
    if (!selected) return;
    selectEnvironment({ id: selected.id, name: selected.organizationName });
    navigate('/select-audience');
  };

  return {
    environments,
    isEmpty: !fetching && environments.length === 0,
    hasLoadError: error !== undefined,
    isAdministrator,
    now,
    selected,
    isConnecting: connection.isConnecting,
    connectError: connection.error,
    handleClearConnectError: connection.clearError,
    handleAdd: () => connect(),
    handleSelect: (environment: Environment) => {
      if (isSelectable(environment)) setSelectedId(environment.id);
    },
    handleNext,
    rowHandlers,
    reload,
    /** The environment the progress dialog follows, by its name in the list once the list has it. */
    progressOf: progressOf ? (tracked(progressOf.id) ?? progressOf) : null,
    configureOf,
    subscriptionsOf,
    /** Why the subscription dialog asks for a plan: the connection's refusal, or an environment over the limit. */
    subscriptionReason: connection.subscriptionReason ?? limitReason,
    handleCloseProgress: () => {
      setProgressOf(null);
      reload();
    },
    handleCloseConfigure: () => setConfigureOf(null),
    handleIngestionStarted: (id: number) => {
      setConfigureOf(null);
      reload();
      setProgressOf(tracked(id) ?? null);
    },
    handleCloseSubscriptions: () => setSubscriptionsOf(null),
    handleCloseSubscriptionRequired: () => {
      connection.clearSubscriptionReason();
      setIsLimitDismissed(true);
    },
  };
}
