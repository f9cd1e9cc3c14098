import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAnnualFee } from '@askwise/domain/billing-rules';
import { useQuery } from 'urql';
import { SubscriptionDetailDocument } from './billing-documents.ts';
import { billingDate } from './billing-dates.ts';
import type { CompanySubscription } from './billing-plan.ts';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export type ManageAction = 'changePlan' | 'cancel' | 'reactivate' | 'billingDetails' | 'changePayment' | 'paymentInfo';

interface ManageViewProps {
  subscription: CompanySubscription;
  isChangingPlan: boolean;
  onAction: (action: ManageAction) => void;
}

/** The manage view of the current plan: PLAN DETAILS, VIEW BILLING DETAILS and PAYMENT DETAILS. */
export function ManageView({ subscription, isChangingPlan, onAction }: ManageViewProps) {
  const [{ data }] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'SUBSCRIPTION_CUSTOMER_INFO' }, requestPolicy: 'network-only' });
  const method = data?.SubscriptionDetailRequest.result?.payment_method;
  const methodText = !method ? 'No payment method yet' : method.type === 'card' ? `Card ending in ${method.card?.last4 ?? ''}` : `Bank account ending in ${method.bank_account?.last4 ?? ''}`;
  return (
    <Paper withBorder p="lg" data-testid="manage-view">
      <Stack gap="md">
        <Section title="PLAN DETAILS">
          <Text fw={700}>{subscription.planName}</Text>
          <Text size="sm">
            {formatAnnualFee(subscription.annualFee)} / year · up to {countFormat.format(subscription.constituentsLimit)} constituents
          </Text>
          <Text size="sm" c="dimmed">
            {subscription.active ? `Next billing date: ${billingDate(subscription.next_billing_at)}` : `Ends on ${billingDate(subscription.cancelledAt ?? subscription.currentTermEnd)}`}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant={isChangingPlan ? 'filled' : 'light'} onClick={() => onAction('changePlan')}>
              {isChangingPlan ? 'Keep current plan' : 'Change Plan'}
            </Button>
            {subscription.active ? (
              <Button size="xs" variant="subtle" color="red" onClick={() => onAction('cancel')}>
                Cancel Subscription
              </Button>
            ) : (
              <Button size="xs" onClick={() => onAction('reactivate')} disabled={!subscription.canReactivate}>
                Reactivate
              </Button>
            )}
          </Group>
          {!subscription.active && !subscription.canReactivate && (
            <Text size="xs" c="dimmed">
              A cancelled subscription can be reactivated within 7 days before the payment date.
            </Text>
          )}
        </Section>
        <Divider />
        <Section title="VIEW BILLING DETAILS">
          <Button size="xs" variant="light" onClick={() => onAction('billingDetails')} style={{ alignSelf: 'flex-start' }}>
            View Billing Details
          </Button>
        </Section>
        <Divider />
        <Section title="PAYMENT DETAILS">
          <Text size="sm" data-testid="current-payment-method">
            {methodText}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => onAction('changePayment')}>
              Change Payment Method
            </Button>
            <Button size="xs" variant="light" onClick={() => onAction('paymentInfo')}>
              Manage your Payment Info
            </Button>
          </Group>
        </Section>
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={6} c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
