import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { PaymentOperationResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { keepSubscription } from './keep-subscription.ts';
import { attempt } from './provider-attempt.ts';

const failedCheckout = (message: string): PaymentOperationResult => ({ statusCode: 500, message, result: null });

/** CompleteHostedCheckoutRequest: records the subscription bought on the hosted checkout (direct debit). */
export async function completeHostedCheckout(
  services: AppServices,
  session: CompanySession,
  hostedPageId: string,
): Promise<PaymentOperationResult> {
  return attempt(
    services,
    'hosted checkout',
    async () => {
      const provider = billingProvider(services);
      const bought = await provider.completeHostedCheckout(await billingCustomer(services, session), hostedPageId);
      await keepSubscription(services, session, bought);
      return { statusCode: 200, message: MESSAGES.subscribed, result: null };
    },
    failedCheckout,
  );
}
