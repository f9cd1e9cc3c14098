import { sql, type Kysely } from 'kysely';

// A donor's addressee (how mail to them is addressed) where the source has one: Virtuous contacts. Mapping
// copies it into the appeal's rows, whose addressee column the export's Addressee field reads.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table constituents add column addressee text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table constituents drop column addressee`.execute(db);
}
