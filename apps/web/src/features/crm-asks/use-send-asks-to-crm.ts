import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { CrmAskCategoriesDocument, CrmAskSendDocument, SendAppealAsksToCrmDocument } from './crm-asks-documents.ts';

/** The counts of a send as the panel shows them: from the last read, then from each pushed progress. */
export interface SendProgress {
  status: string;
  total: number;
  written: number;
  unchanged: number;
  refused: number;
}

/** Donors done (written, unchanged or refused) out of the send's total, in whole percent. */
export function percentDone(progress: SendProgress): number {
  if (progress.total === 0) return 100;
  return Math.floor(((progress.written + progress.unchanged + progress.refused) * 100) / progress.total);
}

/** The CRM an appeal's donors came from, which its asks go back to. */
export type AskCrm = 'blackbaud' | 'virtuous';

/**
 * 'Send asks to Raiser's Edge NXT' (or Virtuous) on the export step: the environment's categories to choose
 * from (Raiser's Edge NXT; Virtuous needs none), the appeal's latest send with live progress (push
 * CRM_ASKS), and starting a send.
 */
export function useSendAsksToCrm(appealId: number, isEnabled: boolean, crm: AskCrm = 'blackbaud') {
  const [sendResult, refreshSend] = useQuery({ query: CrmAskSendDocument, variables: { appealId }, pause: !isEnabled, requestPolicy: 'cache-and-network' });
  const [categoriesResult] = useQuery({ query: CrmAskCategoriesDocument, variables: { appealId }, pause: !isEnabled });
  const [starting, startSend] = useMutation(SendAppealAsksToCrmDocument);
  const [chosen, setCategory] = useState<string | null>(null);
  const [recordAction, setRecordAction] = useState(true);
  const [live, setLive] = useState<SendProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  usePush('CRM_ASKS', isEnabled ? appealId : null, (message) => {
    const progress = message as unknown as SendProgress;
    setLive(progress);
    if (progress.status !== 'RUNNING') refreshSend({ requestPolicy: 'network-only' });
  });

  const categories = categoriesResult.data?.getCrmAskCategories ?? [];
  const category = chosen ?? categories[0] ?? null;
  const latest = sendResult.data?.getCrmAskSend ?? null;
  const progress: SendProgress | null = latest && live && latest.status === 'RUNNING' ? live : latest;

  const start = async () => {
    if (crm === 'blackbaud' && !category) return;
    setError(null);
    setLive(null);
    const result = await startSend(crm === 'virtuous' ? { appealId, crm } : { appealId, crm, category, recordAction });
    if (result.error) return setError(result.error.graphQLErrors[0]?.message ?? 'The asks could not be sent.');
    refreshSend({ requestPolicy: 'network-only' });
  };

  return {
    categories,
    /** Why asks cannot be sent from this appeal (a practice environment, an appeal not exported...), or null. */
    unavailable: categoriesResult.error?.graphQLErrors[0]?.message ?? null,
    category,
    setCategory,
    /** Virtuous writes a Gift Ask per donor: nothing to choose before sending. */
    canStart: crm === 'virtuous' || category !== null,
    recordAction,
    setRecordAction,
    latest,
    progress,
    isSending: starting.fetching || progress?.status === 'RUNNING',
    error,
    start,
  };
}
