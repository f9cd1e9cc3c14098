import { sql, type Kysely } from 'kysely';

// A web process that starts (a deploy, a restart) reads the grid columns of the large appeals people are
// likely reviewing before it takes requests (features/asks/results/warm-grid-columns.ts). Which appeals those
// are is a question across companies, which the app role cannot ask under row-level security. This
// function, run with its owner's rights, answers it with ids and sizes only: the appeals of at least
// p_min_donors whose results changed since p_since (a calculation or an edit), the most recent first.
// Row-level security (FORCE) holds for an owner that is not a superuser: under a managed server's owner it
// lists nothing, and columns are read when first asked for (docs/operations.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function askwise_recent_large_appeals(p_min_donors int, p_since timestamptz, p_limit int)
    returns table (company_id int, appeal_id int, donors int)
    language sql stable security definer set search_path = public as $$
      select r.company_id, r.appeal_id, r.row_count from appeal_ask_runs r
      join appeals a on a.id = r.appeal_id and a.deleted_at is null
      where r.current_generation is not null and r.row_count >= p_min_donors and r.updated_at >= p_since
      order by r.updated_at desc
      limit p_limit
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function askwise_recent_large_appeals(int, timestamptz, int)`.execute(db);
}
