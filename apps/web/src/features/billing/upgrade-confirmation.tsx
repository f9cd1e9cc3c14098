import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatCents } from '@askwise/domain/billing-rules';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { EstimatePlanUpgradeDocument, PromocodeValidateDocument, SubscriptionDetailDocument } from './billing-documents.ts';

interface UpgradeConfirmationProps {
  planId: number | null;
  cbSubscriptionId: string;
  promoCodes: string[];
  isPaying: boolean;
  error: string | null;
  onChangePaymentType: () => void;
  onUsePrevious: (promoCodes: string[]) => void;
  onCancel: () => void;
}

/** 'We are about to charge you ...': the estimated difference, an optional coupon, then how to pay. */
export function UpgradeConfirmation({ planId, cbSubscriptionId, promoCodes, isPaying, error, onChangePaymentType, onUsePrevious, onCancel }: UpgradeConfirmationProps) {
  const client = useClient();
  const [codes, setCodes] = useState(promoCodes);
  const [{ data, fetching }] = useQuery({ query: EstimatePlanUpgradeDocument, variables: { planId, cbSubscriptionId, promoCodes: codes }, requestPolicy: 'network-only' });
  const [{ data: customer }] = useQuery({ query: SubscriptionDetailDocument, variables: { processType: 'SUBSCRIPTION_CUSTOMER_INFO' } });
  const currentCoupon = customer?.SubscriptionDetailRequest.result?.coupon ?? '';
  const [isAddingCoupon, setIsAddingCoupon] = useState(false);
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [celebration, setCelebration] = useState<string | null>(null);
  const estimate = data?.getEstimatePlanUpgrade;

  const handleAddCoupon = async () => {
    const wanted = coupon.trim();
    setCouponError(null);
    const checked = await client.query(PromocodeValidateDocument, { cbSubscriptionId, promoCode: wanted }, { requestPolicy: 'network-only' }).toPromise();
    const promo = checked.data?.PromocodeValidateRequest;
    if (!promo?.result || promo.statusCode !== 200) return setCouponError(promo?.message ?? 'Unable to apply coupon');
    const next = [...codes.filter((c) => c !== wanted), wanted];
    const estimated = await client.query(EstimatePlanUpgradeDocument, { planId, cbSubscriptionId, promoCodes: next }, { requestPolicy: 'network-only' }).toPromise();
    if (!estimated.data?.getEstimatePlanUpgrade.result) return setCouponError('Unable to apply coupon');
    setCodes(next);
    setCelebration(promo.result.discountText);
  };

  return (
    <Stack gap="md">
      {fetching && !estimate ? (
        <Skeleton height={48} data-testid="estimate-loading" />
      ) : estimate?.result ? (
        <Text data-testid="upgrade-estimate">
          We are about to charge you <b>{formatCents(estimate.result.amountDue)}</b> difference between your last plan and your next.
        </Text>
      ) : (
        <Alert color="red">{estimate?.error ?? estimate?.message ?? 'Unable to estimate the price'}</Alert>
      )}
      {celebration && (
        <Title order={3} c="teal.9" ta="center">
          {celebration} OFF!
        </Title>
      )}
      {isAddingCoupon && (
        <Group align="flex-end" wrap="nowrap">
          <TextInput style={{ flex: 1 }} label="Coupon" value={coupon} onChange={(e) => setCoupon(e.currentTarget.value)} error={couponError} />
          <Button onClick={() => void handleAddCoupon()} disabled={coupon.trim() === '' || coupon.trim() === currentCoupon || codes.includes(coupon.trim())}>
            ADD THIS COUPON
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onChangePaymentType} disabled={isPaying}>
          Change Payment Type
        </Button>
        <Button onClick={() => onUsePrevious(codes)} loading={isPaying} disabled={!estimate?.result}>
          Use my Previous Payment Option
        </Button>
        {!isAddingCoupon && (
          <Button variant="light" onClick={() => setIsAddingCoupon(true)} disabled={isPaying}>
            Add Coupon
          </Button>
        )}
        <Button variant="subtle" onClick={onCancel} disabled={isPaying}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
