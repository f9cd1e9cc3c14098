import { sql, type RawBuilder } from 'kysely';

// A donor's test group as other features read it (the review grid's column and filter, the summary per group),
// so the SQL of appeal_test_members stays here, with the table's owner.

/** The test group letter of the ask results' row aliased `alias` (null when the appeal has no test). */
export function testGroupColumnSql(alias: string): RawBuilder<string | null> {
  const a = sql.raw(alias);
  return sql<string | null>`(select tm.test_group from appeal_test_members tm
    where tm.appeal_id = ${a}.appeal_id and tm.appeal_constituent_id = ${a}.appeal_constituent_id)`;
}

/**
 * True for the ask results' rows `alias` whose donor is in the group: a semi-join, to be run without nested
 * loops (joiningWholeTables of db/statistics.ts). With them, statistics that predate a new appeal (they expect
 * one row of it) had the planner compare every donor with every other: 19.6 s for a page of 9,686 donors.
 * Looking each row's group up by key instead is safe too, but took 4.3 to 5.7 s for a page of 1,000,000
 * donors where the hashed semi-join takes 1.4 to 1.8 s.
 */
export function inTestGroupSql(alias: string, appealId: number, letter: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(alias)}.appeal_constituent_id in (
    select tm.appeal_constituent_id from appeal_test_members tm where tm.appeal_id = ${appealId} and tm.test_group = ${letter})`;
}

/** A test group letter as the grid's address carries it ('A', 'B', 'C'). */
export const TEST_GROUP_LETTER = /^[A-Z]$/;
