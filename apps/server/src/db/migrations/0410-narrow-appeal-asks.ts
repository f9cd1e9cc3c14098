import { sql, type Kysely } from 'kysely';

// appeal_asks keeps no ask string or ask log: both are rendered from the row (its ladder; the donor's
// inputs with its zip average and custom base ask) when shown. They were two thirds of every row, so a
// calculation wrote three times the bytes it needs, and every sort or search read them
// (docs/decisions/006).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_asks drop column ask_string, drop column ask_logs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Rows written meanwhile have neither; recalculating the appeal fills them again.
  await sql`alter table appeal_asks add column ask_string text not null default '', add column ask_logs text[] not null default '{}'`.execute(
    db,
  );
}
