import { sql, type Kysely } from 'kysely';

// Only a table's owner may ANALYZE it (PostgreSQL 15 and 16 have no MAINTAIN privilege), and the
// application connects as a role that owns nothing. This function, run with its owner's rights, lets
// the application refresh the statistics of the tables it loads in bulk, and of no other.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function askwise_refresh_statistics(tables text[]) returns void
    language plpgsql security definer set search_path = public as $$
    declare
      allowed constant text[] := array['constituents', 'gifts', 'gift_splits', 'audiences', 'audience_members',
        'fundraising_campaigns', 'fundraising_appeals', 'fundraising_funds', 'constituent_imported_giving',
        'appeal_constituents'];
      name text;
    begin
      foreach name in array tables loop
        if not name = any (allowed) then
          raise exception 'Statistics of % are not refreshed by the application', name;
        end if;
        execute format('analyze %I', name);
      end loop;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function askwise_refresh_statistics(text[])`.execute(db);
}
