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
 * True for the ask results' rows `alias` whose donor is in the group: each row's group looked up by the
 * member table's key. Written as a semi-join, the planner joined a new appeal's donors (statistics that
 * predate it expect one row) by comparing every donor with every other: 19.6 s for a page of 9,686 donors.
 */
export function inTestGroupSql(alias: string, letter: string): RawBuilder<boolean> {
  return sql<boolean>`${testGroupColumnSql(alias)} = ${letter}`;
}

/** A test group letter as the grid's address carries it ('A', 'B', 'C'). */
export const TEST_GROUP_LETTER = /^[A-Z]$/;
