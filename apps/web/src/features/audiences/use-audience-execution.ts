import { useEffect } from 'react';
import { useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { AudienceListExecutionDocument } from './audience-documents.ts';

export const STATUS_FETCH_FAILED = 'failed to fetch Blackbaud Audience List Processing status';
/** Spec 7: audience list status is polled every 5 minutes; NTYPE_AUDIENCE_LIST_PROCESS_V2 pushes refresh it in between. */
const POLL_MS = 5 * 60 * 1000;

/**
 * An audience list's processing as getBlackbaudAudienceListExecutionById answers it (id: the
 * blackbaudAudienceListExecutionId), followed while `environmentId`'s pushes arrive. An empty answer is
 * the spec's 'failed to fetch Blackbaud Audience List Processing status'.
 */
export function useAudienceExecution(executionId: number | null, environmentId: number | null) {
  const [{ data, error, fetching }, refetch] = useQuery({
    query: AudienceListExecutionDocument,
    variables: { id: executionId ?? 0 },
    pause: executionId === null,
    requestPolicy: 'network-only',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  usePush('NTYPE_AUDIENCE_LIST_PROCESS_V2', executionId === null ? null : environmentId, reload);
  useEffect(() => {
    if (executionId === null) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), POLL_MS);
    return () => clearInterval(timer);
  }, [executionId, refetch]);

  const isAnswered = executionId !== null && !fetching && (data !== undefined || error !== undefined);
  const execution = data?.getBlackbaudAudienceListExecutionById ?? null;
  return {
    execution,
    failure: isAnswered && !execution ? STATUS_FETCH_FAILED : null,
  };
}
