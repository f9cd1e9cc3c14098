import { Group, Loader, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { ListEnvironmentsDocument } from './environment-documents.ts';
import { SYNCING_STATUSES } from './environment-row-actions.tsx';

// The top bar's 'Loading {organization}' (spec: accounts, 'Top bar') while one of the company's environments
// syncs, hidden on Home. The environment's NTYPE_ITEMS push (DONE) clears it; the list is also read again
// every 5 minutes, the spec's polling of donor-database ingestion, for a sync started elsewhere.

const POLL_MS = 5 * 60 * 1000;
const LOADING_MAX_WIDTH = 360;

function Follower({ id, onMessage }: { id: number; onMessage: () => void }) {
  usePush('NTYPE_ITEMS', id, onMessage);
  return null;
}

/** One line that gives way to Help and the avatar: cut with an ellipsis, the whole text in its title. */
function LoadingText({ label }: { label: string }) {
  return (
    <Group gap={6} wrap="nowrap" preventGrowOverflow={false} miw={0} maw={LOADING_MAX_WIDTH} role="status" title={label} data-testid="environment-loading">
      <Loader size="xs" style={{ flexShrink: 0 }} />
      <Text size="sm" truncate="end" miw={0}>
        {label}
      </Text>
    </Group>
  );
}

export function EnvironmentLoadingIndicator() {
  const { pathname } = useLocation();
  const [{ data }, refetch] = useQuery({ query: ListEnvironmentsDocument, requestPolicy: 'cache-first' });
  const reload = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const syncing = (data?.listBlackbaudOrganizationsByCompanyId ?? []).filter((e) => e.isLocked === 1 && SYNCING_STATUSES.includes(e.status));
  useEffect(() => {
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return (
    <>
      {syncing.map((e) => (
        <Follower key={e.id} id={e.id} onMessage={reload} />
      ))}
      {pathname !== '/' && syncing.length > 0 && <LoadingText label={`Loading ${syncing.map((e) => e.organizationName).join(', ')}`} />}
    </>
  );
}
