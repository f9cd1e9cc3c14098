import { routeOfStep, sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useSession } from '../../session/index.ts';
import { UpdateAppealDocument, useAppealIdParam, useCurrentAppeal, WizardFrame } from '../../wizard/index.ts';
import { countFormat } from '../../ui/format.ts';
import { ExportConfirmationDialog } from './export-confirmation-dialog.tsx';
import { ExportAllowanceDocument, ExportFieldsDocument } from './export-documents.ts';
import { ALLOWANCE_EXCEEDED_CODE, downloadExportFiles, ExportError, useExportFiles, type ExportLinks } from './export-downloads.ts';
import { ExportFieldSections } from './export-field-sections.tsx';
import { joinSettingsList, splitSettingsList } from './settings-list.ts';
import { useCustomFields } from './use-custom-fields.ts';

/** /prepare-export?appealId={id}: choose the export fields, then Export Now (step 7, then completed). */
export function PrepareExportPage() {
  const navigate = useNavigate();
  const appealId = useAppealIdParam();
  const { user } = useSession();
  const { appeal, isLoading, refetch } = useCurrentAppeal(appealId, { pageStep: 'save_export' });
  const source = sourceOfDataImportSourceId(appeal?.dataImportSourceId);
  const [{ data: fieldData }] = useQuery({ query: ExportFieldsDocument, variables: { appealId: appealId ?? 0 }, pause: appealId === null });
  const customFields = useCustomFields(source, appealId);
  const [{ data: allowanceData }, refetchAllowance] = useQuery({ query: ExportAllowanceDocument, variables: { appealId }, requestPolicy: 'network-only', pause: appealId === null });
  const [, updateAppeal] = useMutation(UpdateAppealDocument);
  const { exportNow } = useExportFiles();
  const fields = useMemo(() => fieldData?.getAppealExportFields ?? [], [fieldData]);

  const [selected, setSelected] = useState<Set<string> | null>(null);
  const [selectedCustom, setSelectedCustom] = useState<string[] | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isExporting, setIsExporting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [exported, setExported] = useState<ExportLinks | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The saved choice, or the suggested fields (and, for Excel, every custom column) the first time.
  useEffect(() => {
    if (!appeal || fields.length === 0 || selected) return;
    const saved = appeal.extraFieldsSettings;
    setSelected(new Set(saved === null || saved === undefined ? fields.filter((f) => f.isDefaultChecked).map((f) => f.id) : splitSettingsList(saved)));
  }, [appeal, fields, selected]);
  useEffect(() => {
    if (!appeal || !customFields.isLoaded || selectedCustom) return;
    const saved = appeal.customFieldsSettings;
    setSelectedCustom(saved === null || saved === undefined ? customFields.defaultChecked : splitSettingsList(saved).filter((name) => customFields.names.includes(name)));
  }, [appeal, customFields, selectedCustom]);

  if (isLoading || !appeal) {
    return (
      <Center h={300}>
        <Loader />
      </Center>
    );
  }

  const allowance = allowanceData?.getExportAllowance ?? null;
  const settings = () => ({
    extraFieldsSettings: joinSettingsList(fields.filter((f) => f.code !== 'EFT_M' && selected?.has(f.id)).map((f) => f.id)),
    customFieldsSettings: joinSettingsList(selectedCustom ?? []),
  });
  const save = async (step?: 'save_export') => {
    const result = await updateAppeal({ id: appeal.id, ...settings(), ...(step && appeal.step !== 'completed' ? { step } : {}) });
    if (result.error) throw new ExportError(result.error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.');
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
      const links = await exportNow(appeal.id);
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
        setError(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
      }
    } finally {
      setIsExporting(false);
      refetchAllowance({ requestPolicy: 'network-only' });
    }
  };

  const handleExportNow = () => {
    setRefusal(null);
    if (allowance && !allowance.isSubscribed) setIsConfirming(true);
    else void runExport();
  };

  return (
    <WizardFrame source={source} step={appeal.step === 'completed' ? 'completed' : 'save_export'} card={{ organizationName: appeal.organizationName, audienceName: appeal.audienceName, audienceTotal: appeal.audienceTotal }}>
      <Stack>
        <div>
          <Title order={2}>Prepare Your Export</Title>
          <Text c="dimmed">
            {appeal.name}: choose the donor fields of the two files, &apos;Ready to Export&apos; (Primary List) and &apos;Handle Manually&apos; (Secondary List).
          </Text>
        </div>
        {allowance && !allowance.isSubscribed && (
          <Text size="sm" c="dimmed" data-testid="free-allowance">
            Free exports: {countFormat.format(allowance.remaining ?? 0)} of {countFormat.format(allowance.freeAllowance)} ask strings left.
          </Text>
        )}
        {exported && (
          <Alert color="teal" icon={<IconCircleCheck />} title="Export complete">
            <Group justify="space-between">
              <Text size="sm">Both files have been downloaded. The links work for 15 minutes; Export Again in Appeal History makes new ones.</Text>
              <Button size="xs" variant="light" onClick={() => void downloadExportFiles(exported)}>
                Download again
              </Button>
            </Group>
          </Alert>
        )}
        {allowance && allowance.askStringsToExport === null && !exported && (
          <Alert color="yellow">The asks of this appeal have not been calculated yet: go back to its strategy and calculate them first.</Alert>
        )}
        {error && <Alert color="red">{error}</Alert>}
        {selected && (
          <ExportFieldSections
            fields={fields}
            selected={selected}
            onToggle={(id, isChecked) => setSelected((current) => {
              const next = new Set(current);
              if (isChecked) next.add(id);
              else next.delete(id);
              return next;
            })}
            customFields={customFields.names}
            selectedCustomFields={selectedCustom ?? []}
            onCustomFieldsChange={setSelectedCustom}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(routeOfStep('review_ask_strategy', appeal.id, source))}>
            Back
          </Button>
          <Group>
            <Button variant="subtle" onClick={handleSaveForLater} disabled={isExporting}>
              Save for later
            </Button>
            <Button onClick={handleExportNow} loading={isExporting && !isConfirming} disabled={!selected || allowance?.askStringsToExport === null}>
              Export Now
            </Button>
          </Group>
        </Group>
      </Stack>
      <ExportConfirmationDialog
        opened={isConfirming}
        allowance={allowance}
        refusal={refusal}
        isAdministrator={Boolean(user?.isAdministrator)}
        isExporting={isExporting}
        onConfirm={() => void runExport()}
        onClose={() => setIsConfirming(false)}
      />
    </WizardFrame>
  );
}
