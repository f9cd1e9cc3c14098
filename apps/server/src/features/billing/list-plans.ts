import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import type { SubscriptionPlan } from './billing-types.ts';
import { selectPlans, toPlan } from './plans.ts';

/** listPaymentSubscriptions: the plan table, by constituent limit, the custom plan (limit 0) last. */
export async function listPlans(services: Pick<AppServices, 'db'>, _session: CompanySession): Promise<SubscriptionPlan[]> {
  const plans = (await selectPlans(services.db)).filter((p) => p.isListed).map(toPlan);
  return [
    ...plans.filter((p) => p.constituentsLimit > 0).sort((a, b) => a.constituentsLimit - b.constituentsLimit),
    ...plans.filter((p) => p.constituentsLimit === 0),
  ].map(({ itemPriceId: _i, isListed: _l, ...plan }) => plan);
}
