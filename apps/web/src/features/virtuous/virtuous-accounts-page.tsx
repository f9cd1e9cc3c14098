import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { WizardFrame } from '../../wizard/index.ts';
import { RemoveVirtuousAccountDialog } from './remove-virtuous-account-dialog.tsx';
import { useVirtuousAccountsPage } from './use-virtuous-accounts-page.ts';
import { VirtuousAccountsTable, type AccountActions } from './virtuous-accounts-table.tsx';

/** /virtuous: the linked Virtuous accounts (wizard step 1 of the second system). */
export function VirtuousAccountsPage() {
  const page = useVirtuousAccountsPage();
  const { selected, message } = page;
  const actions: AccountActions = {
    onReauthenticate: (account) => void page.handleReauthenticate(account),
    onResyncTags: (account) => void page.handleResyncTags(account),
    onRemove: page.handleRemove,
  };

  return (
    <WizardFrame source="virtuous" step="select_environment" card={{ organizationName: selected?.organizationName }}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Group justify="space-between">
            <div>
              <Title order={2}>Select Environment</Title>
              <Text c="dimmed">Choose your Environment: the Virtuous account whose tags and gifts your ask strings are built from.</Text>
            </div>
            {page.isAdministrator && <Button onClick={() => void page.handleAdd()}>+ Add New</Button>}
          </Group>
          {message && (
            <Alert color={message.color} data-testid="virtuous-message">
              {message.text}
            </Alert>
          )}
          <VirtuousAccountsTable accounts={page.accounts} selectedId={selected?.id ?? null} isAdministrator={page.isAdministrator} isEmpty={page.isEmpty} onSelect={page.handleSelect} actions={actions} />
          <Group justify="space-between">
            <Anchor component="button" type="button" onClick={page.handleBack}>
              Back to Home
            </Anchor>
            <Button disabled={!selected} onClick={page.handleNext}>
              Select Tag
            </Button>
          </Group>
        </Stack>
      </Paper>
      <RemoveVirtuousAccountDialog account={page.removing} onCancel={page.handleCancelRemove} onConfirm={() => void page.handleConfirmRemove()} />
    </WizardFrame>
  );
}
