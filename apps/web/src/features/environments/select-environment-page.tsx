import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WizardFrame } from '../../wizard/index.ts';
import { ConfigureIngestionDialog } from './configure-ingestion-dialog.tsx';
import { EnvironmentFollower } from './environment-follower.tsx';
import { EnvironmentsTable } from './environments-table.tsx';
import { EventSubscriptionsDialog } from './event-subscriptions-dialog.tsx';
import { IngestionProgressDialog } from './ingestion-progress-dialog.tsx';
import { SubscriptionRequiredDialog } from './subscription-required-dialog.tsx';
import { useSelectEnvironmentPage } from './use-select-environment-page.ts';

/** /blackbaud: wizard step 1, choose the donor-database environment (the practice environment first). */
export function SelectEnvironmentPage() {
  const page = useSelectEnvironmentPage();
  const { selected } = page;

  return (
    <WizardFrame source="blackbaud" step="select_environment" card={{ organizationName: selected?.organizationName }}>
      {page.environments.map((e) => (
        <EnvironmentFollower key={e.id} id={e.id} onChange={page.reload} />
      ))}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2}>Select Environment</Title>
              <Text c="dimmed">Choose your Environment: the donor database whose gifts your ask strings are built from.</Text>
            </div>
            {page.isAdministrator && (
              <Button leftSection={<IconPlus size={16} />} onClick={() => void page.handleAdd()} loading={page.isConnecting}>
                Add New
              </Button>
            )}
          </Group>
          {page.hasLoadError && <Alert color="red">Something went wrong while loading your environments.</Alert>}
          {page.connectError && (
            <Alert color="red" withCloseButton onClose={page.handleClearConnectError}>
              Error : {page.connectError}
            </Alert>
          )}
          <EnvironmentsTable
            environments={page.environments}
            selectedId={selected?.id ?? null}
            isAdministrator={page.isAdministrator}
            isEmpty={page.isEmpty}
            now={page.now}
            onSelect={page.handleSelect}
            rowHandlers={page.rowHandlers}
          />
          <Group justify="flex-end">
            <Button disabled={!selected} onClick={page.handleNext}>
              Select Audience
            </Button>
          </Group>
        </Stack>
      </Paper>
      <IngestionProgressDialog environment={page.progressOf} onClose={page.handleCloseProgress} />
      <ConfigureIngestionDialog environment={page.configureOf} onClose={page.handleCloseConfigure} onStarted={page.handleIngestionStarted} />
      <EventSubscriptionsDialog environment={page.subscriptionsOf} onClose={page.handleCloseSubscriptions} />
      <SubscriptionRequiredDialog reason={page.subscriptionReason} onClose={page.handleCloseSubscriptionRequired} />
    </WizardFrame>
  );
}
