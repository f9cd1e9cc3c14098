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
 * ReactivateCompanySubscriptionRequest: undoes a cancellation while the reactivation window is open. A
 * cancellation still scheduled is simply removed; an ended subscription starts a new paid term.
 */
export async function reactivateSubscription(services: AppServices, session: CompanySession): Promise<StatusResult> {
  const sub = await getCompanySubscription(services, session);
  if (!sub || sub.active) return failed(MESSAGES.nothingToReactivate);
  if (!sub.canReactivate) return failed(MESSAGES.reactivationWindow);
  return attempt(
    services,
    'reactivation',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const done =
        sub.status === 'non_renewing'
          ? await provider.removeScheduledCancellation(customer, sub.subscriptionId)
          : await provider.reactivate(customer, sub.subscriptionId);
      await keepSubscription(services, session, done);
      return ok(MESSAGES.reactivated);
    },
    failed,
  );
}
