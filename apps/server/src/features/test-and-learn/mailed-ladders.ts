import { NO_TEST_GROUP } from '@askwise/domain';
import { CompiledQuery, sql } from 'kysely';
import type pg from 'pg';
import type { Db, Trx } from '../../db/database.ts';
import { joiningWholeTables } from '../../db/statistics.ts';
import { givingBandSql } from './appeal-test.ts';

// The ladders as mailed: every export writes the exported donors' asks, group and source code here, so the
// results are matched to what donors received, whatever edits or recalculations follow.

/**
 * The test's groups of the appeal as rows (letter, strategy_id, source_code): a few rows, joined by letter. Each
 * donor's row looked its group up in the test's JSON before, which cost a million-donor export's INSERT about
 * 0.9 s of its 7 s.
 */
const testGroupsOf = (appealId: number) => sql`
  select grp ->> 'letter' as letter, grp ->> 'strategyId' as strategy_id, grp ->> 'sourceCode' as source_code
  from appeal_tests t cross join jsonb_array_elements(t.groups) grp where t.appeal_id = ${appealId}`;

/**
 * Keeps the exported ladders of the results' generation as the appeal's mailed ladders (replacing an earlier
 * export's), with each donor's group, its strategy and source code. It reads appeal_exported_asks, the ask
 * results' published view of what an export sends (migration 1450), set-based inside the export's transaction.
 */
export async function recordMailedLadders(trx: Trx, appealId: number, generation: number): Promise<number> {
  await sql`delete from appeal_mailed_asks where appeal_id = ${appealId}`.execute(trx);
  const inserted = await joiningWholeTables(trx, () => sql`
    insert into appeal_mailed_asks (company_id, appeal_id, appeal_constituent_id, constituent_key, test_group, strategy_id, source_code,
      giving_band, appeal_gift_last_year, primary_ask, ask1, ask2, ask3, ask4, ask5)
    select a.company_id, a.appeal_id, a.appeal_constituent_id, a.constituent_key, coalesce(a.test_group, ${NO_TEST_GROUP}),
      g.strategy_id, g.source_code, ${sql.raw(givingBandSql('ac'))},
      a.appeal_gift_last_year, a.primary_ask, a.ask1, a.ask2, a.ask3, a.ask4, a.ask5
    from appeal_exported_asks a
    join appeal_constituents ac on ac.id = a.appeal_constituent_id and ac.appeal_id = a.appeal_id
    left join (${testGroupsOf(appealId)}) g on g.letter = a.test_group
    where a.appeal_id = ${appealId} and a.generation = ${generation}`.execute(trx));
  await recordMailedGroups(trx, appealId);
  return Number(inserted.numAffectedRows ?? 0);
}

/** SQL counting the appeal's mailed ladders per group and band into appeal_mailed_groups (emptied first). */
const RECORD_GROUPS_SQL = `
  insert into appeal_mailed_groups (company_id, appeal_id, test_group, giving_band, recipients, source_code, strategy_id)
  select min(company_id), appeal_id, test_group, giving_band, count(*)::int, min(source_code), min(strategy_id)
  from appeal_mailed_asks where appeal_id = $1
  group by appeal_id, test_group, giving_band`;

/** Counts the mailing per group and band once (at the export), so imports and the results page need not. */
export async function recordMailedGroups(trx: Trx | Db, appealId: number): Promise<void> {
  // Two statements: a DELETE in a WITH of the INSERT may run after it (and collide with its new rows).
  await sql`delete from appeal_mailed_groups where appeal_id = ${appealId}`.execute(trx);
  await trx.executeQuery(CompiledQuery.raw(RECORD_GROUPS_SQL, [appealId]));
}

/** The mailing per group and band, counted now when an export before appeal_mailed_groups left none. */
export async function readMailedGroups(client: pg.ClientBase, appealId: number): Promise<MailedGroup[]> {
  const select = `select test_group, giving_band, recipients, source_code, strategy_id from appeal_mailed_groups where appeal_id = $1`;
  const stored = await client.query<MailedGroup>(select, [appealId]);
  if (stored.rows.length > 0) return stored.rows;
  await client.query(RECORD_GROUPS_SQL, [appealId]);
  return (await client.query<MailedGroup>(select, [appealId])).rows;
}

export interface MailedGroup {
  test_group: string;
  giving_band: number;
  recipients: number;
  source_code: string | null;
  strategy_id: string | null;
}
