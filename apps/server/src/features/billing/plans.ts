import type { Db } from '../../db/database.ts';
import { centsToDollars } from './billing-pricing.ts';
import { CALL_FOR_PRICING, type SubscriptionPlan } from './billing-types.ts';

export interface PlanRow extends SubscriptionPlan {
  itemPriceId: string;
  isListed: boolean;
}

/** Every plan row, listed or custom, in the plan table's order. */
export async function selectPlans(db: Db) {
  return db.selectFrom('billingPlans').selectAll().orderBy('sortOrder').orderBy('constituentsLimit').execute();
}

export function toPlan(row: Awaited<ReturnType<typeof selectPlans>>[number]): PlanRow {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    annualFee: row.annualFeeCents === null ? CALL_FOR_PRICING : centsToDollars(row.annualFeeCents),
    annualFeeCents: row.annualFeeCents,
    constituentsLimit: row.constituentsLimit,
    cbsubscriptionId: row.itemPriceId,
    donorsRecord: row.donorsRecord,
    itemPriceId: row.itemPriceId,
    isListed: row.isListed,
  };
}

/** A plan by its id or its item price id (listed or custom). */
export async function findPlan(db: Db, by: { planId?: number | null; cbSubscriptionId?: string | null }): Promise<PlanRow | null> {
  let query = db.selectFrom('billingPlans').selectAll();
  if (by.planId) query = query.where('id', '=', by.planId);
  else if (by.cbSubscriptionId) query = query.where('itemPriceId', '=', by.cbSubscriptionId);
  else return null;
  const row = await query.executeTakeFirst();
  return row ? toPlan(row) : null;
}
