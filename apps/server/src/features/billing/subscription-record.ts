import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import type { ProviderSubscription } from './billing-provider.ts';
import { centsToDollars } from './billing-pricing.ts';
import type { CompanySubscription } from './billing-types.ts';

/** Statuses in which the company holds a paid plan (non_renewing: cancelled at the end of a term not yet over). */
const SUBSCRIBED_STATUSES = ['active', 'non_renewing', 'in_trial'];

/** Reactivation is offered until this long before the payment date (decision 008). */
export const REACTIVATION_CUTOFF_DAYS = 7;

export interface CompanyPlan {
  isSubscribed: boolean;
  /** The plan's constituent limit; null without a subscription (the unsubscribed limit applies). */
  constituentsLimit: number | null;
}

/** Whether the company holds a paid plan now, and its constituent limit: what the product's gates read. */
export async function readCompanyPlan(trx: Trx): Promise<CompanyPlan> {
  const row = await trx.selectFrom('companySubscriptions').select(['status', 'currentTermEnd', 'constituentsLimit']).executeTakeFirst();
  const isSubscribed =
    !!row && SUBSCRIBED_STATUSES.includes(row.status) && (!row.currentTermEnd || row.currentTermEnd.getTime() > Date.now());
  return { isSubscribed, constituentsLimit: isSubscribed ? row.constituentsLimit : null };
}

/**
 * Keeps the provider's state of the company's subscription. A state older than the one kept (a webhook
 * delivered late or twice) changes nothing; returns whether anything changed.
 */
export async function recordSubscription(
  trx: Trx,
  companyId: number,
  provider: 'sandbox' | 'chargebee',
  sub: ProviderSubscription,
): Promise<boolean> {
  const plan = await trx
    .selectFrom('billingPlans')
    .select(['id', 'constituentsLimit'])
    .where('itemPriceId', '=', sub.itemPriceId)
    .executeTakeFirst();
  const values = {
    provider,
    subscriptionId: sub.id,
    customerId: sub.customerId,
    planId: plan?.id ?? null,
    itemPriceId: sub.itemPriceId,
    status: sub.status,
    annualFeeCents: sub.amountCents,
    constituentsLimit: plan?.constituentsLimit ?? 0,
    couponIds: sub.couponIds,
    currentTermStart: sub.currentTermStart,
    currentTermEnd: sub.currentTermEnd,
    nextBillingAt: sub.nextBillingAt,
    cancelledAt: sub.cancelledAt,
    startedAt: sub.startedAt,
    providerVersion: sub.version,
  };
  const result = await trx
    .insertInto('companySubscriptions')
    .values({ companyId, ...values })
    .onConflict((oc) =>
      oc
        .column('companyId')
        .doUpdateSet({ ...values, updatedAt: sql`now()` })
        // Versions grow with time across a provider's records (Chargebee's resource_version is in milliseconds),
        // so an older state, even of an earlier subscription, never replaces a newer one.
        .where('companySubscriptions.providerVersion', '<', sub.version),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Tells the company's open pages that its subscription changed (push type SUBSCRIPTION_CHANGED, target the company id). */
export async function publishSubscriptionChanged(services: Pick<AppServices, 'bus' | 'db'>, companyId: number): Promise<void> {
  const current = await withCompany(services.db, companyId, (trx) => readCompanySubscription(trx));
  await services.bus.publish({
    type: 'SUBSCRIPTION_CHANGED',
    targetId: String(companyId),
    companyId,
    payload: { status: current?.status ?? null, active: current?.active ?? false, constituentsLimit: current?.constituentsLimit ?? null },
  });
}

export async function readCompanySubscription(trx: Trx, now = new Date()): Promise<CompanySubscription | null> {
  const row = await trx
    .selectFrom('companySubscriptions as s')
    .leftJoin('billingPlans as p', 'p.id', 's.planId')
    .selectAll('s')
    .select(['p.name as planName', 'p.isListed'])
    .executeTakeFirst();
  if (!row) return null;
  const status = row.status === 'non_renewing' && row.currentTermEnd && row.currentTermEnd <= now ? 'cancelled' : row.status;
  return {
    paymentSubscriptionId: row.planId ?? 0,
    cbSubscriptionId: row.itemPriceId,
    subscriptionId: row.subscriptionId,
    planName: row.planName ?? row.itemPriceId,
    status,
    next_billing_at: status === 'active' ? row.nextBillingAt : null,
    currentTermEnd: row.currentTermEnd,
    constituentsLimit: row.constituentsLimit,
    paymentDate: row.currentTermEnd,
    active: status === 'active',
    standard: row.isListed ?? true,
    annualFee: centsToDollars(row.annualFeeCents),
    annualFeeCents: row.annualFeeCents,
    cancelledAt: row.cancelledAt,
    canReactivate: canReactivate(status, row.currentTermEnd, now),
  };
}

/**
 * The spec allows reactivating a cancelled subscription only in relation to the 7 days before the payment
 * date; we read it as: a scheduled cancellation can be undone until 7 days before the payment date (after
 * that the renewal could no longer be collected in time), and a subscription whose term has ended starts a new one.
 */
export function canReactivate(status: string, paymentDate: Date | null, now: Date): boolean {
  if (status === 'cancelled') return true;
  if (status !== 'non_renewing' || !paymentDate) return false;
  return now.getTime() < paymentDate.getTime() - REACTIVATION_CUTOFF_DAYS * 86_400_000;
}
