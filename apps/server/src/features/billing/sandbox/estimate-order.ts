import type { Trx } from '../../../db/database.ts';
import { totalDiscountCents } from '../billing-pricing.ts';
import type { UpgradeEstimate } from '../billing-types.ts';
import { estimatePlanChange } from './plan-change.ts';
import { loadCoupons } from './sandbox-coupons.ts';
import { findPricedPlan, liveRow } from './subscription-rows.ts';

/**
 * What an order would charge now: without a subscription, a year of the plan less the coupons; with one, the
 * change of plan, where the coupons already on the subscription count as well as the new ones.
 */
export async function estimateOrder(
  trx: Trx,
  subscriptionId: string | null,
  order: { itemPriceId: string; couponIds: string[] },
): Promise<UpgradeEstimate> {
  const plan = await findPricedPlan(trx, order.itemPriceId);
  const row = subscriptionId ? await liveRow(trx, subscriptionId) : null;
  const coupons = await loadCoupons(trx, [...new Set([...(row?.couponIds ?? []), ...order.couponIds])]);
  if (!row) {
    const total = plan.annualFeeCents - totalDiscountCents(coupons, plan.annualFeeCents);
    return { amountDue: total, creditsApplied: 0, total };
  }
  const { amountDue, creditsApplied, total } = await estimatePlanChange(trx, row, plan.annualFeeCents, coupons, new Date());
  return { amountDue, creditsApplied, total };
}
