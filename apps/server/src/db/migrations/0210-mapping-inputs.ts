import { sql, type Kysely } from 'kysely';

// The map-appeal job reads every donor's giving in one pass over gift_splits. Gift-level figures (number
// of gifts, greatest and last gift) come from the same pass: each split carries its gift's amount, and
// the first split of a gift says so. Writers of gift_splits must fill both.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table gift_splits add column gift_amount_cents bigint not null`.execute(db);
  await sql`alter table gift_splits add column is_first_split boolean not null`.execute(db);
  // The mapping (and soft-credit choice) the appeal's rows were last computed from: an unchanged
  // mapping skips the job.
  await sql`alter table appeal_statuses add column mapped_fingerprint text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_statuses drop column mapped_fingerprint`.execute(db);
  await sql`alter table gift_splits drop column is_first_split, drop column gift_amount_cents`.execute(db);
}
