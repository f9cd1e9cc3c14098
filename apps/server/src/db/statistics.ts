import { sql } from 'kysely';
import type { Db, Trx } from './database.ts';

/** Tables the application loads in bulk (migration 0725 lets the app role analyze exactly these). */
export type BulkLoadedTable =
  | 'constituents'
  | 'gifts'
  | 'gift_splits'
  | 'audiences'
  | 'audience_members'
  | 'fundraising_campaigns'
  | 'fundraising_appeals'
  | 'fundraising_funds'
  | 'constituent_imported_giving'
  | 'appeal_constituents';

/** The donor model a practice environment or a sync fills. */
export const DONOR_MODEL_TABLES: readonly BulkLoadedTable[] = [
  'constituents',
  'gifts',
  'gift_splits',
  'audiences',
  'audience_members',
  'fundraising_campaigns',
  'fundraising_appeals',
  'fundraising_funds',
];

/**
 * ANALYZE after a bulk load. Autovacuum gets to a changed table within minutes, but a query planned before
 * that sees statistics of the data as it was: statistics that know only other companies' environments made
 * the planner expect no gifts for a new one, and a mapping that takes 200 ms ran for 16 minutes. Run it
 * after the load commits (inside the loading transaction it would hold each table's analyze lock until then).
 */
export async function refreshStatistics(db: Db | Trx, tables: readonly BulkLoadedTable[]): Promise<void> {
  await sql`select askwise_refresh_statistics(${sql.val([...tables])}::text[])`.execute(db);
}
