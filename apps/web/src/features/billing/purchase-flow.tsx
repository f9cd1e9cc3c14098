import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { BillingSourceType } from '../../graphql/generated/graphql.ts';
import { BillingConfigurationDocument, CreateCompanySubscriptionDocument, SetCompanySubscriptionDocument } from './billing-documents.ts';
import { operationError, type AppliedPromoCode } from './billing-plan.ts';
import { rememberHostedCheckout } from './hosted-checkout.ts';
import { PaymentMethodChoice, type PaymentChoice } from './payment/payment-choice.tsx';
import { PaymentForm, type PaymentSubmission } from './payment/payment-form.tsx';
import { PromoEntry } from './promo-entry.tsx';
import { SubscriptionSummary, type SummaryMode } from './subscription-summary.tsx';
import { UpgradeConfirmation } from './upgrade-confirmation.tsx';

/** What is being bought: a plan of the table, or a custom plan found by its id. */
export interface PlanOrder {
  planId: number | null;
  cbSubscriptionId: string;
  planName: string;
  priceCents: number;
}

type Step = 'summary' | 'promo' | 'choice' | 'card' | 'echeck' | 'confirm';

interface PurchaseFlowProps {
  order: PlanOrder;
  mode: SummaryMode;
  billedTo: string;
  onClose: () => void;
  onDone: () => void;
}

const TITLES: Record<Step, string> = {
  summary: 'Subscription summary',
  promo: 'Promo code',
  choice: 'Payment method',
  card: 'Purchase subscription',
  echeck: 'Purchase subscription',
  confirm: 'Upgrade subscription',
};

/** Buying or changing a plan: the summary, promo codes, the payment method and form, or the upgrade estimate. */
export function PurchaseFlow({ order, mode, billedTo, onClose, onDone }: PurchaseFlowProps) {
  const [step, setStep] = useState<Step>('summary');
  const [promos, setPromos] = useState<AppliedPromoCode[]>([]);
  const [isPaying, setIsPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [{ data: configData }] = useQuery({ query: BillingConfigurationDocument });
  const [, create] = useMutation(CreateCompanySubscriptionDocument);
  const [, change] = useMutation(SetCompanySubscriptionDocument);
  const config = configData?.getBillingConfiguration;
  const isCreate = mode === 'createSubscription';

  const pay = async (sourceType: BillingSourceType, extra: { cardToken?: string; echeckData?: { routingNumber: string; accountNumber: string } }, promoCodes = promos.map((p) => p.code)) => {
    const input = { cbSubscriptionId: order.cbSubscriptionId, subscriptionId: order.planId, sourceType, promoCodes, ...extra };
    const result = isCreate ? await create({ input }) : await change({ input });
    const payload = result.data ? ('CreateCompanySubscriptionRequest' in result.data ? result.data.CreateCompanySubscriptionRequest : result.data.SetCompanySubscriptionRequest) : null;
    const failure = operationError(result, payload);
    if (failure) return failure;
    if (sourceType === 'ach' && payload?.result?.pageLink) {
      rememberHostedCheckout(order.planId);
      window.location.assign(payload.result.pageLink);
      return null;
    }
    onDone();
    return null;
  };

  const handleSubmit = (submission: PaymentSubmission) =>
    submission.kind === 'card' ? pay('card', { cardToken: submission.cardToken }) : pay('echeck', { echeckData: submission.echeckData });

  const handleChoose = async (choice: PaymentChoice) => {
    if (choice !== 'ach') return setStep(choice);
    setIsPaying(true);
    setError(await pay('ach', {}));
    setIsPaying(false);
  };

  const handleUsePrevious = async (promoCodes: string[]) => {
    setIsPaying(true);
    setError(await pay('card', {}, promoCodes));
    setIsPaying(false);
  };

  const isWide = step === 'card' || step === 'echeck';
  return (
    <Modal opened onClose={onClose} title={TITLES[step]} size={isWide ? 900 : 520} centered closeOnClickOutside={!isPaying}>
      {step === 'summary' && (
        <SubscriptionSummary
          mode={mode}
          planName={order.planName}
          billedTo={billedTo}
          priceCents={order.priceCents}
          promos={promos}
          onPromo={() => setStep('promo')}
          onSelectPayment={() => setStep('choice')}
          onPayWithCurrent={() => setStep('confirm')}
          onBack={onClose}
        />
      )}
      {step === 'promo' && <PromoEntry cbSubscriptionId={order.cbSubscriptionId} priceCents={order.priceCents} promos={promos} onChange={setPromos} onBack={() => setStep('summary')} />}
      {step === 'choice' && (
        <Stack>
          <PaymentMethodChoice onChoose={(choice) => void handleChoose(choice)} withDirectDebit={isCreate} />
          {isPaying && <Text size="sm">Opening the hosted checkout..</Text>}
          {error && <Text c="red" size="sm" role="alert">{error}</Text>}
          <Anchor component="button" size="sm" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
            &lt; Back and select other plan
          </Anchor>
        </Stack>
      )}
      {(step === 'card' || step === 'echeck') && config && (
        <Stack>
          <Text size="sm" c="dimmed">
            {order.planName}, billed to {billedTo}
          </Text>
          <PaymentForm key={step} kind={step} variant="purchase" config={config} submitLabel="Purchase Subscription" onSubmit={handleSubmit} onChangeMethod={() => setStep('choice')} onCloseForReload={onClose} />
          <Anchor component="button" size="sm" onClick={onClose} style={{ alignSelf: 'flex-start' }}>
            &lt; Back and select other plan
          </Anchor>
        </Stack>
      )}
      {step === 'confirm' && (
        <UpgradeConfirmation
          planId={order.planId}
          cbSubscriptionId={order.cbSubscriptionId}
          promoCodes={promos.map((p) => p.code)}
          isPaying={isPaying}
          error={error}
          onChangePaymentType={() => setStep('choice')}
          onUsePrevious={(codes) => void handleUsePrevious(codes)}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
