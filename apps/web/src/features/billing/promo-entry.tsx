import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatCents, promoAlreadyListed, promoDurationText, promoTotals } from '@askwise/domain/billing-rules';
import { useState } from 'react';
import { useClient } from 'urql';
import type { AppliedPromoCode } from './billing-plan.ts';
import { PromocodeValidateDocument } from './billing-documents.ts';

interface PromoEntryProps {
  cbSubscriptionId: string;
  priceCents: number;
  promos: AppliedPromoCode[];
  onChange: (promos: AppliedPromoCode[]) => void;
  onBack: () => void;
}

/** Promo code entry: Apply checks a code with the provider; the list keeps the applied ones, each removable. */
export function PromoEntry({ cbSubscriptionId, priceCents, promos, onChange, onBack }: PromoEntryProps) {
  const client = useClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const { discountCents, payableCents } = promoTotals(priceCents, promos);

  const handleApply = async () => {
    const wanted = code.trim();
    const listed = promoAlreadyListed(wanted, promos);
    if (listed) return setError(listed.message);
    setIsApplying(true);
    setError(null);
    try {
      const result = await client.query(PromocodeValidateDocument, { cbSubscriptionId, promoCode: wanted }, { requestPolicy: 'network-only' }).toPromise();
      const answer = result.data?.PromocodeValidateRequest;
      if (!answer?.result || answer.statusCode !== 200) {
        // The spec's texts come from the server: invalid, or already used on a previous billing.
        const message = answer?.message ?? result.error?.graphQLErrors[0]?.message ?? `Promo code "${wanted}" is invalid`;
        console.error('Promo code refused', message);
        return setError(message);
      }
      const { discountText, discountAmount, durationType } = answer.result;
      onChange([...promos, { code: answer.result.code || wanted, discountText, discountAmount, durationType }]);
      setCode('');
    } finally {
      setIsApplying(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label="Enter the promo code" value={code} onChange={(e) => setCode(e.currentTarget.value)} error={error} disabled={isApplying} />
        <Button onClick={() => void handleApply()} disabled={code.trim() === ''} loading={isApplying}>
          Apply
        </Button>
      </Group>
      {promos.length > 0 && (
        <Stack gap={4} data-testid="applied-promos">
          {promos.map((promo) => (
            <Group key={promo.code} justify="space-between">
              <Text size="sm">
                <b>{promo.code}</b>: {promo.discountText} off {promoDurationText(promo.durationType)}
              </Text>
              <Anchor component="button" size="sm" onClick={() => onChange(promos.filter((p) => p.code !== promo.code))}>
                Remove
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
      <AmountLines priceCents={priceCents} discountCents={discountCents} payableCents={payableCents} />
      <Group justify="space-between">
        <Anchor component="button" onClick={onBack}>
          &lt; Back
        </Anchor>
        <Button onClick={onBack}>Apply Coupon</Button>
      </Group>
    </Stack>
  );
}

/** The amount line items: price, discount and what is payable. */
export function AmountLines({ priceCents, discountCents, payableCents }: { priceCents: number; discountCents: number; payableCents: number }) {
  return (
    <Stack gap={2} data-testid="amount-lines">
      <Group justify="space-between">
        <Text size="sm">Price per year</Text>
        <Text size="sm">{formatCents(priceCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text size="sm">Discount</Text>
        <Text size="sm">-{formatCents(discountCents)}</Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatCents(payableCents)}</Text>
      </Group>
    </Stack>
  );
}
