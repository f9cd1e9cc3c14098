import { sql, type Kysely } from 'kysely';

// Every export writes the appeal's mailed ladders (900,000 rows for a million donors), and this index on
// (appeal_id, constituent_key) cost about 3 of the insert's 10 s for a million (bench/export). Its only
// reader, matching an import's gifts to the mailing, joins about 100,000 donors' gifts to the appeal's
// ladders: a hash join over the appeal's rows (found by the primary key's appeal_id) serves it as well.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists appeal_mailed_asks_key`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index appeal_mailed_asks_key on appeal_mailed_asks (appeal_id, constituent_key)`.execute(db);
}
