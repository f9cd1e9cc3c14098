import { APPEAL_GIFT, givingField } from '@askwise/domain/giving-fields';
import {
  appealTestSchema,
  GIVING_BAND_FLOORS_CENTS,
  groupQuotas,
  HOLDOUT_LETTER,
  NO_APPEAL_GIFT_BAND,
  numberAskSettingsSchema,
  type TestGroup,
} from '@askwise/domain';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { joiningWholeTables } from '../../db/statistics.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { findAppeal } from '../appeals/index.ts';
import type { CalculationGroups } from '../asks/index.ts';

// An appeal's A/B test: its groups (strategy, share, source code; an optional holdout group C with a fixed
// ladder instead of a strategy) and a seed fixed when the test is first set up, from which the split is
// drawn. Saving new shares or strategies keeps the seed.

export interface AppealTest {
  appealId: number;
  seed: number;
  groups: TestGroup[];
}

export const APPEAL_NOT_FOUND = 'Appeal not found.';

/** The appeal's test, or null when it has none (or is not the company's). */
export async function readAppealTest(trx: Trx, appealId: number): Promise<AppealTest | null> {
  const row = await trx.selectFrom('appealTests').select(['appealId', 'seed', 'groups']).where('appealId', '=', appealId).executeTakeFirst();
  if (!row) return null;
  return { appealId: row.appealId, seed: row.seed, groups: appealTestSchema.parse(row.groups) };
}

/** Sets up or changes the appeal's test; its donors are split again at the next calculation. */
export async function saveAppealTest(trx: Trx, companyId: number, appealId: number, groups: unknown): Promise<AppealTest> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND);
  const parsed = appealTestSchema.safeParse(groups);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'The test settings are not valid.');
  const normalized = parsed.data.map((group) => ({ ...group, sourceCode: group.sourceCode.trim() }));
  const holdout = normalized.find((group) => group.letter === HOLDOUT_LETTER);
  const numberOfAsks = numberAskSettingsSchema.safeParse(appeal.numberAskSettings ?? {}).data?.askNumber;
  if (holdout && numberOfAsks !== undefined && holdout.fixedLadder.length !== numberOfAsks) {
    throw new UserFacingError(fixedLadderLengthMessage(holdout.fixedLadder.length, numberOfAsks));
  }
  const row = await trx
    .insertInto('appealTests')
    .values({ appealId, companyId, seed: randomInt(1, 2 ** 31 - 1), groups: JSON.stringify(normalized) })
    .onConflict((oc) => oc.column('appealId').doUpdateSet({ groups: JSON.stringify(normalized), updatedAt: new Date() }))
    .returning(['seed'])
    .executeTakeFirstOrThrow();
  await sql`delete from appeal_test_members where appeal_id = ${appealId}`.execute(trx);
  return { appealId, seed: row.seed, groups: normalized };
}

/**
 * Changes only the groups' source codes (the next export prints them): the groups, their donors and the
 * calculated asks stay, and the ladders already mailed keep the codes they were sent with.
 */
export async function setAppealTestSourceCodes(trx: Trx, appealId: number, codes: ReadonlyArray<{ letter: string; sourceCode: string }>): Promise<AppealTest> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND);
  const test = await readAppealTest(trx, appealId);
  if (!test) throw new UserFacingError('This appeal has no A/B test: set one up on its strategy step.');
  const unknown = codes.find((code) => !test.groups.some((group) => group.letter === code.letter));
  if (unknown) throw new UserFacingError(`The test has no group "${unknown.letter}".`);
  const groups = test.groups.map((group) => ({ ...group, sourceCode: codes.find((code) => code.letter === group.letter)?.sourceCode ?? group.sourceCode }));
  const parsed = appealTestSchema.safeParse(groups);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'The source codes are not valid.');
  await trx.updateTable('appealTests').set({ groups: JSON.stringify(parsed.data), updatedAt: new Date() }).where('appealId', '=', appealId).execute();
  return { ...test, groups: parsed.data };
}

/** Ends the appeal's test: its donors are calculated with the appeal's own strategy again. */
export async function removeAppealTest(trx: Trx, appealId: number): Promise<boolean> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND);
  await sql`delete from appeal_test_members where appeal_id = ${appealId}`.execute(trx);
  const deleted = await trx.deleteFrom('appealTests').where('appealId', '=', appealId).executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** The appeal's giving last year, two and three years ago (giving-fields.ts), the latest first. */
const APPEAL_YEAR_COLUMNS = [APPEAL_GIFT.lastYear, APPEAL_GIFT.twoYearsAgo, APPEAL_GIFT.threeYearsAgo].map((key) => givingField(key).column);

/** SQL of a donor's giving band (domain givingBandOf) from an appeal_constituents row aliased `alias`. */
export function givingBandSql(alias: string): string {
  const latest = `coalesce(${APPEAL_YEAR_COLUMNS.map((column) => `nullif(${alias}.${column}, 0)`).join(', ')})`;
  const steps = GIVING_BAND_FLOORS_CENTS.map((floor, band) => `when ${latest} >= ${Math.trunc(floor)} then ${band}`).join(' ');
  return `(case when ${latest} is null or ${latest} <= 0 then ${NO_APPEAL_GIFT_BAND} ${steps} else ${GIVING_BAND_FLOORS_CENTS.length} end)`;
}

