import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { isStepBefore, type AppealStep } from '@askwise/domain/appeal-steps';
import { MAP_APPEAL_PROCESS_ERROR, MAP_APPEAL_REQUEST_ERROR } from '@askwise/domain/mapping/map-appeal-statuses';
import { CreateAppealDocument, GetAppealDocument, setCurrentAppeal, UpdateAppealDocument, useAppealIdParam, useDataImportSourceIds, useWizardState } from '../../wizard/index.ts';
import { VirtuousIngestionDocument, VirtuousMappingSelectionsDocument, VirtuousPickerOptionsDocument } from './virtuous-documents.ts';
import { emptyPicks, PICKERS, type Picks } from './virtuous-picker-options.ts';
import { MAPPING_STATUS_MISSING } from './virtuous-texts.ts';

type Intent = 'next' | 'later';

/**
 * /virtuous/mapping-appeal: the five pickers of a new appeal (the chosen account and tag) or of the appeal of
 * the address, the passthrough choice, and saving: the appeal is created when new, VirtuousIngestion
 * MAP_APPEAL maps it, the progress dialog follows, then the number of asks (&env=virtuous). 'Confirm?' comes
 * before naming the appeal, however many pickers are mapped (spec section 2: it precedes next and later).
 */
export function useVirtuousMappingPage() {
  const navigate = useNavigate();
  const wizard = useWizardState();
  const appealId = useAppealIdParam();
  const [{ data: appealData }] = useQuery({ query: GetAppealDocument, variables: { id: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'network-only' });
  const appeal = appealId === null ? null : (appealData?.getAppeal ?? null);
  const accountId = appeal?.blackbaudOrganizationId ?? wizard.environment?.id ?? null;
  const tagId = appeal?.audienceId ?? wizard.audience?.id ?? null;
  const [{ data: options }] = useQuery({ query: VirtuousPickerOptionsDocument, variables: { virtuousAccountId: accountId ?? 0, tagId }, pause: accountId === null });
  const [{ data: saved }] = useQuery({ query: VirtuousMappingSelectionsDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null, requestPolicy: 'network-only' });
  const [picks, setPicks] = useState<Picks>(emptyPicks);
  const [includePassthrough, setIncludePassthrough] = useState(false);
  const [dialog, setDialog] = useState<'confirm' | 'name' | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<{ id: number; step: string; intent: Intent } | null>(null);
  const [, createAppeal] = useMutation(CreateAppealDocument);
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const [, ingest] = useMutation(VirtuousIngestionDocument);
  const sourceIds = useDataImportSourceIds();

  const stored = saved?.getVirtuousAppealMappingSelections;
  useEffect(() => {
    if (!stored) return;
    setPicks({ ...emptyPicks(), ...(JSON.parse(stored.selections) as Partial<Picks>) });
    setIncludePassthrough(stored.includePassthrough);
  }, [stored]);

  const goOn = async (target: { id: number; step: string }, intent: Intent) => {
    if (intent === 'later') return navigate('/appeal-history');
    if (isStepBefore(target.step as AppealStep, 'number_of_asks')) await updateAppeal({ id: target.id, step: 'number_of_asks' });
    navigate(`/number-ask?appealId=${target.id}&env=virtuous`);
  };

  const save = async (intent: Intent, name: string) => {
    if (accountId === null || tagId === null) return;
    setIsSaving(true);
    setError(null);
    try {
      let current: { id: number; step: string } | null = appeal;
      if (!current) {
        if (sourceIds === null) throw new Error(MAP_APPEAL_REQUEST_ERROR);
        const created = await createAppeal({ audienceId: tagId, blackbaudOrganizationId: accountId, name, dataImportSourceId: sourceIds.virtuous, step: 'mapping_appeal', includeSoftCredits: includePassthrough ? 1 : 0 });
        if (!created.data) throw new Error(created.error?.graphQLErrors[0]?.message ?? MAP_APPEAL_REQUEST_ERROR);
        setCurrentAppeal(created.data.createAppeal);
        current = created.data.createAppeal;
      }
      const extraParams = JSON.stringify({ appealId: current.id, TagId: tagId, IncludePassthrough: includePassthrough, ...picks });
      const result = await ingest({ virtuousAccountId: accountId, resourceType: 'MAP_APPEAL', tagId, extraParams });
      if (result.data?.VirtuousIngestion.statusCode !== 200) throw new Error(MAP_APPEAL_REQUEST_ERROR);
      setDialog(null);
      setMapping({ id: current.id, step: current.step, intent });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setIsSaving(false);
    }
  };

  if (appealId === null && !wizard.environment) return { redirectTo: '/virtuous' } as const;
  if (appealId === null && !wizard.audience) return { redirectTo: '/virtuous/select-tag' } as const;
  const isFullyMapped = PICKERS.every((p) => picks[p.key] !== null);
  return {
    redirectTo: null,
    appeal,
    options: options ?? null,
    picks,
    setPick: (key: keyof Picks, value: Picks[keyof Picks]) => setPicks((current) => ({ ...current, [key]: value })),
    includePassthrough,
    setIncludePassthrough,
    card: { organizationName: appeal?.organizationName ?? wizard.environment?.name, audienceName: appeal?.audienceName ?? wizard.audience?.name, audienceTotal: appeal?.audienceTotal ?? wizard.audience?.total },
    dialog,
    isFullyMapped,
    isSaving,
    error,
    mapping,
    handleContinue: () => setDialog('confirm'),
    handleConfirm: () => setDialog('name'),
    handleCloseDialog: () => setDialog(null),
    handleNext: (name: string) => save('next', name),
    handleLater: (name: string) => save('later', name),
    handleBack: () => navigate('/virtuous/select-tag'),
    handleMappingDone: async () => {
      if (!mapping) return;
      setMapping(null);
      await goOn(mapping, mapping.intent);
    },
    handleMappingError: (message: string | null) => {
      setMapping(null);
      setError(message && message !== MAP_APPEAL_PROCESS_ERROR ? `${MAP_APPEAL_PROCESS_ERROR}: ${message}` : MAP_APPEAL_PROCESS_ERROR);
    },
    handleMappingStatusMissing: () => {
      setMapping(null);
      setError(MAPPING_STATUS_MISSING);
    },
  };
}
