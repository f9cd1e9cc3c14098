import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents, promoDurationText, promoTotals } from '@askwise/domain/billing-rules';
import type { AppliedPromoCode } from './billing-plan.ts';

export type SummaryMode = 'createSubscription' | 'upgradeSubscription';

interface SubscriptionSummaryProps {
  mode: SummaryMode;
  planName: string;
  billedTo: string;
  priceCents: number;
  promos: AppliedPromoCode[];
  onPromo: () => void;
  onSelectPayment: () => void;
  onPayWithCurrent: () => void;
  onBack: () => void;
}

/** The summary box: plan, billed to, price per year (the original crossed out under a promo), then the mode's buttons. */
export function SubscriptionSummary({ mode, planName, billedTo, priceCents, promos, onPromo, onSelectPayment, onPayWithCurrent, onBack }: SubscriptionSummaryProps) {
  const { discountCents, payableCents } = promoTotals(priceCents, promos);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" bg="gray.0" data-testid="subscription-summary">
        <Stack gap={6}>
          <Row label="Subscription selected" value={planName} />
          <Row label="Billed to" value={billedTo} />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Price per year
            </Text>
            <Group gap="xs">
              {discountCents > 0 && (
                <Text size="sm" td="line-through" c="dimmed" data-testid="original-price">
                  {formatCents(priceCents)}
                </Text>
              )}
              <Text fw={700} data-testid="payable-price">
                {formatCents(payableCents)}
              </Text>
            </Group>
          </Group>
          {promos.map((promo) => (
            <Text key={promo.code} size="sm" c="teal.9">
              {promo.code}: {promo.discountText} off {promoDurationText(promo.durationType)}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Anchor component="button" onClick={onPromo} size="sm" style={{ alignSelf: 'flex-start' }}>
        Have a promo code?
      </Anchor>
      <Group justify="space-between">
        <Anchor component="button" size="sm" onClick={onBack}>
          &lt; Back and select other plan
        </Anchor>
        {mode === 'createSubscription' ? (
          <Button onClick={onSelectPayment}>select payment method</Button>
        ) : (
          <Group gap="xs">
            <Button variant="default" onClick={onSelectPayment}>
              change payment type
            </Button>
            <Button onClick={onPayWithCurrent}>Pay via current Payment Method</Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}
