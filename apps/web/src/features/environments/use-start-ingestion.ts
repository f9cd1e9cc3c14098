import { BLACKBAUD_RESYNC_STEPS } from '@askwise/domain/blackbaud/resync-steps';
import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { BlackbaudItemRequestsDocument, TriggerIngestionDocument, UpdateEnvironmentDocument } from './environment-documents.ts';

export type IngestionType = 'SYNC' | 'RESYNC';

const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * Starts an ingestion of an environment: SYNC through TriggerBlackbaudIngestion; a resync as the spec's
 * BlackbaudItemRequests with its 16 step names, then updateBlackbaudOrganization isLocked=1. Resolves to the
 * error to show, or null once started.
 */
export function useStartIngestion() {
  const [, trigger] = useMutation(TriggerIngestionDocument);
  const [, requestItems] = useMutation(BlackbaudItemRequestsDocument);
  const [, updateEnvironment] = useMutation(UpdateEnvironmentDocument);
  const [isStarting, setIsStarting] = useState(false);

  const start = useCallback(
    async (environmentId: number, type: IngestionType): Promise<string | null> => {
      setIsStarting(true);
      try {
        if (type === 'SYNC') {
          const answer = await trigger({ type, companyOrganizationId: environmentId });
          const result = answer.data?.TriggerBlackbaudIngestion;
          return result?.statusCode === 200 ? null : (result?.error ?? answer.error?.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
        }
        const answer = await requestItems({ companyOrgId: environmentId, stepsToSync: [...BLACKBAUD_RESYNC_STEPS] });
        const result = answer.data?.BlackbaudItemRequests;
        if (result?.statusCode !== 200) return result?.error ?? answer.error?.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG;
        const locked = await updateEnvironment({ id: environmentId, isLocked: 1 });
        return locked.error?.graphQLErrors[0]?.message ?? null;
      } finally {
        setIsStarting(false);
      }
    },
    [trigger, requestItems, updateEnvironment],
  );
  return { start, isStarting };
}
