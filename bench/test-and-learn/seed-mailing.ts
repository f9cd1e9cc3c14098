import { sql } from 'kysely';
import type { Db } from '@askwise/server/src/db/database.ts';
import { recordMailedGroups } from '@askwise/server/src/features/test-and-learn/index.ts';

// A mailed appeal of any size with an A/B test, written set-based as the database owner in the shape the
// product leaves it: donors (appeal_constituents), the test and its groups, and the ladders as exported
// (appeal_mailed_asks, and their counts per group and band). The calculation and the export have benchmarks of their own.

export async function seedMailedAppeal(ownerDb: Db, companyId: number, userId: number, donors: number): Promise<number> {
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({ companyId, userId, dataImportSourceId: 2, name: `Test-and-learn benchmark of ${donors} donors`, step: 'completed', strategySettings: 'secret_sauce' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const appealId = appeal.id;
  await ownerDb.insertInto('appealStatuses').values({ appealId, companyId, mapAppealStatus: 'DONE', algorithmStatus: 'DONE' }).execute();
  await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, appeal_gift_last_year)
    select ${companyId}, ${appealId}, 'C' || n, 'Donor', 'Number ' || n, case when n % 3 = 0 then 0 else (n % 400 + 1) * 100 end
    from generate_series(1, ${donors}) as n`.execute(ownerDb);
  await ownerDb
    .insertInto('appealTests')
    .values({
      appealId,
      companyId,
      seed: 1997,
      groups: JSON.stringify([
        { letter: 'A', strategyId: 'secret_sauce', share: 50, sourceCode: 'BENCH-A' },
        { letter: 'B', strategyId: 'swing_fences', share: 50, sourceCode: 'BENCH-B' },
      ]),
    })
    .execute();
  // Ladders of 3 asks rising from a first ask between $10 and $500; group B's a fifth higher.
  await sql`
    insert into appeal_mailed_asks (company_id, appeal_id, appeal_constituent_id, constituent_key, test_group, strategy_id, source_code,
      giving_band, appeal_gift_last_year, primary_ask, ask1, ask2, ask3)
    select ac.company_id, ac.appeal_id, ac.id, ac.external_id, g.letter, g.strategy, 'BENCH-' || g.letter,
      case when ac.appeal_gift_last_year = 0 then 6 when ac.appeal_gift_last_year >= 10000 then 4 else 5 end,
      ac.appeal_gift_last_year, a.ask1, a.ask1, a.ask1 * 11 / 10, a.ask1 * 3 / 2
    from appeal_constituents ac
    cross join lateral (select case when ac.id % 2 = 0 then 'A' else 'B' end as letter,
      case when ac.id % 2 = 0 then 'secret_sauce' else 'swing_fences' end as strategy) g
    cross join lateral (select ((ac.id % 50) + 1) * 1000 * (case when g.letter = 'B' then 6 else 5 end) / 5 as ask1) a
    where ac.appeal_id = ${appealId}`.execute(ownerDb);
  await recordMailedGroups(ownerDb, appealId);
  await sql`analyze appeal_constituents`.execute(ownerDb);
  await sql`analyze appeal_mailed_asks`.execute(ownerDb);
  return appealId;
}

/** A results file of `gifts` gifts to every tenth donor: a third give their first ask, the rest other amounts. */
export function resultsCsv(gifts: number, donors: number): string {
  const lines = ['Cont. ID,Gift Amount,Gift Date,Source Code'];
  const step = Math.max(1, Math.floor(donors / gifts));
  for (let i = 0; i < gifts; i++) {
    const n = 1 + i * step;
    const amount = i % 3 === 0 ? `${((n % 50) + 1) * 10}.00` : `${(5 + (i % 97) * 1.25).toFixed(2)}`;
    lines.push(`C${n},${amount},2026-03-${String(1 + (i % 28)).padStart(2, '0')},BENCH-${n % 2 === 0 ? 'A' : 'B'}`);
  }
  return lines.join('\n') + '\n';
}
