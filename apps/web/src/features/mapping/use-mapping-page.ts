import { localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import { MAP_APPEAL_PROCESS_ERROR, mapAppealProgress } from '@askwise/domain/mapping/map-appeal-statuses';
import { isFullyMapped } from '@askwise/domain/mapping/mapping-settings';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { GetAppealDocument, GetAppealStatusDocument, setCurrentAppeal, useAppealIdParam, useWizardState } from '../../wizard/index.ts';
import { newMappingForm, savedMappingForm, type MappingForm } from './mapping-form.ts';
import { useSaveMapping, type SaveIntent } from './use-save-mapping.ts';

/** The mapping page's appeal (when it has one) and its map-appeal status, always read fresh. */
function useMappedAppeal(appealId: number | null) {
  const [{ data: appealData }] = useQuery({
    query: GetAppealDocument,
    variables: { id: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  const [{ data: statusData }] = useQuery({
    query: GetAppealStatusDocument,
    variables: { appealId: appealId ?? 0 },
    pause: appealId === null,
    requestPolicy: 'network-only',
  });
  return {
    appeal: appealId === null ? null : (appealData?.getAppeal ?? null),
    isLoading: appealId !== null && appealData === undefined,
    isMissing: appealId !== null && appealData !== undefined && !appealData.getAppeal,
    mapStatus: statusData?.getAppealStatus?.mapAppealStatus ?? null,
  };
}

/**
 * /mapping-appeal: a new appeal of the chosen environment and audience, or the appeal of the address; its
 * mapping form, the dialogs of Continue, and saving (with the map-appeal job's progress). Null while
 * loading; `redirectTo` when the wizard has no environment or audience to map.
 */
export function useMappingPage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const appealId = useAppealIdParam() ?? wizard.appealId;
  const today = useMemo(() => localCalendarDate(new Date()), []);
  const { appeal, isLoading, isMissing, mapStatus } = useMappedAppeal(appealId);
  const savedForm = useMemo(() => (appeal ? savedMappingForm(appeal, today) : newMappingForm(today)), [appeal, today]);
  const [form, setForm] = useState<MappingForm | null>(null);
  const [dialog, setDialog] = useState<'confirm' | 'name' | null>(null);
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
    if (isLoading) return;
    if (isMissing) {
      navigate('/', { replace: true });
      return;
    }
    if (appeal && wizard.appealId !== appeal.id) setCurrentAppeal(appeal);
    setForm((current) => current ?? savedForm);
  }, [isLoading, isMissing, appeal, wizard.appealId, savedForm, navigate]);

  // Opened while the appeal is being mapped (a reload): follow the running job.
  const { followMapping } = saving;
  useEffect(() => {
    if (!appeal || !mapStatus) return;
    const progress = mapAppealProgress(mapStatus);
    if (!progress.isDone && !progress.isError) followMapping({ id: appeal.id, step: appeal.step });
  }, [appeal, mapStatus, followMapping]);

  if (appealId === null && !wizard.environment) return { redirectTo: '/blackbaud' } as const;
  if (appealId === null && !wizard.audience) return { redirectTo: '/select-audience' } as const;
  if (isLoading || !form || environmentId === null || audienceId === null) return null;

  const handleSave = (intent: SaveIntent) => async (name: string) => {
    await saving.save(intent, name);
    setDialog(null);
  };

  return {
    redirectTo: null,
    appeal,
    form,
    setForm,
    today,
    environmentId,
    audienceId,
    card: {
      organizationName: appeal?.organizationName ?? wizard.environment?.name,
      audienceName: appeal?.audienceName ?? wizard.audience?.name,
      audienceTotal: appeal?.audienceTotal ?? wizard.audience?.total,
    },
    dialog,
    saving,
    handleContinue: () => setDialog(isFullyMapped(form.settings) ? 'name' : 'confirm'),
    handleNext: handleSave('next'),
    handleLater: handleSave('later'),
    handleMapMore: () => setDialog(null),
    handleConfirmPartial: () => setDialog('name'),
    handleCancelChanges: () => {
      setForm(savedForm);
      setDialog(null);
    },
    handleCloseDialog: () => setDialog(null),
    handleBack: () => navigate('/select-audience'),
    handleMappingError: (message: string | null) => {
      saving.followMapping(null);
      saving.setError(
        message && message !== MAP_APPEAL_PROCESS_ERROR ? `${MAP_APPEAL_PROCESS_ERROR}: ${message}` : MAP_APPEAL_PROCESS_ERROR,
      );
    },
  };
}
