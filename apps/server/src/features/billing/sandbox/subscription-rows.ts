import type { Selectable } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import type { CompanySubscriptionsTable } from '../../../db/billing-tables.ts';
import { BillingProviderError, type ProviderSubscription } from '../billing-provider.ts';
import { notFound } from './sandbox-errors.ts';

// The sandbox's subscriptions are the company's own companySubscriptions row (provider 'sandbox').

export type SubscriptionRow = Selectable<CompanySubscriptionsTable>;

/** The statuses of a subscription that still runs. */
export const LIVE = ['active', 'non_renewing'];

/** A plan with a price by its item price id, or Chargebee's refusal for an unknown one. */
export async function findPricedPlan(trx: Trx, itemPriceId: string) {
  const plan = await trx.selectFrom('billingPlans').selectAll().where('itemPriceId', '=', itemPriceId).executeTakeFirst();
  if (!plan || plan.annualFeeCents === null)
    throw new BillingProviderError(`Item price ${itemPriceId} is not present`, 'invalid_request', 'resource_not_found', 'item_price_id');
  return { ...plan, annualFeeCents: plan.annualFeeCents };
}

export function currentRow(trx: Trx): Promise<SubscriptionRow | undefined> {
  return trx.selectFrom('companySubscriptions').selectAll().where('provider', '=', 'sandbox').executeTakeFirst();
}

/** The subscription as the provider answers it, read back after a change in the same transaction. */
export async function currentSubscription(trx: Trx): Promise<ProviderSubscription> {
  return toProvider((await currentRow(trx))!);
}

/** The subscription by id, refused unless it still runs a term. */
export async function liveRow(
  trx: Trx,
  subscriptionId: string,
): Promise<SubscriptionRow & { currentTermStart: Date; currentTermEnd: Date }> {
  const row = await currentRow(trx);
  if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
  if (!LIVE.includes(liveStatus(row)) || !row.currentTermStart || !row.currentTermEnd)
    throw new BillingProviderError('The subscription is not active.', 'invalid_request', 'invalid_state_for_request');
  return { ...row, currentTermStart: row.currentTermStart, currentTermEnd: row.currentTermEnd };
}

/** A subscription scheduled to cancel is cancelled once its term has ended. */
export function liveStatus(row: Pick<SubscriptionRow, 'status' | 'currentTermEnd'>): string {
  return row.status === 'non_renewing' && row.currentTermEnd && row.currentTermEnd.getTime() <= Date.now() ? 'cancelled' : row.status;
}

export function toProvider(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.subscriptionId,
    customerId: row.customerId,
    itemPriceId: row.itemPriceId,
    status: liveStatus(row),
    amountCents: row.annualFeeCents,
    couponIds: row.couponIds,
    currentTermStart: row.currentTermStart,
    currentTermEnd: row.currentTermEnd,
    nextBillingAt: row.status === 'active' ? row.nextBillingAt : null,
    cancelledAt: row.cancelledAt,
    startedAt: row.startedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.providerVersion,
  };
}
