import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/database.ts';
import { readCompanyPlan } from '../billing/index.ts';

/** What an unsubscribed company may still export (billing spec section 1: 100 free ask strings). */
export interface ExportAllowance {
  isSubscribed: boolean;
  /** Ask strings allowed in total without a subscription. */
  freeAllowance: number;
  /** Ask strings exported so far (each appeal counted once, at its largest export). */
  used: number;
  /** Left of the free allowance; null when subscribed (no limit). */
  remaining: number | null;
  /** Ask strings an export of the given appeal would add to `used` (null without an appeal or results). */
  askStringsToExport: number | null;
}

export const ALLOWANCE_EXCEEDED_CODE = 'EXPORT_ALLOWANCE_EXCEEDED';

/** An export still unfinished after this long is taken as lost: it no longer holds its ask strings. */
export const STALE_EXPORT_MINUTES = 30;

/**
 * Ask strings already counted for the company, or for one of its appeals: finished exports, and those
 * under way (so two exports started together cannot both take the last free ask strings).
 */
async function exportedAskStrings(trx: Trx, appealId?: number): Promise<number> {
  const { rows } = await sql<{ used: number }>`
    select coalesce(sum(largest), 0)::int as used from (
      select max(ready_to_export_count + handle_manually_count) as largest
      from appeal_exports
      where (status = 'DONE' or (status in ('PENDING', 'RUNNING') and created_at > now() - make_interval(mins => ${STALE_EXPORT_MINUTES})))
        ${appealId === undefined ? sql`` : sql`and appeal_id = ${appealId}`}
      group by appeal_id
    ) per_appeal`.execute(trx);
  return rows[0]?.used ?? 0;
}

/** The company's allowance; an active (or cancelled but not yet ended) subscription has no limit. */
export async function readExportAllowance(trx: Trx, config: Pick<Config, 'FREE_EXPORT_ALLOWANCE'>): Promise<ExportAllowance> {
  const { isSubscribed } = await readCompanyPlan(trx);
  const used = await exportedAskStrings(trx);
  const freeAllowance = config.FREE_EXPORT_ALLOWANCE;
  return { isSubscribed, freeAllowance, used, remaining: isSubscribed ? null : Math.max(0, freeAllowance - used), askStringsToExport: null };
}

/**
 * The ask strings an export of this appeal would add to the count: re-exporting an appeal counts only
 * the donors beyond its earlier largest export.
 */
export async function additionalAskStrings(trx: Trx, appealId: number, askStrings: number): Promise<number> {
  return Math.max(0, askStrings - (await exportedAskStrings(trx, appealId)));
}

/**
 * Serialises allowance checks of one company (a transaction-scoped advisory lock), so that two exports
 * started together cannot both take the last free ask strings.
 */
export async function lockCompanyAllowance(trx: Trx, companyId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(7419500, ${companyId}::int)`.execute(trx);
}
