import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { selectAudience, useWizardState } from '../../wizard/index.ts';
import { VirtuousAccountsDocument, VirtuousIngestionDocument, VirtuousIngestionStatusDocument, VirtuousTagsDocument } from './virtuous-documents.ts';
import { isSyncFinished, isWatchingSync } from './virtuous-sync-watch.ts';
import { NO_TAG_SELECTED, PLEASE_SELECT_TAG, tagSynced, tagSyncFailed, type VirtuousMessage } from './virtuous-texts.ts';

const POLL_MS = 15_000;

/**
 * /virtuous/select-tag: the chosen account's tags, the one the appeal is for, and its sync (Re-Sync Audiences),
 * followed by push and a 15 s poll until it ends with the spec's message. `redirectTo` without an account.
 */
export function useVirtuousSelectTagPage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  // Account ids are positive: none chosen (or a cleared choice, id 0) means no account.
  const accountId = wizard.environment?.id || null;
  const [{ data, fetching }, refetchTags] = useQuery({ query: VirtuousTagsDocument, variables: { virtuousAccountId: accountId ?? 0 }, pause: accountId === null, requestPolicy: 'cache-and-network' });
  const [{ data: accountData }, refetchAccounts] = useQuery({ query: VirtuousAccountsDocument, pause: accountId === null, requestPolicy: 'cache-and-network' });
  const [{ data: statusData }, refetchStatus] = useQuery({ query: VirtuousIngestionStatusDocument, variables: { virtuousAccountId: accountId ?? 0 }, pause: accountId === null, requestPolicy: 'network-only' });
  const [, ingest] = useMutation(VirtuousIngestionDocument);
  const tags = useMemo(() => data?.getTagsByVirtuousAccountId ?? [], [data]);
  const [selectedId, setSelectedId] = useState<string | null>(wizard.audience ? String(wizard.audience.id) : null);
  const [message, setMessage] = useState<VirtuousMessage | null>(null);
  const [tagError, setTagError] = useState<string | null>(null);
  const following = useRef<{ tagName: string; isResync: boolean } | null>(null);
  const selected = tags.find((t) => String(t.id) === selectedId) ?? null;
  const isLocked = accountData?.listLinkedVirtuousAccounts.find((a) => a.id === accountId)?.isLocked === 1;
  const ingestion = statusData?.getVirtuousIngestionStatus ?? null;

  const refresh = () => {
    refetchStatus({ requestPolicy: 'network-only' });
    refetchAccounts({ requestPolicy: 'network-only' });
    refetchTags({ requestPolicy: 'network-only' });
  };
  const isWatching = isWatchingSync(isLocked, ingestion);
  usePush('VINGESTION', isWatching ? accountId : null, refresh);
  useEffect(() => {
    if (!isWatching) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh only refetches; the timer follows the watch
  }, [isWatching]);
  // A sync followed from this page ends with the spec's success or failure message.
  useEffect(() => {
    const tag = following.current;
    if (!tag || !ingestion || !isSyncFinished(ingestion.status)) return;
    following.current = null;
    setMessage(ingestion.status === 'DONE' ? tagSynced(tag.tagName) : tagSyncFailed(tag.tagName, tag.isResync, ingestion.errorMessage));
    refetchAccounts({ requestPolicy: 'network-only' });
    refetchTags({ requestPolicy: 'network-only' });
  }, [ingestion, refetchAccounts, refetchTags]);

  if (accountId === null) return { redirectTo: '/virtuous' } as const;

  const handleSync = async () => {
    setMessage(null);
    if (!selected) return setTagError(PLEASE_SELECT_TAG);
    const isResync = selected.ccpIngested === 1;
    const result = await ingest({ virtuousAccountId: accountId, resourceType: 'TAG', tagId: selected.id });
    const answer = result.data?.VirtuousIngestion;
    if (answer?.statusCode !== 200) return setMessage(tagSyncFailed(selected.tagName, isResync, answer?.error ?? result.error?.message));
    following.current = { tagName: selected.tagName, isResync };
    refresh();
  };

  const handleNext = () => {
    if (!selected) return setTagError(NO_TAG_SELECTED);
    if (selected.ccpIngested !== 1 || isLocked) return;
    selectAudience({ id: selected.id, name: selected.tagName, total: selected.totalContacts });
    navigate('/virtuous/mapping-appeal');
  };

  return {
    redirectTo: null,
    environmentName: wizard.environment?.name ?? '',
    tags,
    isLoadingTags: fetching,
    selectedId,
    selected,
    isLocked,
    isSyncing: isLocked && ingestion !== null && !isSyncFinished(ingestion.status),
    ingestion,
    message,
    tagError,
    /** Map Appeal waits for a chosen tag's sync; with no tag chosen it says so. */
    canContinue: !isLocked && (selected === null || selected.ccpIngested === 1),
    handleSelect: (value: string | null) => {
      setSelectedId(value);
      setMessage(null);
      setTagError(null);
    },
    handleSync,
    handleNext,
    handleBack: () => navigate('/virtuous'),
  };
}
