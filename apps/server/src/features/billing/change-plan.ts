import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { PaymentChoice } from './billing-provider.ts';
import type { PaymentOperationResult, SubscriptionPurchase } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getCompanySubscription } from './get-company-subscription.ts';
import { keepSubscription } from './keep-subscription.ts';
import { findPlan } from './plans.ts';
import { attempt } from './provider-attempt.ts';

const failedChange = (message: string): PaymentOperationResult => ({ statusCode: 500, message, result: null });

/**
 * SetCompanySubscriptionRequest: changes the plan of a live subscription (upgrade or downgrade), paying the
 * difference with a new card token or, without one, the payment method on file.
 */
export async function changePlan(
  services: AppServices,
  session: CompanySession,
  input: SubscriptionPurchase,
): Promise<PaymentOperationResult> {
  const plan = await findPlan(services.db, { cbSubscriptionId: input.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null) return failedChange(MESSAGES.planNotFound);
  const sub = await getCompanySubscription(services, session);
  if (!sub) return failedChange(MESSAGES.noSubscription);
  if (!sub.active) return failedChange(MESSAGES.resubscribeFirst);
  const payment: PaymentChoice = input.cardToken ? { kind: 'token', token: input.cardToken } : { kind: 'existing' };
  return attempt(
    services,
    'plan change',
    async () => {
      const changed = await billingProvider(services).changeSubscription(await billingCustomer(services, session), sub.subscriptionId, {
        itemPriceId: plan.itemPriceId,
        couponIds: input.promoCodes ?? [],
        payment,
      });
      await keepSubscription(services, session, changed);
      return { statusCode: 200, message: MESSAGES.planChanged, result: null };
    },
    failedChange,
  );
}
