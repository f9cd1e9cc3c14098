import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// An uploaded Excel file is one environment (data source 2, DIS_EX) plus this row of file-specific state:
// where the upload is stored, the ingestion status and progress, the cell errors, and the custom columns.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table excel_files (
      environment_id int primary key references environments (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      storage_key text not null,
      original_name text not null,
      size_bytes bigint not null,
      status text not null default 'START',
      rows_done int not null default 0,
      rows_total int,
      error_count int not null default 0,
      error_messages jsonb not null default '[]',
      custom_columns jsonb not null default '[]',
      upload_by int references users (id) on delete set null,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (company_id, storage_key)
    )`.execute(db);
  await sql`create index excel_files_company_created_idx on excel_files (company_id, created_at desc)`.execute(db);
  await enableTenantIsolation(db, 'excel_files');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table excel_files`.execute(db);
}
