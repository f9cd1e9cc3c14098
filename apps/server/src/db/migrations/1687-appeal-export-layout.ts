import { sql, type Kysely } from 'kysely';

// The layout an export was made with (a preset's columns, format and merge text order), copied when the
// export starts: the job writes what was chosen even if the preset changes or goes while it waits in the
// queue, and Export Again makes missing files again in the same layout. Null: the appeal's own field choice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_exports add column layout jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_exports drop column layout`.execute(db);
}
