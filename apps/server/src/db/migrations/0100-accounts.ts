import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users
    add column invited_by_user_id int references users (id) on delete set null,
    add column last_login_at timestamptz`.execute(db);
  await sql`alter table sessions add column revoked_reason text`.execute(db);

  // Single-use links (sign-up confirmation, invitation): random tokens, only their SHA-256 stored.
  await sql`
    create table auth_links (
      id int generated always as identity primary key,
      user_id int not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('confirm_sign_up', 'invitation')),
      token_hash bytea not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_links_user_idx on auth_links (user_id)`.execute(db);

  // Six-digit codes sent by e-mail: sign-in (bound to one attempt by its ticket) and password recovery.
  await sql`
    create table auth_codes (
      id int generated always as identity primary key,
      user_id int not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('sign_in', 'password_reset')),
      ticket_hash bytea unique,
      salt bytea not null,
      code_hash bytea not null,
      failed_entries int not null default 0,
      sent_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_codes_user_idx on auth_codes (user_id, purpose)`.execute(db);

  // Failure counters per account and per IP address; in PostgreSQL so every web process shares them.
  await sql`
    create table auth_throttle (
      key text primary key,
      failures int not null,
      locked_until timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Security events. Events of a company are tenant rows; events before a company is known
  // (failed sign-ins, locks) have no company and can be written, never read, by the application.
  await sql`
    create table audit_events (
      id bigint generated always as identity primary key,
      company_id int,
      event text not null,
      actor_user_id int,
      subject_user_id int,
      email citext,
      ip text,
      details jsonb not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_events_company_idx on audit_events (company_id, created_at)`.execute(db);
  await enableTenantIsolation(db, 'audit_events');
  await sql`create policy audit_without_company on audit_events for insert with check (company_id is null)`.execute(db);
  await sql`create function audit_events_append_only() returns trigger language plpgsql as $$
    begin raise exception 'audit_events is append-only'; end $$`.execute(db);
  await sql`create trigger audit_events_append_only before update or delete on audit_events
    for each row execute function audit_events_append_only()`.execute(db);

  // The dev outbox: e-mail kept instead of sent when no SMTP_URL is configured.
  await sql`
    create table mail_outbox (
      id int generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table mail_outbox, audit_events, auth_throttle, auth_codes, auth_links`.execute(db);
  await sql`drop function audit_events_append_only`.execute(db);
  await sql`alter table sessions drop column revoked_reason`.execute(db);
  await sql`alter table users drop column invited_by_user_id, drop column last_login_at`.execute(db);
}
