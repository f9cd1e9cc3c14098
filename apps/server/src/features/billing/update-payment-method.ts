import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { paymentOf, type PaymentMethodInput } from './payment-choice.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/** UpdatePaymentMethodRequest: a new card (cardToken) or bank account (echeck) becomes the primary payment method. */
export async function updatePaymentMethod(
  services: AppServices,
  session: CompanySession,
  input: PaymentMethodInput,
): Promise<StatusResult> {
  const payment = paymentOf({
    sourceType: input.sourceType === 'echeck' ? 'echeck' : 'card',
    cardToken: input.cardToken,
    echeckData: input.echeckData,
  });
  if (typeof payment === 'string') return failed(payment);
  return attempt(
    services,
    'payment method update',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      if (payment.kind === 'bank') await provider.addBankAccount(customer, payment.echeck, true);
      else if (payment.kind === 'token') await provider.addCard(customer, payment.token, true);
      return ok(MESSAGES.paymentMethodUpdated);
    },
    failed,
  );
}
