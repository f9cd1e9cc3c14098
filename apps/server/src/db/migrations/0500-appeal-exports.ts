import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// One row per export of an appeal: the two stored files and how many ask strings went out. The free
// allowance of an unsubscribed company is counted from these rows (see features/exports).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeal_exports (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      appeal_id int not null references appeals (id) on delete cascade,
      user_id int references users (id) on delete set null,
      status text not null default 'PENDING' check (status in ('PENDING', 'RUNNING', 'DONE', 'ERROR')),
      ready_to_export_count int not null default 0,
      handle_manually_count int not null default 0,
      ready_to_export_key text,
      handle_manually_key text,
      error_message text,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index appeal_exports_company_appeal_idx on appeal_exports (company_id, appeal_id, id desc)`.execute(db);
  await enableTenantIsolation(db, 'appeal_exports');

  // Appeal history searches names and sorts by creation within a company.
  await sql`create index appeals_company_name_idx on appeals (company_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists appeals_company_name_idx`.execute(db);
  await sql`drop table appeal_exports`.execute(db);
}