/**
 * Splits the appeal's donors into the test's groups when they are not split yet (or donors were added or
 * removed since): within each giving band, donors in the order of a hash of the seed and their id, the first
 * ones to A up to its quota, the next to B up to its quota, the rest to C (the holdout, when the test has one).
 * The same donors (by their own ids) and seed give the same groups.
 */
export async function ensureTestGroups(trx: Trx, test: AppealTest): Promise<void> {
  const { appealId } = test;
  const counts = await sql<{ members: string; donors: string }>`
    select (select count(*) from appeal_test_members where appeal_id = ${appealId}) as members,
      (select count(*) from appeal_constituents where appeal_id = ${appealId}) as donors`.execute(trx);
  const { members, donors } = counts.rows[0]!;
  if (members === donors && members !== '0') {
    // An anti-join of the whole appeal: without nested loops, whatever the statistics (joiningWholeTables).
    const stale = await joiningWholeTables(trx, () =>
      sql<{ missing: number }>`
        select count(*)::int as missing from appeal_constituents ac
        where ac.appeal_id = ${appealId}
          and not exists (select 1 from appeal_test_members m where m.appeal_id = ${appealId} and m.appeal_constituent_id = ac.id)`.execute(trx),
    );
    if (stale.rows[0]!.missing === 0) return;
  }
  await sql`delete from appeal_test_members where appeal_id = ${appealId}`.execute(trx);
  const bands = await sql<{ band: number; total: number }>`
    select ${sql.raw(givingBandSql('ac'))} as band, count(*)::int as total from appeal_constituents ac where ac.appeal_id = ${appealId} group by 1`.execute(trx);
  if (bands.rows.length === 0) return;
  const shares = test.groups.map((group) => group.share);
  // Per band, the last position of A and of B in the hash order (C, if any, takes the rest).
  const quotas = bands.rows.map((row) => {
    const [quotaA, quotaB] = groupQuotas(row.total, shares) as [number, number];
    return { band: row.band, endA: quotaA, endB: quotaA + quotaB };
  });
  const quotaValues = sql.join(quotas.map((q) => sql`(${q.band}::int, ${q.endA}::int, ${q.endB}::int)`));
  await sql`
    insert into appeal_test_members (company_id, appeal_id, appeal_constituent_id, test_group, giving_band)
    select r.company_id, r.appeal_id, r.id,
      case when r.position <= r.end_a then 'A' when r.position <= r.end_b then 'B' else ${HOLDOUT_LETTER} end,
      r.band
    from (
      select ac.company_id, ac.appeal_id, ac.id, b.band, q.end_a, q.end_b,
        row_number() over (partition by b.band order by md5(${String(test.seed)} || ':' || coalesce(ac.external_id, ac.lookup_id, ac.id::text)), ac.id) as position
      from appeal_constituents ac
      cross join lateral (select ${sql.raw(givingBandSql('ac'))} as band) b
      join (values ${quotaValues}) as q(band, end_a, end_b) on q.band = b.band
      where ac.appeal_id = ${appealId}
    ) r`.execute(trx);
}

/** Each donor's group index (0 = A, 1 = B, 2 = C) by appeal constituent id, for the calculation. */
export async function readDonorGroups(trx: Trx, appealId: number): Promise<Map<number, number>> {
  const rows = await sql<{ id: string; g: number }>`
    select appeal_constituent_id as id, case test_group when 'B' then 1 when ${HOLDOUT_LETTER} then 2 else 0 end as g
    from appeal_test_members where appeal_id = ${appealId}`.execute(trx);
  const groups = new Map<number, number>();
  for (const row of rows.rows) groups.set(Number(row.id), row.g);
  return groups;
}

/**
 * The calculation's groups (the asks feature's port, wired in app.ts): the appeal's test with its donors
 * split, A and B calculated with their strategies, the holdout C with its fixed ladder; null without a test.
 */
export const testGroupsForCalculation: CalculationGroups = {
  async plan(trx, appealId, settings) {
    const test = await readAppealTest(trx, appealId);
    if (!test) return null;
    // The number of asks may have changed since the test was saved: the holdout ladder must match it.
    const holdout = test.groups.find((group) => group.letter === HOLDOUT_LETTER);
    if (holdout && holdout.fixedLadder.length !== settings.numberOfAsks) {
      throw new UserFacingError(fixedLadderLengthMessage(holdout.fixedLadder.length, settings.numberOfAsks));
    }
    await ensureTestGroups(trx, test);
    return { groups: test.groups, groupOf: await readDonorGroups(trx, appealId) };
  },
};

function fixedLadderLengthMessage(typed: number, numberOfAsks: number): string {
  return `The holdout ladder has ${typed} asks but the appeal asks for ${numberOfAsks}: type ${numberOfAsks} amounts.`;
}
