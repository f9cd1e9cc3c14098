import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { EstimateResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getCompanySubscription } from './get-company-subscription.ts';
import { findPlan } from './plans.ts';
import { attempt } from './provider-attempt.ts';

export interface EstimateArgs {
  planId?: number | null;
  cbSubscriptionId?: string | null;
  promoCodes?: string[] | null;
}

const failedEstimate = (message: string): EstimateResult => ({ statusCode: 500, message, error: message, result: null });

/**
 * getEstimatePlanUpgrade: what changing to a plan would charge now. A cancelled subscription has no term
 * left to credit, so the provider estimates a first purchase instead.
 */
export async function estimatePlanChange(services: AppServices, session: CompanySession, args: EstimateArgs): Promise<EstimateResult> {
  const plan = await findPlan(services.db, args);
  if (!plan || plan.annualFeeCents === null) return failedEstimate(MESSAGES.planNotFound);
  const sub = await getCompanySubscription(services, session);
  const live = sub && sub.status !== 'cancelled' ? sub : null;
  return attempt<EstimateResult>(
    services,
    'estimate',
    async () => {
      const result = await billingProvider(services).estimate(await billingCustomer(services, session), live?.subscriptionId ?? null, {
        itemPriceId: plan.itemPriceId,
        couponIds: args.promoCodes ?? [],
      });
      return { statusCode: 200, message: null, error: null, result };
    },
    failedEstimate,
  );
}
