import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { countFormat } from '../../ui/format.ts';
import { appealResultsRoute, SourceCodesPanel } from '../test-and-learn/index.ts';
import { SendAsksToCrmPanel } from '../crm-asks/index.ts';
import { appealCard, WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { ExportConfirmationDialog } from './export-confirmation-dialog.tsx';
import { downloadExportFiles } from './export-downloads.ts';
import { ExportFieldSections } from './export-field-sections.tsx';
import { ExportPresetPanel } from './export-preset-panel.tsx';
import { usePrepareExportPage } from './use-prepare-export-page.ts';

/** /prepare-export?appealId={id}: choose the export fields or a preset, then Export Now (step 7, then completed). */
export function PrepareExportPage() {
  const page = usePrepareExportPage();
  if (!page) return <WizardLoader />;
  const { appeal, source, allowance, exported, error, selected, isExporting, isConfirming, refusal } = page;

  return (
    <WizardFrame source={source} step={appeal.step === 'completed' ? 'completed' : 'save_export'} card={appealCard(appeal)}>
      <Stack>
        <div>
          <Title order={2}>Prepare Your Export</Title>
          <Text c="dimmed">
            {appeal.name}: choose the donor fields of the two files, &apos;Ready to Export&apos; (Primary List) and &apos;Handle Manually&apos; (Secondary List).
          </Text>
        </div>
        {allowance && !allowance.isSubscribed && (
          <Text size="sm" c="dimmed" data-testid="free-allowance">
            Free exports: {countFormat.format(allowance.remaining ?? 0)} of {countFormat.format(allowance.freeAllowance)} ask strings left
            {allowance.askStringsToExport !== null && allowance.askStringsToExport !== undefined ? `; this appeal has ${countFormat.format(allowance.askStringsToExport)} to export.` : '.'}
          </Text>
        )}
        {exported && (
          <Alert color="teal" icon={<IconCircleCheck />} title="Export complete">
            <Group justify="space-between">
              <Text size="sm">Both files have been downloaded. The links work for 15 minutes; Export Again in Appeal History makes new ones.</Text>
              <Group gap="xs">
                <Button size="xs" variant="light" onClick={() => void downloadExportFiles(exported)}>
                  Download again
                </Button>
                <Button size="xs" variant="light" component={Link} to={appealResultsRoute(appeal.id)}>
                  Results after the mailing
                </Button>
              </Group>
            </Group>
          </Alert>
        )}
        {allowance && allowance.askStringsToExport === null && !exported && (
          <Alert color="yellow">The asks of this appeal have not been calculated yet: go back to its strategy and calculate them first.</Alert>
        )}
        {error && <Alert color="red">{error}</Alert>}
        <SourceCodesPanel appealId={appeal.id} />
        <SendAsksToCrmPanel
          appealId={appeal.id}
          crm={source === 'virtuous' ? 'virtuous' : 'blackbaud'}
          isEnabled={(source === 'blackbaud' || source === 'virtuous') && page.isAdministrator && (appeal.step === 'completed' || exported !== null)}
        />
        <ExportPresetPanel presets={page.presets} proof={page.proof} isAdministrator={page.isAdministrator} />
        {selected && !page.presets.chosen && (
          <ExportFieldSections
            fields={page.fields}
            selected={selected}
            onToggle={page.toggleField}
            customFields={page.customFieldNames}
            selectedCustomFields={page.selectedCustom}
            onCustomFieldsChange={page.setSelectedCustom}
          />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={page.handleBack}>
            Back
          </Button>
          <Group>
            <Button variant="subtle" onClick={page.handleSaveForLater} disabled={isExporting}>
              Save for later
            </Button>
            <Button onClick={page.handleExportNow} loading={isExporting && !isConfirming} disabled={!page.canExport}>
              Export Now
            </Button>
          </Group>
        </Group>
      </Stack>
      <ExportConfirmationDialog
        opened={isConfirming}
        allowance={allowance}
        refusal={refusal}
        isAdministrator={page.isAdministrator}
        isExporting={isExporting}
        onConfirm={page.handleConfirm}
        onClose={page.handleCloseConfirmation}
      />
    </WizardFrame>
  );
}
