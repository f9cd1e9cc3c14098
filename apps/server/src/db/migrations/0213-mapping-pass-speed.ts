import { sql, type Kysely } from 'kysely';

// Two things that make the map-appeal pass over millions of gift splits cheaper (see docs/decisions/004):
// - the few splits whose cents do not fit a 32-bit integer are indexed, so that the pass can tell at once
//   whether it may sum 32-bit amounts (a pass-by-value 64-bit running sum) instead of 128-bit states;
// - the tenant policy of the donor tables reads app.company_id once per query (an InitPlan) rather than
//   once per row; the rule itself is unchanged.
const TABLES = ['gift_splits', 'gifts', 'constituents', 'audience_members', 'appeal_constituents'];

async function setPolicy(db: Kysely<unknown>, table: string, company: ReturnType<typeof sql>) {
  await sql`alter policy tenant_isolation on ${sql.table(table)} using (company_id = ${company}) with check (company_id = ${company})`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index gift_splits_outsized_amount_idx on gift_splits (environment_id)
    where amount_cents > 2147483647 or amount_cents < -2147483648`.execute(db);
  for (const table of TABLES) await setPolicy(db, table, sql`(select nullif(current_setting('app.company_id', true), '')::int)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await setPolicy(db, table, sql`nullif(current_setting('app.company_id', true), '')::int`);
  await sql`drop index gift_splits_outsized_amount_idx`.execute(db);
}
