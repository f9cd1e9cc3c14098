import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatAnnualFee, formatCents } from '@askwise/domain/billing-rules';
import { useQuery } from 'urql';
import { SubscriptionDetailDocument } from './billing-documents.ts';
import { billingDate } from './billing-dates.ts';
import type { CompanySubscription } from './billing-plan.ts';

// The spec's columns, then what the invoice PDF shows below its total: the credit of an upgrade and what was paid.
const COLUMNS = ['Date', 'Description', 'Service Period', 'Payment Method', 'Sub-total', 'Total', 'Credits applied', 'Amount paid'];

/** Billing Details: the plan, its price, the next billing date and every invoice, each opening its PDF. */
export function BillingDetailsModal({ subscription, onClose }: { subscription: CompanySubscription; onClose: () => void }) {
  const [{ data, fetching }] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'SUBSCRIPTION_DETAILS' }, requestPolicy: 'network-only' });
  const detail = data?.SubscriptionDetailRequest;
  const invoices = detail?.resultInvoices ?? [];
  return (
    <Modal opened onClose={onClose} title="Billing Details" size={900} centered>
      <Stack>
        <Group gap="xl">
          <Field label="Plan" value={subscription.planName} />
          <Field label="Price per year" value={formatAnnualFee(subscription.annualFee)} />
          <Field label="Next billing date" value={subscription.active ? billingDate(subscription.next_billing_at) : '-'} />
        </Group>
        {!subscription.active && <Alert color="orange">Your subscription will be cancelled on: {billingDate(subscription.cancelledAt ?? subscription.currentTermEnd)}</Alert>}
        {detail && detail.statusCode !== 200 && <Alert color="red">We have some problems with you subscription, please contact our Client Assistant</Alert>}
        {fetching && !data ? (
          <Loader size="sm" />
        ) : (
          <Table withTableBorder striped aria-label="Invoices">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Anchor href={`/profile/subscription/pdf/${encodeURIComponent(invoice.id)}`} target="_blank" rel="noopener">
                      {billingDate(invoice.date)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{invoice.description}</Table.Td>
                  <Table.Td>
                    {billingDate(invoice.service_period_start)}
                    {invoice.service_period_end ? ` - ${billingDate(invoice.service_period_end)}` : ''}
                  </Table.Td>
                  <Table.Td>{invoice.payment_method}</Table.Td>
                  <Table.Td>{formatCents(invoice.sub_total)}</Table.Td>
                  <Table.Td>{formatCents(invoice.total)}</Table.Td>
                  <Table.Td>{invoice.credits_applied > 0 ? formatCents(-invoice.credits_applied) : formatCents(0)}</Table.Td>
                  <Table.Td>{formatCents(invoice.amount_paid)}</Table.Td>
                </Table.Tr>
              ))}
              {invoices.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Text c="dimmed" size="sm">No invoices yet.</Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onClose}>
            Back to Subscription
          </Button>
          <Button onClick={onClose}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}
