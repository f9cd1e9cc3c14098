import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import type { PaymentMethodInput } from './payment-choice.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/** DeletePaymentMethodRequest ('delete-card', payment_id): the subscription keeps a way to pay, so the only one stays. */
export async function deletePaymentMethod(
  services: AppServices,
  session: CompanySession,
  input: PaymentMethodInput,
): Promise<StatusResult> {
  if (input.sourceType !== 'delete-card' || !input.payment_id) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  return attempt(
    services,
    'payment method deletion',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const sources = await provider.listPaymentSources(customer);
      if (!sources.some((s) => s.id === paymentId)) return failed(MESSAGES.paymentMethodNotFound);
      if (sources.length < 2) return failed(MESSAGES.lastPaymentMethod);
      await provider.deletePaymentSource(customer, paymentId);
      return ok(MESSAGES.paymentMethodDeleted);
    },
    failed,
  );
}
