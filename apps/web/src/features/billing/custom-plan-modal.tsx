import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { formatAnnualFee } from '@askwise/domain/billing-rules';
import { useState } from 'react';
import { useClient } from 'urql';
import type { CustomPlanValidateQuery } from '../../graphql/generated/graphql.ts';
import { CustomPlanValidateDocument } from './billing-documents.ts';
import type { PlanOrder } from './purchase-flow.tsx';

type CustomPlanResult = NonNullable<CustomPlanValidateQuery['CustomPlanValidateRequest']['result']>;
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Decimal dollars ('12000.00') as integer cents, without floating point. */
export function dollarsToCents(dollars: string): number {
  const [whole = '0', fraction = ''] = dollars.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A custom plan agreed on a call: its id is checked, its name, price and limit shown, then Proceed buys it. */
export function CustomPlanModal({ onClose, onProceed }: { onClose: () => void; onProceed: (order: PlanOrder) => void }) {
  const client = useClient();
  const [planId, setPlanId] = useState('');
  const [plan, setPlan] = useState<CustomPlanResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const handleApply = async () => {
    const wanted = planId.trim();
    if (wanted === '') return;
    setIsChecking(true);
    setError(null);
    const result = await client.query(CustomPlanValidateDocument, { cbSubscriptionId: wanted }, { requestPolicy: 'network-only' }).toPromise();
    setIsChecking(false);
    const answer = result.data?.CustomPlanValidateRequest;
    if (answer?.result && answer.statusCode === 200) return setPlan(answer.result);
    setPlan(null);
    setError(answer?.message ?? result.error?.graphQLErrors[0]?.message ?? result.error?.message ?? 'Something went wrong. Please try again.');
  };

  return (
    <Modal opened onClose={onClose} title="Custom plan" size={520} centered>
      <Stack>
        <Text size="sm">Schedule a call with us to agree a plan sized for your organization; we then send you its Custom Plan Id.</Text>
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label="Custom Plan Id" value={planId} onChange={(e) => setPlanId(e.currentTarget.value)} />
          <Button onClick={() => void handleApply()} loading={isChecking}>
            Apply
          </Button>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        {plan && (
          <Paper withBorder p="md" data-testid="custom-plan">
            <Text fw={700}>{plan.planName}</Text>
            <Text size="sm">{formatAnnualFee(plan.price)} / year</Text>
            <Text size="sm">Constituents limit: {countFormat.format(plan.constituentsLimit)}</Text>
          </Paper>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!plan} onClick={() => plan && onProceed({ planId: null, cbSubscriptionId: plan.cbSubscriptionId, planName: plan.planName, priceCents: dollarsToCents(plan.price) })}>
            Proceed
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
