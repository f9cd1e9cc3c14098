import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../../db/database.ts';
import type { BillingCouponsTable } from '../../../db/billing-tables.ts';
import { BillingProviderError, type ProviderCoupon } from '../billing-provider.ts';

// The coupon catalogue is shared by every company, so findCoupon needs no company's transaction.

/** PostgreSQL returns the numeric percentage as text. */
function toCoupon(row: Selectable<BillingCouponsTable>): ProviderCoupon {
  return { ...row, discountPercentage: row.discountPercentage === null ? null : Number(row.discountPercentage) };
}

export async function findCoupon(db: Db, couponId: string): Promise<ProviderCoupon | null> {
  const row = await db.selectFrom('billingCoupons').selectAll().where('id', '=', couponId).executeTakeFirst();
  return row ? toCoupon(row) : null;
}

/** The active coupons of these ids, or Chargebee's refusal naming the first one missing. */
export async function loadCoupons(trx: Trx, ids: string[]): Promise<ProviderCoupon[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom('billingCoupons').selectAll().where('id', 'in', ids).where('status', '=', 'active').execute();
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing) throw new BillingProviderError(`${missing} is not present`, 'invalid_request', 'resource_not_found', 'coupon_ids[0]');
  return rows.map(toCoupon);
}
