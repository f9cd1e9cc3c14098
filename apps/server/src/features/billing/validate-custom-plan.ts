import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import type { CustomPlanValidateResult } from './billing-types.ts';
import { findPlan } from './plans.ts';

/** CustomPlanValidateRequest: a custom plan id (an unlisted plan with a price) and what it offers. */
export async function validateCustomPlan(
  services: Pick<AppServices, 'db'>,
  _session: CompanySession,
  cbSubscriptionId: string,
): Promise<CustomPlanValidateResult> {
  const plan = await findPlan(services.db, { cbSubscriptionId: cbSubscriptionId.trim() });
  if (!plan || plan.isListed || plan.annualFeeCents === null)
    return { statusCode: 500, message: MESSAGES.customPlanNotFound(cbSubscriptionId.trim()), result: null };
  return {
    statusCode: 200,
    message: null,
    result: { planName: plan.name, price: plan.annualFee, constituentsLimit: plan.constituentsLimit, cbSubscriptionId: plan.itemPriceId },
  };
}
