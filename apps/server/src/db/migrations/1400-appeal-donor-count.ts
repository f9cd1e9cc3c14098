import { sql, type Kysely } from 'kysely';

// An appeal's number of donors, kept with its status when its rows are written (mapping, an Excel appeal's
// creation, a duplicate). Appeal history listed it with a count(*) per appeal on every request: 100,000
// index entries for each appeal of that size. Existing appeals are counted once here; row-level security
// is lifted for the owner meanwhile, since a migration runs in no company.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_statuses add column donor_count integer`.execute(db);
  await sql`alter table appeal_statuses no force row level security`.execute(db);
  await sql`alter table appeal_constituents no force row level security`.execute(db);
  await sql`
    update appeal_statuses s set donor_count = c.n
    from (select appeal_id, count(*)::int as n from appeal_constituents group by appeal_id) c
    where c.appeal_id = s.appeal_id`.execute(db);
  await sql`update appeal_statuses set donor_count = 0 where donor_count is null`.execute(db);
  await sql`alter table appeal_constituents force row level security`.execute(db);
  await sql`alter table appeal_statuses force row level security`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_statuses drop column donor_count`.execute(db);
}
