import { Alert, Anchor, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { MAPPING_SECTIONS } from '@askwise/domain/mapping/mapping-settings';
import { WizardFrame, WizardLoader } from '../../wizard/index.ts';
import { MapAppealProgressDialog } from './map-appeal-progress-dialog.tsx';
import { ConfirmPartialMappingDialog, NameAppealDialog } from './mapping-dialogs.tsx';
import { MappingSectionCard } from './mapping-section-card.tsx';
import { useMappingPage } from './use-mapping-page.ts';

const LOCATED_TEXT = 'Askwise located each donor’s Zip Code, Total lifetime gifts, Total number of gifts and Largest gifts.';

/** /mapping-appeal: wizard step 3, map past gifts to the five giving-history fields. */
export function MappingPage() {
  const page = useMappingPage();
  if (!page) return <WizardLoader />;
  if (page.redirectTo) return <Navigate to={page.redirectTo} replace />;
  const { appeal, form, setForm, saving } = page;

  return (
    <WizardFrame
      source="blackbaud"
      step="mapping_appeal"
      card={page.card}
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
              audienceId={page.audienceId}
              environmentId={page.environmentId}
              today={page.today}
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
            <Button variant="default" onClick={page.handleBack}>
              Back to Audience Selection
            </Button>
            <Group>
              <Anchor component="button" type="button" onClick={page.handleContinue}>
                {'> Save and continue later'}
              </Anchor>
              <Button onClick={page.handleContinue} loading={saving.isSaving}>
                Select Number of Asks
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <ConfirmPartialMappingDialog opened={page.dialog === 'confirm'} onMapMore={page.handleMapMore} onContinue={page.handleConfirmPartial} />
      <NameAppealDialog
        opened={page.dialog === 'name'}
        existingName={appeal?.name ?? null}
        isSaving={saving.isSaving}
        error={null}
        onNext={page.handleNext}
        onLater={page.handleLater}
        onCancelChanges={page.handleCancelChanges}
        onClose={page.handleCloseDialog}
      />
      <MapAppealProgressDialog
        appealId={saving.mappingAppeal?.id ?? null}
        onDone={saving.finishMapping}
        onError={page.handleMappingError}
      />
    </WizardFrame>
  );
}
