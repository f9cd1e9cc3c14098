import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// A company's saved export layouts (features/exports): the columns in order with their header names, the
// file format and the order of the merge text. The two ready-made presets are not rows: they live in code,
// the same for every company, so they can be used and never deleted or changed.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table export_presets (
      id serial primary key,
      company_id int not null references companies (id) on delete cascade,
      name text not null check (length(btrim(name)) between 1 and 80),
      file_format text not null check (file_format in ('xlsx', 'csv')),
      merge_text_order text not null default 'highest_first' check (merge_text_order in ('highest_first', 'lowest_first')),
      columns jsonb not null check (jsonb_typeof(columns) = 'array'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Names are unique per company whatever their case: 'Mail house' and 'mail house' would be one choice on the page.
  await sql`create unique index export_presets_company_name on export_presets (company_id, lower(btrim(name)))`.execute(db);
  await enableTenantIsolation(db, 'export_presets');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table export_presets`.execute(db);
}
