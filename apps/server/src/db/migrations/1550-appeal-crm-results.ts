import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// An appeal's results read from its CRM instead of a file (features/test-and-learn): which of the CRM's
// appeals the mailing's gifts carry and from which date they count. Every sync of the environment reads them
// again; the import row says where the results came from and from which sync.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeal_crm_results (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null,
      fundraising_appeal_id int not null,
      from_date date not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index appeal_crm_results_environment on appeal_crm_results (environment_id)`.execute(db);
  await enableTenantIsolation(db, 'appeal_crm_results');
  await sql`alter table appeal_result_imports add column source text not null default 'file', add column synced_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appeal_result_imports drop column source, drop column synced_at`.execute(db);
  await sql`drop table appeal_crm_results`.execute(db);
}
