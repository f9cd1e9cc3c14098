import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { StatusResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getCompanySubscription } from './get-company-subscription.ts';
import { keepSubscription } from './keep-subscription.ts';
import { attempt, failed, ok } from './provider-attempt.ts';

/**
 * CancelCompanySubscriptionRequest: cancels at the end of the term already paid for (status non_renewing).
 * Every failure reads as the spec's one cancellation message.
 */
export async function cancelSubscription(services: AppServices, session: CompanySession): Promise<StatusResult> {
  const sub = await getCompanySubscription(services, session);
  if (!sub || !sub.active) return failed(MESSAGES.cancelFailed);
  return attempt(
    services,
    'cancellation',
    async () => {
      const provider = billingProvider(services);
      const cancelled = await provider.cancelAtTermEnd(await billingCustomer(services, session), sub.subscriptionId);
      await keepSubscription(services, session, cancelled);
      return ok(MESSAGES.cancelled);
    },
    () => failed(MESSAGES.cancelFailed),
  );
}
