import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Raiser's Edge NXT connections: the OAuth tokens of a connected environment (sealed with AES-256-GCM), and
// each sync request with its per-entity progress. An entity's next_link is committed with the rows of the
// page before it, so a sync whose worker died resumes where it stopped and writes every record once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table blackbaud_connections (
      environment_id int primary key references environments (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      sealed_tokens text not null,
      needs_reauthentication boolean not null default false,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table blackbaud_ingestion_requests (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      type text not null check (type in ('SYNC', 'RESYNC')),
      status text not null default 'IN_PROGRESS' check (status in ('IN_PROGRESS', 'DONE', 'ERROR')),
      error_message text,
      created_by int references users (id) on delete set null,
      modified_since timestamptz,
      started_at timestamptz not null default now(),
      completed_at timestamptz
    )`.execute(db);
  await sql`create index blackbaud_ingestion_requests_env_idx on blackbaud_ingestion_requests (environment_id, id desc)`.execute(db);
  await sql`
    create table blackbaud_ingestion_entities (
      request_id int not null references blackbaud_ingestion_requests (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      entity text not null,
      position int not null,
      is_essential boolean not null,
      ingested int not null default 0,
      total int not null default 0,
      status text not null default 'PENDING' check (status in ('PENDING', 'IN_PROGRESS', 'DONE', 'ERROR', 'CANCELLED')),
      error_message text,
      next_link text,
      updated_at timestamptz not null default now(),
      primary key (request_id, entity)
    )`.execute(db);
  for (const table of ['blackbaud_connections', 'blackbaud_ingestion_requests', 'blackbaud_ingestion_entities']) await enableTenantIsolation(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table blackbaud_ingestion_entities, blackbaud_ingestion_requests, blackbaud_connections`.execute(db);
}
