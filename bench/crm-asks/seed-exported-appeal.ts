import { sql } from 'kysely';
import type { Db } from '@askwise/server/src/db/database.ts';

// An exported appeal of a CRM environment, written set-based as the database owner in the shape the export
// leaves it: the donors (appeal_constituents, their CRM ids 1..n, as the fakes number their constituents and
// contacts) and the ladders as mailed (appeal_mailed_asks: three asks from a first ask between $10 and $500,
// two test groups with their source codes). The calculation and the export have benchmarks of their own.

/** dataImportSourceId: 1 Raiser's Edge NXT, 3 Virtuous. */
export async function seedExportedAppeal(ownerDb: Db, companyId: number, userId: number, environmentId: number, dataImportSourceId: 1 | 3, donors: number): Promise<number> {
  const appeal = await ownerDb
    .insertInto('appeals')
    .values({ companyId, userId, environmentId, dataImportSourceId, name: `CRM send benchmark of ${donors} donors`, step: 'completed', strategySettings: 'secret_sauce', isLocked: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const appealId = appeal.id;
  await ownerDb.insertInto('appealStatuses').values({ appealId, companyId, mapAppealStatus: 'DONE', algorithmStatus: 'DONE' }).execute();
  await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, appeal_gift_last_year)
    select ${companyId}, ${appealId}, n::text, 'Donor', 'Number ' || n, (n % 400 + 1) * 100
    from generate_series(1, ${donors}) as n`.execute(ownerDb);
  await sql`
    insert into appeal_mailed_asks (company_id, appeal_id, appeal_constituent_id, constituent_key, test_group, strategy_id, source_code,
      giving_band, appeal_gift_last_year, primary_ask, ask1, ask2, ask3)
    select ac.company_id, ac.appeal_id, ac.id, ac.external_id, g.letter, 'secret_sauce', 'BENCH-' || g.letter, 5,
      ac.appeal_gift_last_year, a.ask1, a.ask1, a.ask1 * 3 / 2, a.ask1 * 2
    from appeal_constituents ac
    cross join lateral (select case when ac.id % 2 = 0 then 'A' else 'B' end as letter) g
    cross join lateral (select ((ac.id % 50) + 1) * 1000 as ask1) a
    where ac.appeal_id = ${appealId}`.execute(ownerDb);
  await sql`analyze appeal_constituents`.execute(ownerDb);
  await sql`analyze appeal_mailed_asks`.execute(ownerDb);
  return appealId;
}
