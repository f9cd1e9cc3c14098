import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import type { PaymentMethodInput } from './payment-choice.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/** EditPaymentMethodRequest: a card's name, expiry and billing address ('edit-card', payment_id, card). */
export async function editPaymentMethod(services: AppServices, session: CompanySession, input: PaymentMethodInput): Promise<StatusResult> {
  if (input.sourceType !== 'edit-card' || !input.payment_id || !input.card) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  const card = input.card;
  return attempt(
    services,
    'payment method edit',
    async () => {
      await billingProvider(services).updateCard(await billingCustomer(services, session), paymentId, card);
      return ok(MESSAGES.paymentMethodUpdated);
    },
    failed,
  );
}
