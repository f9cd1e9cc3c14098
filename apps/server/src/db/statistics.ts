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

/**
 * SQL that makes the rest of a transaction join only by hashing or merging. A read of a whole appeal (its
 * export, its results, a test group's page) joins tables by the appeal's id and a donor's. When the statistics
 * predate the appeal (autovacuum last ran before it was written; in a young database every appeal is a
 * most-common value, so a new one is expected to have one row), the planner took a nested loop that compared
 * every donor with every other: 27 s to export 10,000 donors (unknown-appeal-plans.test.ts). Without nested
 * loops each table is read once, whatever the estimates; an ANALYZE after every write cost 260 ms a table.
 */
export const JOIN_WHOLE_TABLES_SQL = 'set local enable_nestloop = off';

/** Runs `work` with JOIN_WHOLE_TABLES_SQL in force, then lets the transaction's later queries loop again. */
export async function joiningWholeTables<T>(trx: Trx, work: () => Promise<T>): Promise<T> {
  await sql.raw(JOIN_WHOLE_TABLES_SQL).execute(trx);
  const result = await work();
  await sql`set local enable_nestloop = on`.execute(trx);
  return result;
}
