import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Virtuous CRM+ accounts live in the one donor model: an account is an environment (source 3), a tag an
// audience, campaigns / communications / projects the three fundraising levels, contacts constituents.
// What is Virtuous's own: the sealed credentials of an account, each tag sync (resumable: the next skip of
// its stage is committed with the page before it) and an appeal's five picker selections.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table constituents add column contact_name text, add column informal_name text`.execute(db);
  await sql`alter table audiences add column group_name text`.execute(db);
  await sql`alter table fundraising_appeals add column parent_external_id text`.execute(db);
  await sql`alter table fundraising_funds add column code text`.execute(db);
  await sql`
    create table virtuous_connections (
      environment_id int primary key references environments (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      sealed_credentials text not null,
      organization_contacts int not null default 0,
      needs_reauthentication boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table virtuous_ingestions (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      audience_id int references audiences (id) on delete cascade,
      resource_type text not null check (resource_type in ('TAGS', 'TAG')),
      status text not null default 'START',
      stage text not null default 'levels',
      next_skip int not null default 0,
      processed int not null default 0,
      total int not null default 0,
      error_message text,
      created_by int references users (id) on delete set null,
      started_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index virtuous_ingestions_env_idx on virtuous_ingestions (environment_id, id desc)`.execute(db);
  await sql`
    create table virtuous_appeal_mappings (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      audience_id int references audiences (id) on delete set null,
      include_passthrough boolean not null default false,
      selections jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  for (const table of ['virtuous_connections', 'virtuous_ingestions', 'virtuous_appeal_mappings']) await enableTenantIsolation(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table virtuous_appeal_mappings, virtuous_ingestions, virtuous_connections`.execute(db);
  await sql`alter table fundraising_funds drop column code`.execute(db);
  await sql`alter table fundraising_appeals drop column parent_external_id`.execute(db);
  await sql`alter table audiences drop column group_name`.execute(db);
  await sql`alter table constituents drop column contact_name, drop column informal_name`.execute(db);
}
