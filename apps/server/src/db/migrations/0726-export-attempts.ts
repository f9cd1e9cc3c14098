import { sql, type Kysely } from 'kysely';

// An export remembers its queued job and the attempt of that job that runs it: a retry after a dead
// worker takes the export over from its own earlier attempt, an attempt that lost it never finishes it,
// and Export Now can tell a running export from a lost one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_exports add column job_id uuid, add column attempt text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_exports drop column job_id, drop column attempt`.execute(db);
}
