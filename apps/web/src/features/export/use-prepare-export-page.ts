import { routeOfStep } from '@askwise/domain/appeal-steps';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { UpdateAppealDocument, useWizardAppeal } from '../../wizard/index.ts';
import { ExportAllowanceDocument, ExportFieldsDocument } from './export-documents.ts';
import { ALLOWANCE_EXCEEDED_CODE, ExportError, useExportFiles, type ExportLinks } from './export-downloads.ts';
import { joinSettingsList, splitSettingsList } from './settings-list.ts';
import { useCustomFields } from './use-custom-fields.ts';
import { useExportPresets } from './use-export-presets.ts';
import { useReplyCardProof } from './use-reply-card-proof.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

type Allowance = { isSubscribed: boolean; askStringsToExport?: number | null } | null;

/**
 * What Export Now does. Until the allowance has loaded it waits: exporting then would skip the confirmation a
 * company without a subscription must see (a slow allowance query let a click export straight away).
 */
export function exportNowAction(allowance: Allowance): 'wait' | 'confirm' | 'export' {
  if (!allowance || allowance.askStringsToExport === null) return 'wait';
  return allowance.isSubscribed ? 'export' : 'confirm';
}

/** The chosen export fields: the saved choice, or the suggested fields the first time. */
function useFieldChoice(appeal: ReturnType<typeof useWizardAppeal>['appeal'], fields: { id: string; isDefaultChecked: boolean }[]) {
  const [selected, setSelected] = useState<Set<string> | null>(null);
  useEffect(() => {
    if (!appeal || fields.length === 0 || selected) return;
    const saved = appeal.extraFieldsSettings;
    setSelected(
      new Set(saved === null || saved === undefined ? fields.filter((f) => f.isDefaultChecked).map((f) => f.id) : splitSettingsList(saved)),
    );
  }, [appeal, fields, selected]);
  const toggle = (id: string, isChecked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });
  return [selected, toggle] as const;
}

/**
 * /prepare-export: the appeal, its export fields and custom fields, the free allowance, and Export Now
 * (confirmed past the allowance) or Save for later. Null until the appeal has loaded.
 */
export function usePrepareExportPage() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { appealId, appeal, source, refetch } = useWizardAppeal('save_export');
  const [{ data: fieldData }] = useQuery({ query: ExportFieldsDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null });
  const customFields = useCustomFields(source, appealId);
  const [{ data: allowanceData }, refetchAllowance] = useQuery({
    query: ExportAllowanceDocument,
    variables: { appealId },
    requestPolicy: 'network-only',
    pause: appealId === null,
  });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const { exportNow } = useExportFiles();
  const presets = useExportPresets();
  const proof = useReplyCardProof(appealId);
  const fields = useMemo(() => fieldData?.getAppealExportFields ?? [], [fieldData]);
  const [selected, toggleField] = useFieldChoice(appeal, fields);
  const [selectedCustom, setSelectedCustom] = useState<string[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exported, setExported] = useState<ExportLinks | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The saved custom fields, or (for Excel) every custom column the first time.
  useEffect(() => {
    if (!appeal || !customFields.isLoaded || selectedCustom) return;
    const saved = appeal.customFieldsSettings;
    setSelectedCustom(
      saved === null || saved === undefined
        ? customFields.defaultChecked
        : splitSettingsList(saved).filter((name) => customFields.names.includes(name)),
    );
  }, [appeal, customFields, selectedCustom]);

  if (!appeal) return null;

  const allowance = allowanceData?.getExportAllowance ?? null;
  const save = async (step?: 'save_export') => {
    const settings = {
      extraFieldsSettings: joinSettingsList(fields.filter((f) => f.code !== 'EFT_M' && selected?.has(f.id)).map((f) => f.id)),
      customFieldsSettings: joinSettingsList(selectedCustom ?? []),
    };
    const result = await updateAppeal({ id: appeal.id, ...settings, ...(step && appeal.step !== 'completed' ? { step } : {}) });
    if (result.error) throw new ExportError(result.error.graphQLErrors[0]?.message ?? SOMETHING_WENT_WRONG);
  };

  const handleSaveForLater = async () => {
    try {
      await save('save_export');
      navigate('/appeal-history');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const runExport = async () => {
    setIsExporting(true);
    setError(null);
    try {
      await save();
      const links = await exportNow(appeal.id, presets.chosen?.id ?? null);
      setExported(links);
      setIsConfirming(false);
      notifications.show({ color: 'teal', message: 'Your export files are ready.' });
      refetch();
    } catch (failure) {
      if (failure instanceof ExportError && failure.code === ALLOWANCE_EXCEEDED_CODE) {
        setRefusal(failure.message);
        setIsConfirming(true);
      } else {
        setIsConfirming(false);
        setError(failure instanceof Error ? failure.message : SOMETHING_WENT_WRONG);
      }
    } finally {
      setIsExporting(false);
      refetchAllowance({ requestPolicy: 'network-only' });
    }
  };

  const handleExportNow = () => {
    const action = exportNowAction(allowance);
    if (action === 'wait') return;
    setRefusal(null);
    if (action === 'confirm') setIsConfirming(true);
    else void runExport();
  };

  return {
    appeal,
    source,
    isAdministrator: Boolean(user?.isAdministrator),
    presets,
    proof,
    allowance,
    fields,
    selected,
    toggleField,
    customFieldNames: customFields.names,
    selectedCustom: selectedCustom ?? [],
    setSelectedCustom,
    canExport: Boolean(selected) && exportNowAction(allowance) !== 'wait',
    isConfirming,
    isExporting,
    refusal,
    exported,
    error,
    handleExportNow,
    handleConfirm: () => void runExport(),
    handleCloseConfirmation: () => setIsConfirming(false),
    handleSaveForLater,
    handleBack: () => navigate(routeOfStep('review_ask_strategy', appeal.id, source)),
  };
}
