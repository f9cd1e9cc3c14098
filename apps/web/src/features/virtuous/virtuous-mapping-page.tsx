import { Alert, Anchor, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { WizardFrame } from '../../wizard/index.ts';
import { MapAppealProgressDialog, NameAppealDialog } from '../mapping/index.ts';
import { VirtuousConfirmDialog } from './virtuous-confirm-dialog.tsx';
import { PICKERS } from './virtuous-picker-options.ts';
import { VirtuousPicker } from './virtuous-picker.tsx';
import { useVirtuousMappingPage } from './use-virtuous-mapping-page.ts';

/** /virtuous/mapping-appeal: map giving history for the second system (wizard step 3). */
export function VirtuousMappingPage() {
  const page = useVirtuousMappingPage();
  if (page.redirectTo) return <Navigate to={page.redirectTo} replace />;
  return (
    <WizardFrame source="virtuous" step="mapping_appeal" card={page.card}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <div>
            <Title order={2}>Map Fields to Donor Giving History</Title>
            <Text c="dimmed">Choose the campaign, communication or project whose gifts fill each field. Type 3 or more characters to search.</Text>
          </div>
          {page.error && <Alert color="red">{page.error}</Alert>}
          {!page.options ? (
            <Loader />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
              {PICKERS.map((picker) => (
                <VirtuousPicker key={picker.key} testId={`picker-${picker.key}`} label={picker.label} options={page.options!} value={page.picks[picker.key]} onChange={(value) => page.setPick(picker.key, value)} />
              ))}
            </SimpleGrid>
          )}
          <Checkbox label="Include Soft Credits? (passthrough gifts)" checked={page.includePassthrough} onChange={(event) => page.setIncludePassthrough(event.currentTarget.checked)} />
          <Group justify="space-between">
            <Button variant="default" onClick={page.handleBack}>
              Back to Audience Selection
            </Button>
            <Group>
              <Anchor component="button" type="button" onClick={page.handleContinue}>
                {'> Save and continue later'}
              </Anchor>
              <Button onClick={page.handleContinue} disabled={!page.options}>
                Select Number of Asks
              </Button>
            </Group>
          </Group>
        </Stack>
      </Paper>
      <VirtuousConfirmDialog opened={page.dialog === 'confirm'} options={page.options} picks={page.picks} isFullyMapped={page.isFullyMapped} onMapMore={page.handleCloseDialog} onContinue={page.handleConfirm} />
      <NameAppealDialog
        opened={page.dialog === 'name'}
        existingName={page.appeal?.name ?? null}
        isSaving={page.isSaving}
        error={page.error}
        onNext={(name) => void page.handleNext(name)}
        onLater={(name) => void page.handleLater(name)}
        onCancelChanges={page.handleCloseDialog}
        onClose={page.handleCloseDialog}
      />
      <MapAppealProgressDialog
        title="Map Appeal Processs"
        appealId={page.mapping?.id ?? null}
        onDone={() => void page.handleMappingDone()}
        onError={page.handleMappingError}
        onStatusMissing={page.handleMappingStatusMissing}
      />
    </WizardFrame>
  );
}
