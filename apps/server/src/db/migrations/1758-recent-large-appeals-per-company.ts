import { sql, type Kysely } from 'kysely';
import { up as createAsIn1757 } from './1757-recent-large-appeals.ts';

// 1757's function read appeal_ask_runs as its owner, and row-level security (FORCE) holds for an owner that
// is not a superuser, as on a managed server: with no company set it saw no rows, and web processes read no
// columns ahead. This one reads each company's appeals in that company, setting app.company_id for its own
// statements (local to the transaction, and put back as it was) as the tenant helper of db/database.ts does;
// the caller gets ids, sizes and when the results changed, most recent first, and no donor data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function askwise_recent_large_appeals(int, timestamptz, int)`.execute(db);
  await sql`
    create function askwise_recent_large_appeals(p_min_donors int, p_since timestamptz, p_limit int)
    returns table (company_id int, appeal_id int, donors int)
    language plpgsql security definer set search_path = public as $$
    declare
      previous text := current_setting('app.company_id', true);
      company int;
      found_appeals int[] := '{}';
      found_companies int[] := '{}';
      found_donors int[] := '{}';
      found_at timestamptz[] := '{}';
      r record;
    begin
      for company in select c.id from companies c loop
        perform set_config('app.company_id', company::text, true);
        for r in select run.company_id, run.appeal_id, run.row_count, run.updated_at from appeal_ask_runs run
            join appeals a on a.id = run.appeal_id and a.deleted_at is null
            where run.current_generation is not null and run.row_count >= p_min_donors and run.updated_at >= p_since loop
          found_companies := found_companies || r.company_id;
          found_appeals := found_appeals || r.appeal_id;
          found_donors := found_donors || r.row_count;
          found_at := found_at || r.updated_at;
        end loop;
      end loop;
      perform set_config('app.company_id', coalesce(previous, ''), true);
      return query select f.company_id, f.appeal_id, f.donors
        from unnest(found_companies, found_appeals, found_donors, found_at) as f(company_id, appeal_id, donors, changed_at)
        order by f.changed_at desc limit p_limit;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function askwise_recent_large_appeals(int, timestamptz, int)`.execute(db);
  await createAsIn1757(db);
}
