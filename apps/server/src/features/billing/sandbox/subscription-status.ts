import type { Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import { BillingProviderError, type BillingCustomer, type ProviderSubscription } from '../billing-provider.ts';
import { oneYearAfter } from '../billing-pricing.ts';
import { issueInvoice } from './issue-invoice.ts';
import { charge, payingSource } from './paying-source.ts';
import { notFound } from './sandbox-errors.ts';
import { currentRow, currentSubscription, liveStatus, type SubscriptionRow } from './subscription-rows.ts';

// Cancelling at the term's end, undoing that, and reactivating a cancelled subscription.

export function scheduleCancellation(trx: Trx, subscriptionId: string): Promise<ProviderSubscription> {
  return setStatus(trx, subscriptionId, ['active'], (row) => ({ status: 'non_renewing', cancelledAt: row.currentTermEnd }));
}

export function unscheduleCancellation(trx: Trx, subscriptionId: string): Promise<ProviderSubscription> {
  return setStatus(trx, subscriptionId, ['non_renewing'], () => ({ status: 'active', cancelledAt: null }));
}

/** A cancelled subscription starts a new yearly term, paid now with the primary payment method. */
export async function restartTerm(
  trx: Trx,
  storage: FileStorage,
  customer: BillingCustomer,
  subscriptionId: string,
): Promise<ProviderSubscription> {
  const row = await currentRow(trx);
  if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
  if (liveStatus(row) !== 'cancelled')
    throw new BillingProviderError('Only a cancelled subscription can be reactivated.', 'invalid_request', 'invalid_state_for_request');
  const source = await payingSource(trx, customer, { kind: 'existing' }, false);
  charge(source, row.annualFeeCents, 'Subscription cannot be reactivated');
  const now = new Date();
  const end = oneYearAfter(now);
  await trx
    .updateTable('companySubscriptions')
    .set({
      status: 'active',
      cancelledAt: null,
      currentTermStart: now,
      currentTermEnd: end,
      nextBillingAt: end,
      providerVersion: Math.max(row.providerVersion + 1, now.getTime()),
      updatedAt: now,
    })
    .execute();
  await issueInvoice(trx, storage, customer, {
    subscriptionId,
    description: 'Reactivated subscription, yearly',
    periodStart: now,
    periodEnd: end,
    subTotal: row.annualFeeCents,
    discount: 0,
    credits: 0,
    source,
    couponIds: [],
  });
  return currentSubscription(trx);
}

/** Moves the subscription from one of the `from` statuses, or refuses as Chargebee does for any other. */
async function setStatus(
  trx: Trx,
  subscriptionId: string,
  from: string[],
  to: (row: SubscriptionRow) => { status: string; cancelledAt: Date | null },
): Promise<ProviderSubscription> {
  const row = await currentRow(trx);
  if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
  if (!from.includes(liveStatus(row)))
    throw new BillingProviderError(`The subscription is ${liveStatus(row)}.`, 'invalid_request', 'invalid_state_for_request');
  await trx
    .updateTable('companySubscriptions')
    .set({ ...to(row), providerVersion: Math.max(row.providerVersion + 1, Date.now()), updatedAt: new Date() })
    .execute();
  return currentSubscription(trx);
}
