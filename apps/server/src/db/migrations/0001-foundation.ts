import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists citext`.execute(db);
  await sql`
    create table companies (
      id int generated always as identity primary key,
      name text not null,
      address text, address2 text, city text, state text, zip text,
      phone text, industry text, website text, hubspot_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table users (
      id int generated always as identity primary key,
      email citext not null unique,
      password_hash text,
      first_name text, last_name text, role text, phone text,
      confirmed boolean not null default false,
      user_group text check (user_group in ('ADMIN', 'STANDARD')),
      must_set_password boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table company_users (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      user_id int not null references users (id) on delete cascade,
      role_id int not null check (role_id in (1, 2)),
      is_owner boolean not null default false,
      is_active boolean,
      expiration_code_date timestamptz,
      created_at timestamptz not null default now(),
      unique (company_id, user_id)
    )`.execute(db);
  await sql`create index company_users_user_idx on company_users (user_id)`.execute(db);
  await enableTenantIsolation(db, 'company_users');
  // Before a company is known (sign-in, session lookup, invitations) a user may read their own memberships.
  await sql`create policy own_membership on company_users for select
    using (user_id = nullif(current_setting('app.user_id', true), '')::int)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table company_users, users, companies`.execute(db);
}
