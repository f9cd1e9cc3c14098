import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Raiser's Edge NXT event subscriptions (webhooks): the event types an administrator can subscribe an
// environment to, each environment's subscriptions (with the hash of the secret its delivery address
// carries), and the ids of events already received, so that a replayed delivery changes nothing twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table blackbaud_webhook_events (
      id int primary key,
      event_type text not null unique,
      name text not null,
      description text not null
    )`.execute(db);
  await sql`
    insert into blackbaud_webhook_events (id, event_type, name, description) values
      (1, 'com.blackbaud.constituent.add.v1', 'Constituent added', 'A new constituent is added to the donor database.'),
      (2, 'com.blackbaud.constituent.change.v1', 'Constituent changed', 'A constituent''s name, address or other details change.'),
      (3, 'com.blackbaud.constituent.delete.v1', 'Constituent deleted', 'A constituent is deleted from the donor database.'),
      (4, 'com.blackbaud.gift.add.v1', 'Gift added', 'A new gift is added.'),
      (5, 'com.blackbaud.gift.change.v1', 'Gift changed', 'A gift''s amount, date or designation changes.'),
      (6, 'com.blackbaud.gift.delete.v1', 'Gift deleted', 'A gift is deleted.')`.execute(db);
  await sql`
    create table blackbaud_webhook_subscriptions (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      webhook_event_id int not null references blackbaud_webhook_events (id),
      sky_subscription_id text,
      provision_status text not null default 'PROVISIONING' check (provision_status in ('PROVISIONING', 'PROVISIONED', 'UNPROVISIONING', 'ERROR')),
      err_message text,
      key_hash text not null,
      created_at timestamptz not null default now(),
      unique (environment_id, webhook_event_id)
    )`.execute(db);
  await sql`
    create table blackbaud_webhook_receipts (
      environment_id int not null references environments (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      event_id text not null,
      event_type text not null,
      received_at timestamptz not null default now(),
      primary key (environment_id, event_id)
    )`.execute(db);
  // A gift event names only the gift: find its rows without knowing the donor.
  await sql`create index gifts_env_external_idx on gifts (environment_id, external_id) where external_id is not null`.execute(db);
  for (const table of ['blackbaud_webhook_subscriptions', 'blackbaud_webhook_receipts']) await enableTenantIsolation(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index gifts_env_external_idx`.execute(db);
  await sql`drop table blackbaud_webhook_receipts, blackbaud_webhook_subscriptions, blackbaud_webhook_events`.execute(db);
}
