import type { Trx } from '../../../db/database.ts';
import { BillingProviderError, type BillingCustomer, type PlanChange } from '../billing-provider.ts';
import { loadCoupons } from './sandbox-coupons.ts';
import { sandboxId } from './sandbox-cards.ts';
import { findPricedPlan } from './subscription-rows.ts';

/** A test bank account: the sandbox's hosted checkout takes the direct debit as authorised. */
const AUTHORISED_ECHECK = { accountNumber: '000123456789', routingNumber: '110000000' };

/** A hosted checkout page for the order, open for three hours. */
export async function openHostedPage(
  trx: Trx,
  customer: BillingCustomer,
  order: { itemPriceId: string; couponIds: string[]; redirectUrl: string },
): Promise<{ id: string; url: string }> {
  await findPricedPlan(trx, order.itemPriceId);
  await loadCoupons(trx, order.couponIds);
  const id = sandboxId('hp');
  await trx
    .insertInto('billingHostedPages')
    .values({
      id,
      companyId: customer.companyId,
      itemPriceId: order.itemPriceId,
      couponIds: order.couponIds,
      expiresAt: new Date(Date.now() + 3 * 3600_000),
    })
    .execute();
  // The sandbox has no payment page of its own: the direct debit is taken as authorised, and the
  // browser goes straight back as from Chargebee's hosted checkout.
  const url = new URL(order.redirectUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('state', 'succeeded');
  return { id, url: url.toString() };
}

/** Marks an open hosted page as used, once; returns the purchase it stands for, paid by direct debit. */
export async function acknowledgeHostedPage(trx: Trx, hostedPageId: string): Promise<PlanChange> {
  const page = await trx
    .updateTable('billingHostedPages')
    .set({ state: 'acknowledged' })
    .where('id', '=', hostedPageId)
    .where('state', '=', 'created')
    .where('expiresAt', '>', new Date())
    .returning(['itemPriceId', 'couponIds'])
    .executeTakeFirst();
  if (!page) throw new BillingProviderError('The hosted page is not present or has expired.', 'invalid_request', 'resource_not_found');
  return { itemPriceId: page.itemPriceId, couponIds: page.couponIds, payment: { kind: 'bank', echeck: AUTHORISED_ECHECK } };
}
