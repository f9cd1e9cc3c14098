import { Alert, Text } from '@mantine/core';

/**
 * The sandbox's test cards, shown only where payments go to the sandbox (never with a live provider). A
 * standing hint, not an alert: the form's alert is its error ('Insufficient funds.').
 */
export function SandboxCardHint() {
  return (
    <Alert color="gray" variant="light" title="Sandbox: no card is charged" data-testid="sandbox-card-hint" role="note">
      <Text size="sm">Use a test card with any future expiry and any CVV: 4111 1111 1111 1111 is accepted, 4005 5192 0000 0004 is declined.</Text>
    </Alert>
  );
}

/** On the subscription page: this site's billing is the sandbox, so nothing bought here is paid for. */
export function SandboxBillingNotice() {
  return (
    <Alert color="yellow" title="Sandbox billing" data-testid="sandbox-billing-notice">
      Subscriptions on this site are paid with test cards and nothing is ever charged.
    </Alert>
  );
}
