import { sql, type Kysely } from 'kysely';

// Virtuous takes a Gift Ask's amount as a number (the ladder goes in its notes): a send keeps each donor's
// first ask in cents beside the ladder's text. Rows of earlier sends (Raiser's Edge NXT) have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crm_ask_send_donors add column first_ask_cents bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table crm_ask_send_donors drop column first_ask_cents`.execute(db);
}
