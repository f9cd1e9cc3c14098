import { Alert, Button, Group, Modal, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { usePush } from '../../lib/push-client.ts';
import { useSession } from '../../session/index.ts';
import { selectAudience, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { ListEnvironmentsDocument } from '../environments/index.ts';
import { AudienceRequestDocument, OrganizationAudiencesDocument } from './audience-documents.ts';
import { AudienceIngestDialog, PROCESS_FAILED } from './audience-ingest-dialog.tsx';
import { AudienceProcessingStatus } from './audience-processing-status.tsx';
import { RefreshAudienceListsButton } from './refresh-audience-lists-button.tsx';

export const EMPTY_AUDIENCES_TEXT = "Don't see your audience? Go to the donor database first and create your audience or upload one below.";
export const UNSYNCED_TEXT = 'has not been synced and thus cannot be used to generate ask-strings';
const PROCESSING = ['INIT', 'DELETING_OLD_RECORDS', 'PROCESSING'];
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const syncedFormat = new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** /select-audience: wizard step 2, the audience list the appeal is for. */
export function SelectAudiencePage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const environmentId = wizard.environment?.id ?? null;
  const [{ data, fetching }, refetch] = useQuery({
    query: OrganizationAudiencesDocument,
    variables: { organizationId: environmentId ?? 0 },
    pause: environmentId === null,
    requestPolicy: 'cache-and-network',
  });
  const [{ data: environmentData }] = useQuery({ query: ListEnvironmentsDocument, pause: environmentId === null });
  const environment = environmentData?.listBlackbaudOrganizationsByCompanyId.find((e) => e.id === environmentId);
  const audiences = useMemo(() => data?.getOrganizationAudiences ?? [], [data]);
  const [selectedId, setSelectedId] = useState<string | null>(wizard.audience ? String(wizard.audience.id) : null);
  const [isProgressOpen, setIsProgressOpen] = useState(false);
  const [isIngestOpen, setIsIngestOpen] = useState(false);
  const [dismissedFailure, setDismissedFailure] = useState<number | null>(null);
  const { user } = useSession();
  const [, requestAudience] = useMutation(AudienceRequestDocument);
  const failed = audiences.find((a) => a.executionStatus === 'ERROR' && a.id !== dismissedFailure);
  const processing = audiences.find((a) => PROCESSING.includes(a.executionStatus ?? ''));
  const selected = audiences.find((a) => String(a.id) === selectedId) ?? null;

  usePush('NTYPE_AUDIENCE_LIST_PROCESS_V2', processing ? environmentId : null, () => refetch({ requestPolicy: 'network-only' }));
  useEffect(() => {
    if (!processing) return;
    const timer = setInterval(() => refetch({ requestPolicy: 'network-only' }), 15_000);
    return () => clearInterval(timer);
  }, [processing, refetch]);

  if (environmentId === null) return <Navigate to="/blackbaud" replace />;

  const isLocked = environment?.isLocked === 1;
  const canContinue = selected !== null && !!selected.lastLinkedToConstituentsOn && !isLocked && !processing;
  const handleNext = () => {
    if (!selected || !canContinue) return;
    selectAudience({ id: selected.id, name: selected.name, total: selected.total });
    navigate('/mapping-appeal');
  };

  return (
    <WizardFrame
      source="blackbaud"
      step="select_audience"
      card={{ organizationName: wizard.environment?.name, audienceName: selected?.name, audienceTotal: selected?.total }}
    >
      <Paper withBorder p="lg" radius="md">
        <Stack maw={640}>
          <div>
            <Title order={2}>Select your Audience List</Title>
            <Text c="dimmed">
              Environment: <b>{wizard.environment?.name}</b>
            </Text>
          </div>
          {!fetching && audiences.length === 0 && <Alert color="yellow">No audience lists found for the selected environment. {EMPTY_AUDIENCES_TEXT}</Alert>}
          <Select
            label="Audience list"
            placeholder="Search your audience lists"
            searchable
            clearable
            disabled={!!processing}
            nothingFoundMessage={EMPTY_AUDIENCES_TEXT}
            data={audiences.map((a) => ({ value: String(a.id), label: `${a.name} (${count.format(a.total)})` }))}
            value={selectedId}
            onChange={setSelectedId}
            renderOption={({ option }) => {
              const audience = audiences.find((a) => String(a.id) === option.value);
              return (
                <Text size="sm" c={audience?.lastLinkedToConstituentsOn ? undefined : 'dimmed'} fs={audience?.lastLinkedToConstituentsOn ? undefined : 'italic'}>
                  {option.label}
                </Text>
              );
            }}
          />
          {selected?.lastLinkedToConstituentsOn && (
            <Text size="sm" c="dimmed" data-testid="audience-sync-note">
              This list was last synced on {syncedFormat.format(new Date(selected.lastLinkedToConstituentsOn))}.
            </Text>
          )}
          {selected && !selected.lastLinkedToConstituentsOn && (
            <Alert color="orange" icon={<IconAlertTriangle size={16} />} data-testid="audience-sync-note">
              {selected.name} {UNSYNCED_TEXT}.
            </Alert>
          )}
          {isLocked && <Alert color="blue">The environment is being updated; please wait until it is ready.</Alert>}
          {user?.isAdministrator && (
            <Group>
              <Button variant="light" size="xs" disabled={!!processing || isLocked} onClick={() => setIsIngestOpen(true)}>
                Sync Audience List
              </Button>
              {environment && !environment.isPractice && (
                <RefreshAudienceListsButton environmentId={environmentId} disabled={!!processing || isLocked} onRefreshed={() => refetch({ requestPolicy: 'network-only' })} />
              )}
            </Group>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/blackbaud')}>
              Select Environment
            </Button>
            {processing ? (
              <Button onClick={() => setIsProgressOpen(true)}>Check Progress</Button>
            ) : (
              <Button disabled={!canContinue} onClick={handleNext}>
                Map Appeal
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      <Modal opened={isProgressOpen && !!processing} onClose={() => setIsProgressOpen(false)} title="Audience list processing" size={450} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
        {processing && <AudienceProcessingStatus audience={processing} environmentId={environmentId} />}
      </Modal>
      <AudienceIngestDialog
        opened={isIngestOpen}
        audiences={audiences}
        onClose={() => setIsIngestOpen(false)}
        onStarted={(id) => {
          setIsIngestOpen(false);
          setSelectedId(String(id));
          setIsProgressOpen(true);
          refetch({ requestPolicy: 'network-only' });
        }}
      />
      <Modal opened={!!failed && !isIngestOpen} onClose={() => setDismissedFailure(failed?.id ?? null)} title="Audience list processing failed" size={450} centered closeButtonProps={{ 'aria-label': 'Close dialog' }}>
        {failed && (
          <Stack>
            <Text>{failed.name}</Text>
            <Alert color="red">{failed.errorMessage || PROCESS_FAILED}</Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDismissedFailure(failed.id)}>
                Close
              </Button>
              {user?.isAdministrator && (
                <Button
                  onClick={async () => {
                    await requestAudience({ bbAudienceId: failed.id, requestType: 'RETRY' });
                    refetch({ requestPolicy: 'network-only' });
                  }}
                >
                  Retry
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
    </WizardFrame>
  );
}
