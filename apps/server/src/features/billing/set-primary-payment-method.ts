import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import type { PaymentMethodInput } from './payment-choice.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/** SetAsPrimaryPaymentMethodRequest: makes a payment method the primary one ('set-primary', payment_id). */
export async function setPrimaryPaymentMethod(
  services: AppServices,
  session: CompanySession,
  input: PaymentMethodInput,
): Promise<StatusResult> {
  if (input.sourceType !== 'set-primary' || !input.payment_id) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  return attempt(
    services,
    'primary payment method',
    async () => {
      await billingProvider(services).setPrimary(await billingCustomer(services, session), paymentId);
      return ok(MESSAGES.primarySet);
    },
    failed,
  );
}
