import { Alert, Anchor, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import { MAP_APPEAL_PROCESS_ERROR, mapAppealProgress } from '@askwise/domain/mapping/map-appeal-statuses';
import { isFullyMapped, MAPPING_SECTIONS } from '@askwise/domain/mapping/mapping-settings';
import { GetAppealDocument, GetAppealStatusDocument, setCurrentAppeal, useAppealIdParam, useWizardState, WizardFrame } from '../../wizard/index.ts';
import { MapAppealProgressDialog } from './map-appeal-progress-dialog.tsx';
import { ConfirmPartialMappingDialog, NameAppealDialog } from './mapping-dialogs.tsx';
import { newMappingForm, savedMappingForm, type MappingForm } from './mapping-form.ts';
import { MappingSectionCard } from './mapping-section-card.tsx';
import { useSaveMapping, type SaveIntent } from './use-save-mapping.ts';

const LOCATED_TEXT = 'Askwise located each donor’s Zip Code, Total lifetime gifts, Total number of gifts and Largest gifts.';

/** /mapping-appeal: wizard step 3, map past gifts to the five giving-history fields. */
export function MappingPage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const appealId = useAppealIdParam() ?? wizard.appealId;
  const today = useMemo(() => localCalendarDate(new Date()), []);
  const [{ data: appealData }] = useQuery({ query: GetAppealDocument, variables: { id: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'network-only' });
  const [{ data: statusData }] = useQuery({ query: GetAppealStatusDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'network-only' });
  const appeal = appealId === null ? null : (appealData?.getAppeal ?? null);
  const isAppealLoading = appealId !== null && appealData === undefined;
  const savedForm = useMemo(() => (appeal ? savedMappingForm(appeal, today) : newMappingForm(today)), [appeal, today]);
  const [form, setForm] = useState<MappingForm | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'name' | null>(null);
  const mapStatus = statusData?.getAppealStatus?.mapAppealStatus ?? null;
  const environmentId = appeal?.blackbaudOrganizationId ?? wizard.environment?.id ?? null;
  const audienceId = appeal?.audienceId ?? wizard.audience?.id ?? null;
  const saving = useSaveMapping({
    appeal,
    form: form ?? savedForm,
    savedForm,
    hasPendingError: mapAppealProgress(mapStatus).isError,
    environmentId: environmentId ?? 0,
    audienceId: audienceId ?? 0,
  });

  useEffect(() => {
    if (isAppealLoading) return;
    if (appealId !== null && appealData && !appealData.getAppeal) {
      navigate('/', { replace: true });
      return;
    }
    if (appeal && wizard.appealId !== appeal.id) setCurrentAppeal(appeal);
    setForm((current) => current ?? savedForm);
  }, [isAppealLoading, appealId, appealData, appeal, wizard.appealId, savedForm, navigate]);

  // Opened while the appeal is being mapped (a reload): follow the running job.
  const { followMapping } = saving;
  useEffect(() => {
    if (!appeal || !mapStatus) return;
    const progress = mapAppealProgress(mapStatus);
    if (!progress.isDone && !progress.isError) followMapping({ id: appeal.id, step: appeal.step });
  }, [appeal, mapStatus, followMapping]);

  if (appealId === null && !wizard.environment) return <Navigate to="/blackbaud" replace />;
  if (appealId === null && !wizard.audience) return <Navigate to="/select-audience" replace />;
  if (isAppealLoading || !form || environmentId === null || audienceId === null) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }

  const handleContinue = () => setDialog(isFullyMapped(form.settings) ? 'name' : 'confirm');
  const handleSave = (intent: SaveIntent) => async (name: string) => {
    await saving.save(intent, name);
    setDialog(null);
  };

  return (
    <WizardFrame
      source="blackbaud"
      step="mapping_appeal"
      card={{ organizationName: appeal?.organizationName ?? wizard.environment?.name, audienceName: appeal?.audienceName ?? wizard.audience?.name, audienceTotal: appeal?.audienceTotal ?? wizard.audience?.total }}
    >
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <div>
            <Title order={2}>Map Fields to Donor Giving History</Title>
            {appeal && <Text c="dimmed">Appeal: {appeal.name}</Text>}
          </div>
          <Alert color="blue" icon={<IconInfoCircle size={16} />}>
            {LOCATED_TEXT} Map the gifts below to complete each donor’s giving history.
          </Alert>
          {saving.error && (
            <Alert color="red" withCloseButton onClose={() => saving.setError(null)} data-testid="mapping-error">
              {saving.error}
            </Alert>
          )}
          {MAPPING_SECTIONS.map((section) => (
            <MappingSectionCard
              key={section}
              section={section}
              value={form.settings[section]}
              audienceId={audienceId}
              environmentId={environmentId}
              today={today}
              onChange={(value) => setForm({ ...form, settings: { ...form.settings, [section]: value } })}
            />
          ))}
          <Group>
            <Text fw={600}>Include Soft Credits?</Text>
            <SegmentedControl
              aria-label="Include Soft Credits?"
              data={['No', 'Yes']}
              value={form.includeSoftCredits ? 'Yes' : 'No'}
              onChange={(value) => setForm({ ...form, includeSoftCredits: value === 'Yes' })}
            />
          </Group>
          <Group justify="space-between">
            <Button variant="default" onClick={() => navigate('/select-audience')}>
              Back to Audience Selection
            </Button>
            <Group>
              <Anchor component="button" type="button" onClick={handleContinue}>
                {'> Save and continue later'}
              </Anchor>
              <Button onClick={handleContinue} loading={saving.isSaving}>
                Select Number of Asks
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <ConfirmPartialMappingDialog opened={dialog === 'confirm'} onMapMore={() => setDialog(null)} onContinue={() => setDialog('name')} />
      <NameAppealDialog
        opened={dialog === 'name'}
        existingName={appeal?.name ?? null}
        isSaving={saving.isSaving}
        error={null}
        onNext={handleSave('next')}
        onLater={handleSave('later')}
        onCancelChanges={() => {
          setForm(savedForm);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
      <MapAppealProgressDialog
        appealId={saving.mappingAppeal?.id ?? null}
        onDone={saving.finishMapping}
        onError={(message) => {
          saving.followMapping(null);
          saving.setError(message && message !== MAP_APPEAL_PROCESS_ERROR ? `${MAP_APPEAL_PROCESS_ERROR}: ${message}` : MAP_APPEAL_PROCESS_ERROR);
        }}
      />
    </WizardFrame>
  );
}
