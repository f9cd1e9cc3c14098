import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// The ask engine's OUTPUTS per appeal donor (appeal_constituents holds its inputs). A calculation writes a
// whole new generation of rows and then moves the appeal's current_generation pointer in the same
// transaction, so readers see the old results or the new ones, never a mix (docs/architecture.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeal_ask_runs (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      current_generation int,
      last_generation int not null default 0,
      strategy_id text,
      number_of_asks int,
      ask_mode text,
      row_count int not null default 0,
      top100_ranks int[] not null default '{}',
      summary jsonb,
      calculated_at timestamptz,
      calculation_ms int,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // One row per donor per generation, physically written in the default (name) order: name_rank is the
  // position in that order, so a page of the default sort is a primary-key range scan. No foreign keys:
  // a calculation inserts a million rows, and a per-row check would cost more than the insert itself.
  await sql`
    create table appeal_asks (
      company_id int not null,
      appeal_id int not null,
      generation int not null,
      name_rank int not null,
      appeal_constituent_id bigint not null,
      first_name text,
      last_name text,
      contact_name text,
      constituent_key text,
      zip_average bigint not null,
      appeal_gift_last_year bigint not null,
      base_ask bigint not null,
      primary_ask bigint not null,
      annual_ask1 bigint, annual_ask2 bigint, annual_ask3 bigint, annual_ask4 bigint, annual_ask5 bigint,
      monthly_ask1 bigint, monthly_ask2 bigint, monthly_ask3 bigint, monthly_ask4 bigint, monthly_ask5 bigint,
      ask_string text not null,
      filter_bits int not null,
      status text not null check (status in ('ready_export', 'handle_manually', 'exclude_export')),
      status_set_by_user boolean not null default false,
      custom_base_ask bigint,
      ask_logs text[] not null,
      primary key (appeal_id, generation, name_rank)
    )`.execute(db);

  // How many members of each grid filter fall in each block of 256 name ranks: the page index that lets
  // any page of a filter in the default order be found without an OFFSET scan.
  await sql`
    create table appeal_ask_filter_blocks (
      company_id int not null,
      appeal_id int not null,
      generation int not null,
      filter_type text not null,
      total int not null,
      counts int[] not null,
      primary key (appeal_id, generation, filter_type)
    )`.execute(db);

  for (const table of ['appeal_ask_runs', 'appeal_asks', 'appeal_ask_filter_blocks']) {
    await enableTenantIsolation(db, table);
    // The same rule, with app.company_id read once per query (an InitPlan) instead of once per row: grid
    // sorts and searches read a million rows.
    const company = sql`(select nullif(current_setting('app.company_id', true), '')::int)`;
    await sql`alter policy tenant_isolation on ${sql.table(table)} using (company_id = ${company}) with check (company_id = ${company})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appeal_ask_filter_blocks, appeal_asks, appeal_ask_runs`.execute(db);
}
