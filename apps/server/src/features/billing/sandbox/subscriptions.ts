import type { Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { BillingProviderError, type BillingCustomer, type PlanChange, type ProviderSubscription } from '../billing-provider.ts';
import { oneYearAfter, totalDiscountCents } from '../billing-pricing.ts';
import { issueInvoice } from './issue-invoice.ts';
import { charge, payingSource } from './paying-source.ts';
import { estimatePlanChange } from './plan-change.ts';
import { loadCoupons } from './sandbox-coupons.ts';
import { sandboxId } from './sandbox-cards.ts';
import { currentRow, currentSubscription, findPricedPlan, LIVE, liveRow, liveStatus } from './subscription-rows.ts';

// Buying a plan and changing it, each inside the company's transaction so a declined payment leaves nothing.

/** A year of the plan, paid now in full less the coupons; only coupons that last forever stay on it. */
export async function subscribe(
  trx: Trx,
  storage: FileStorage,
  customer: BillingCustomer,
  purchase: PlanChange,
): Promise<ProviderSubscription> {
  const existing = await currentRow(trx);
  if (existing && LIVE.includes(liveStatus(existing)))
    throw new BillingProviderError('The company already has a subscription.', 'invalid_request', 'duplicate_entry');
  const plan = await findPricedPlan(trx, purchase.itemPriceId);
  const coupons = await loadCoupons(trx, purchase.couponIds);
  const discount = totalDiscountCents(coupons, plan.annualFeeCents);
  const source = await payingSource(trx, customer, purchase.payment, true);
  charge(source, plan.annualFeeCents - discount, 'Subscription cannot be created');
  const now = new Date();
  const end = oneYearAfter(now);
  const row = {
    provider: 'sandbox' as const,
    subscriptionId: sandboxId('sub'),
    customerId: customer.customerId,
    planId: plan.id,
    itemPriceId: plan.itemPriceId,
    status: 'active',
    annualFeeCents: plan.annualFeeCents,
    constituentsLimit: plan.constituentsLimit,
    couponIds: coupons.filter((c) => c.durationType === 'forever').map((c) => c.id),
    currentTermStart: now,
    currentTermEnd: end,
    nextBillingAt: end,
    cancelledAt: null,
    startedAt: now,
    providerVersion: now.getTime(),
  };
  await trx.deleteFrom('companySubscriptions').execute();
  await trx
    .insertInto('companySubscriptions')
    .values({ companyId: customer.companyId, ...row })
    .execute();
  await issueInvoice(trx, storage, customer, {
    subscriptionId: row.subscriptionId,
    description: `${plan.name} plan, yearly`,
    periodStart: now,
    periodEnd: end,
    subTotal: plan.annualFeeCents,
    discount,
    credits: 0,
    source,
    couponIds: coupons.map((c) => c.id),
  });
  return currentSubscription(trx);
}

/** A new plan for the rest of the term; a dearer plan is charged the prorated difference (plan-change.ts). */
export async function switchPlan(
  trx: Trx,
  storage: FileStorage,
  customer: BillingCustomer,
  subscriptionId: string,
  change: PlanChange,
): Promise<ProviderSubscription> {
  const row = await liveRow(trx, subscriptionId);
  const plan = await findPricedPlan(trx, change.itemPriceId);
  const couponIds = [...new Set([...row.couponIds, ...change.couponIds])];
  const coupons = await loadCoupons(trx, couponIds);
  const now = new Date();
  const estimate = await estimatePlanChange(trx, row, plan.annualFeeCents, coupons, now);
  const source = await payingSource(trx, customer, change.payment, change.payment.kind !== 'existing');
  charge(source, estimate.amountDue, 'Subscription cannot be changed');
  await trx
    .updateTable('companySubscriptions')
    .set({
      planId: plan.id,
      itemPriceId: plan.itemPriceId,
      annualFeeCents: plan.annualFeeCents,
      constituentsLimit: plan.constituentsLimit,
      couponIds: coupons.filter((c) => c.durationType === 'forever').map((c) => c.id),
      providerVersion: Math.max(row.providerVersion + 1, now.getTime()),
      updatedAt: now,
    })
    .execute();
  if (estimate.total > 0) {
    await issueInvoice(trx, storage, customer, {
      subscriptionId,
      description: `Change to the ${plan.name} plan, prorated`,
      periodStart: now,
      periodEnd: row.currentTermEnd,
      subTotal: estimate.subTotal,
      discount: estimate.discount,
      credits: estimate.creditsApplied,
      source,
      couponIds,
    });
  }
  return currentSubscription(trx);
}
