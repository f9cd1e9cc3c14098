import type { Trx } from '../../../db/database.ts';
import type { ProviderCoupon } from '../billing-provider.ts';
import { changeEstimate, proratedCents } from '../billing-pricing.ts';

export interface LiveTerm {
  subscriptionId: string;
  annualFeeCents: number;
  currentTermStart: Date;
  currentTermEnd: Date;
}

export type PlanChangeEstimate = ReturnType<typeof changeEstimate>;

const NOTHING: PlanChangeEstimate = { subTotal: 0, discount: 0, total: 0, creditsApplied: 0, amountDue: 0 };

/** What changing to a plan of `newPriceCents` charges now; a change to a plan that costs no more charges nothing. */
export async function estimatePlanChange(
  trx: Trx,
  row: LiveTerm,
  newPriceCents: number,
  coupons: readonly ProviderCoupon[],
  now: Date,
): Promise<PlanChangeEstimate> {
  if (newPriceCents <= row.annualFeeCents) return NOTHING;
  return changeEstimate({
    newPriceCents,
    coupons,
    unusedPaidCents: await unusedPaidCents(trx, row, now),
    now,
    termStart: row.currentTermStart,
    termEnd: row.currentTermEnd,
  });
}

/**
 * What was paid for the rest of the term: the unused share of the latest invoice up to the term's end, at
 * its total after discounts (a purchase with WELCOME10 paid $1,350.00, not the plan's $1,500.00). Without
 * such an invoice (a subscription recorded by other means), the plan's price.
 */
async function unusedPaidCents(trx: Trx, row: LiveTerm, now: Date): Promise<number> {
  const paid = await trx
    .selectFrom('billingInvoices')
    .select(['totalCents', 'periodStart', 'periodEnd'])
    .where('subscriptionId', '=', row.subscriptionId)
    .where('periodEnd', '=', row.currentTermEnd)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!paid?.periodStart || !paid.periodEnd) return proratedCents(row.annualFeeCents, now, row.currentTermStart, row.currentTermEnd);
  return proratedCents(paid.totalCents, now, paid.periodStart, paid.periodEnd);
}
