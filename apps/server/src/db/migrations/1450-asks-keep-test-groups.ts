import { sql, type Kysely } from 'kysely';

// The ask results keep the A/B test they were calculated with: each row its group letter, each run its
// groups (strategy or fixed ladder per letter). The review grid, the summary per group, the export and the
// ask log then read the results' own columns, and test and learn hands no SQL to other features
// (docs/decisions/001). appeal_exported_asks is the results' published read model of what an export sends:
// test and learn copies the mailed ladders from it, set-based, without knowing appeal_asks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_asks add column test_group text`.execute(db);
  await sql`alter table appeal_ask_runs add column test_groups jsonb`.execute(db);
  // Results calculated before: their current generation takes the groups as they stand (a migration runs
  // in no company, so row-level security is lifted for the owner meanwhile).
  const tables = ['appeal_asks', 'appeal_ask_runs', 'appeal_tests', 'appeal_test_members'];
  for (const table of tables) await sql`alter table ${sql.table(table)} no force row level security`.execute(db);
  await sql`
    update appeal_asks a set test_group = tm.test_group
    from appeal_ask_runs r, appeal_test_members tm
    where r.appeal_id = a.appeal_id and a.generation = r.current_generation
      and tm.appeal_id = a.appeal_id and tm.appeal_constituent_id = a.appeal_constituent_id`.execute(db);
  await sql`update appeal_ask_runs r set test_groups = t.groups from appeal_tests t where t.appeal_id = r.appeal_id`.execute(db);
  for (const table of tables) await sql`alter table ${sql.table(table)} force row level security`.execute(db);
  // security_invoker: the reader's company filters the rows (row-level security of appeal_asks).
  await sql`
    create view appeal_exported_asks with (security_invoker = true) as
    select company_id, appeal_id, generation, appeal_constituent_id, constituent_key, test_group, appeal_gift_last_year, primary_ask,
      coalesce(annual_ask1, monthly_ask1) as ask1, coalesce(annual_ask2, monthly_ask2) as ask2, coalesce(annual_ask3, monthly_ask3) as ask3,
      coalesce(annual_ask4, monthly_ask4) as ask4, coalesce(annual_ask5, monthly_ask5) as ask5
    from appeal_asks where status <> 'exclude_export'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view appeal_exported_asks`.execute(db);
  await sql`alter table appeal_ask_runs drop column test_groups`.execute(db);
  await sql`alter table appeal_asks drop column test_group`.execute(db);
}
