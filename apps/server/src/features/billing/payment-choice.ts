import type { PaymentChoice } from './billing-provider.ts';
import { MESSAGES } from './billing-errors.ts';
import type { CardDetails, EcheckData, SubscriptionPurchase } from './billing-types.ts';

/** What the payment method requests send; sourceType says which request it is (see PaymentMethodInput). */
export interface PaymentMethodInput {
  sourceType: string;
  cardToken?: string | null;
  card?: CardDetails | null;
  echeckData?: EcheckData | null;
  payment_id?: string | null;
}

/** How a purchase or a new payment method is paid, or the spec's message for what is missing. */
export function paymentOf(input: Pick<SubscriptionPurchase, 'cardToken' | 'sourceType' | 'echeckData'>): PaymentChoice | string {
  if (input.sourceType === 'echeck') return input.echeckData ? { kind: 'bank', echeck: input.echeckData } : MESSAGES.echeckRequired;
  return input.cardToken ? { kind: 'token', token: input.cardToken } : MESSAGES.cardRequired;
}
