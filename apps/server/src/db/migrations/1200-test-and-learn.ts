import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Test and learn (features/test-and-learn): an appeal's A/B test of strategies, each donor's group, the
// ladders as mailed, and the gifts that came back. Bulk tables keep no per-row foreign keys (an appeal of a
// million donors is written in one INSERT ... SELECT); their rows go with the appeal's test row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeal_tests (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      seed int not null,
      groups jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Each donor's group, fixed once the test is set up: a recalculation or an edit keeps it.
  await sql`
    create table appeal_test_members (
      company_id int not null,
      appeal_id int not null,
      appeal_constituent_id bigint not null,
      test_group text not null,
      giving_band smallint not null,
      primary key (appeal_id, appeal_constituent_id)
    )`.execute(db);

  // The ladder each donor was sent, written by every export: later edits or recalculations do not change it.
  await sql`
    create table appeal_mailed_asks (
      company_id int not null,
      appeal_id int not null,
      appeal_constituent_id bigint not null,
      constituent_key text,
      test_group text not null,
      strategy_id text,
      source_code text,
      giving_band smallint not null,
      appeal_gift_last_year bigint not null,
      primary_ask bigint not null,
      ask1 bigint, ask2 bigint, ask3 bigint, ask4 bigint, ask5 bigint,
      mailed_at timestamptz not null default now(),
      primary key (appeal_id, appeal_constituent_id)
    )`.execute(db);
  await sql`create index appeal_mailed_asks_key on appeal_mailed_asks (appeal_id, constituent_key)`.execute(db);

  // The gifts of the mailing per donor (several gifts of one donor are added up); replaced by every import.
  await sql`
    create table appeal_gift_results (
      company_id int not null,
      appeal_id int not null,
      appeal_constituent_id bigint not null,
      gift_cents bigint not null,
      gift_date date,
      source_code text,
      primary key (appeal_id, appeal_constituent_id)
    )`.execute(db);

  // The last import of an appeal's results, with the report computed from it.
  await sql`
    create table appeal_result_imports (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      file_name text not null,
      row_count int not null,
      matched_count int not null,
      unmatched_count int not null,
      report jsonb not null,
      imported_at timestamptz not null default now()
    )`.execute(db);

  for (const table of ['appeal_tests', 'appeal_test_members', 'appeal_mailed_asks', 'appeal_gift_results', 'appeal_result_imports']) {
    await enableTenantIsolation(db, table);
    // app.company_id read once per query rather than once per row (these tables hold a row per donor).
    const company = sql`(select nullif(current_setting('app.company_id', true), '')::int)`;
    await sql`alter policy tenant_isolation on ${sql.table(table)} using (company_id = ${company}) with check (company_id = ${company})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appeal_result_imports, appeal_gift_results, appeal_mailed_asks, appeal_test_members, appeal_tests`.execute(db);
}
