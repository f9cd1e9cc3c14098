import { Alert, Button, Group, Loader, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { selectAudience, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { VirtuousAccountsDocument, VirtuousIngestionDocument, VirtuousIngestionStatusDocument, VirtuousTagsDocument } from './virtuous-documents.ts';
import { EMPTY_TAGS_TEXT, syncedText, syncFailedText } from './virtuous-texts.ts';

const POLL_MS = 15_000;
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const STAGE_TEXT: Record<string, string> = { START: 'Starting', LEVELS: 'Reading campaigns, communications and projects', CONTACTS: 'Reading contacts', GIFTS: 'Reading gifts' };

/** /virtuous/select-tag: the tag whose contacts the appeal is for; a tag is synced (or re-synced) here. */
export function VirtuousSelectTagPage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const accountId = wizard.environment?.id ?? null;
  const [{ data, fetching }, refetchTags] = useQuery({ query: VirtuousTagsDocument, variables: { virtuousAccountId: accountId ?? 0 }, pause: accountId === null, requestPolicy: 'cache-and-network' });
  const [{ data: accountData }, refetchAccounts] = useQuery({ query: VirtuousAccountsDocument, pause: accountId === null, requestPolicy: 'cache-and-network' });
  const account = accountData?.listLinkedVirtuousAccounts.find((a) => a.id === accountId);
  const tags = useMemo(() => data?.getTagsByVirtuousAccountId ?? [], [data]);
  const [selectedId, setSelectedId] = useState<string | null>(wizard.audience ? String(wizard.audience.id) : null);
  const selected = tags.find((t) => String(t.id) === selectedId) ?? null;
  const isLocked = account?.isLocked === 1;
  const [{ data: statusData }, refetchStatus] = useQuery({ query: VirtuousIngestionStatusDocument, variables: { virtuousAccountId: accountId ?? 0 }, pause: accountId === null, requestPolicy: 'network-only' });
  const ingestion = statusData?.getVirtuousIngestionStatus ?? null;
  const [, ingest] = useMutation(VirtuousIngestionDocument);
  const [message, setMessage] = useState<{ color: 'red' | 'teal'; text: string } | null>(null);
  const following = useRef<{ tagName: string; isResync: boolean } | null>(null);

  const refresh = () => {
    refetchStatus({ requestPolicy: 'network-only' });
    refetchAccounts({ requestPolicy: 'network-only' });
    refetchTags({ requestPolicy: 'network-only' });
  };
  usePush('VINGESTION', isLocked ? accountId : null, refresh);
  useEffect(() => {
    if (!isLocked) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh only refetches; the timer follows the lock
  }, [isLocked]);
  // A sync followed from this page ends with the spec's success or failure message.
  useEffect(() => {
    const tag = following.current;
    if (!tag || !ingestion || (ingestion.status !== 'DONE' && ingestion.status !== 'ERROR')) return;
    following.current = null;
    setMessage(ingestion.status === 'DONE' ? { color: 'teal', text: syncedText(tag.tagName) } : { color: 'red', text: `${syncFailedText(tag.tagName, tag.isResync)}: ${ingestion.errorMessage ?? ''}` });
    refetchAccounts({ requestPolicy: 'network-only' });
    refetchTags({ requestPolicy: 'network-only' });
  }, [ingestion, refetchAccounts, refetchTags]);

  if (accountId === null) return <Navigate to="/virtuous" replace />;

  const sync = async () => {
    if (!selected) return;
    setMessage(null);
    const isResync = selected.ccpIngested === 1;
    const result = await ingest({ virtuousAccountId: accountId, resourceType: 'TAG', tagId: selected.id });
    const answer = result.data?.VirtuousIngestion;
    if (answer?.statusCode !== 200) return setMessage({ color: 'red', text: answer?.error ?? syncFailedText(selected.tagName, isResync) });
    following.current = { tagName: selected.tagName, isResync };
    refresh();
  };

  const canContinue = selected !== null && selected.ccpIngested === 1 && !isLocked;
  const handleNext = () => {
    if (!selected || !canContinue) return;
    selectAudience({ id: selected.id, name: selected.tagName, total: selected.totalContacts });
    navigate('/virtuous/mapping-appeal');
  };
  const isSyncing = isLocked && ingestion !== null && ingestion.status !== 'DONE' && ingestion.status !== 'ERROR';

  return (
    <WizardFrame source="virtuous" step="select_audience" card={{ organizationName: wizard.environment?.name, audienceName: selected?.tagName, audienceTotal: selected?.totalContacts }}>
      <Paper withBorder p="lg" radius="md">
        <Stack maw={640}>
          <div>
            <Title order={2}>Select your Tags</Title>
            <Text c="dimmed">
              Environment: <b>{wizard.environment?.name}</b>
            </Text>
          </div>
          {!fetching && tags.length === 0 && <Alert color="yellow">{EMPTY_TAGS_TEXT}</Alert>}
          <Select
            label="Tag"
            placeholder="Search your tags"
            searchable
            clearable
            allowDeselect={false}
            disabled={isLocked}
            nothingFoundMessage={EMPTY_TAGS_TEXT}
            data={tags.map((t) => ({ value: String(t.id), label: t.ccpIngested ? `${t.tagName} (${count.format(t.totalContacts)})` : `${t.tagName} (not synced)` }))}
            value={selectedId}
            onChange={(value) => {
              setSelectedId(value);
              setMessage(null);
            }}
          />
          {selected && selected.ccpIngested !== 1 && !isSyncing && (
            <Alert color="orange" data-testid="tag-sync-note">
              {selected.tagName} has not been synced and thus cannot be used to generate ask-strings. Sync it with Re-Sync Audiences.
            </Alert>
          )}
          {isSyncing && ingestion && (
            <Stack gap={4} data-testid="tag-sync-progress">
              <Text size="sm">
                {STAGE_TEXT[ingestion.status] ?? ingestion.status}
                {ingestion.total > 0 ? ` (${count.format(ingestion.processed)} of ${count.format(ingestion.total)})` : ''}
              </Text>
              <Progress value={ingestion.total > 0 ? (ingestion.processed * 100) / ingestion.total : 5} animated />
            </Stack>
          )}
          {message && (
            <Alert color={message.color} data-testid="tag-sync-message">
              {message.text}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/virtuous')}>
              Select Environment
            </Button>
            <Group>
              <Button variant="light" disabled={!selected || isLocked} leftSection={isLocked ? <Loader size={14} /> : undefined} onClick={() => void sync()}>
                {isLocked ? 'Syncing' : 'Re-Sync Audiences'}
              </Button>
              <Button disabled={!canContinue} onClick={handleNext}>
                Map Appeal
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
    </WizardFrame>
  );
}
