import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Sending an exported appeal's asks back to its CRM (features/crm-asks): one row per send, and one per donor
// with what was written and where. The donor rows make the job resumable and idempotent: a donor is marked
// 'writing' before its call, so a worker that dies mid-call leaves a row the next attempt reconciles with the
// CRM before it writes again; a donor written by an earlier send with the same ladder is not written again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table crm_ask_sends (
      id bigint generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      appeal_id int not null references appeals (id) on delete cascade,
      environment_id int not null,
      crm text not null check (crm in ('blackbaud', 'virtuous')),
      target jsonb not null,
      status text not null check (status in ('RUNNING', 'DONE', 'ERROR')),
      total int not null default 0,
      written int not null default 0,
      unchanged int not null default 0,
      refused int not null default 0,
      error text,
      started_by int,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  // One send at a time per appeal.
  await sql`create unique index crm_ask_sends_running on crm_ask_sends (appeal_id) where status = 'RUNNING'`.execute(db);
  await sql`create index crm_ask_sends_appeal on crm_ask_sends (appeal_id, id)`.execute(db);

  await sql`
    create table crm_ask_send_donors (
      company_id int not null,
      send_id bigint not null references crm_ask_sends (id) on delete cascade,
      appeal_constituent_id bigint not null,
      external_id text not null,
      donor_name text,
      ladder text not null,
      source_code text,
      state text not null check (state in ('pending', 'writing', 'written', 'unchanged', 'refused')),
      record_id text,
      action_id text,
      error text,
      updated_at timestamptz not null default now(),
      primary key (send_id, appeal_constituent_id)
    )`.execute(db);
  await sql`create index crm_ask_send_donors_open on crm_ask_send_donors (send_id, appeal_constituent_id) where state in ('pending', 'writing')`.execute(db);

  for (const table of ['crm_ask_sends', 'crm_ask_send_donors']) await enableTenantIsolation(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table crm_ask_send_donors, crm_ask_sends`.execute(db);
}
