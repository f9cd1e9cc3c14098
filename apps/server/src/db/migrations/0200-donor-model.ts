import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// The one donor model every source feeds (practice generator, Excel, Raiser's Edge NXT, Virtuous),
// and the appeal tables the wizard works on. Money is integer cents (bigint).
const TENANT_TABLES = [
  'environments',
  'constituents',
  'constituent_imported_giving',
  'fundraising_campaigns',
  'fundraising_appeals',
  'fundraising_funds',
  'gifts',
  'gift_splits',
  'audiences',
  'audience_members',
  'appeals',
  'appeal_statuses',
  'appeal_constituents',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table data_import_sources (
      id int primary key,
      name text not null,
      code text not null unique
    )`.execute(db);
  await sql`insert into data_import_sources (id, name, code) values
    (1, 'Raiser''s Edge NXT', 'DIS_BB'), (2, 'Excel', 'DIS_EX'), (3, 'Virtuous', 'DIS_VIR')`.execute(db);

  await sql`
    create table environments (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      data_import_source_id int not null references data_import_sources (id),
      organization_id text not null,
      organization_name text not null,
      environment_id text not null,
      environment_name text,
      constituent_total int not null default 0,
      gift_total int not null default 0,
      total_audience_lists int not null default 0,
      status text not null default 'CREATE_JOBS',
      is_locked boolean not null default false,
      last_status_update timestamptz not null default now(),
      total_sync_time int,
      error_message text,
      ingestion_type text check (ingestion_type in ('SYNC', 'RESYNC')),
      ingestion_status text,
      ingestion_error text,
      ingestion_completion_date timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (company_id, data_import_source_id, environment_id)
    )`.execute(db);

  await sql`
    create table constituents (
      id bigint generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      external_id text not null,
      lookup_id text,
      first_name text, last_name text, preferred_name text, spouse text,
      address1 text, city text, state text, zip text, email text,
      wealth_rating_cents bigint,
      custom_field_values jsonb,
      unique (environment_id, external_id)
    )`.execute(db);
  await sql`create index constituents_company_env_idx on constituents (company_id, environment_id)`.execute(db);

  // Sources that deliver giving already summed per donor (the Excel template) keep it here;
  // for gift-level sources the mapping job computes the same fields from gifts.
  await sql`
    create table constituent_imported_giving (
      constituent_id bigint primary key references constituents (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      last_gift bigint, total_gift_last_year bigint,
      appeal_gift_last_year bigint, appeal_gift_two_years_ago bigint, appeal_gift_three_years_ago bigint,
      campaign_gift bigint, special_event_gift bigint, greatest_gift bigint,
      lifetime_gifts int, lifetime_giving bigint
    )`.execute(db);

  for (const level of ['campaigns', 'appeals', 'funds']) {
    await sql`
      create table ${sql.table(`fundraising_${level}`)} (
        id int generated always as identity primary key,
        company_id int not null references companies (id) on delete cascade,
        environment_id int not null references environments (id) on delete cascade,
        external_id text not null,
        name text not null,
        date_added date,
        unique (environment_id, external_id)
      )`.execute(db);
  }

  // A gift (or a soft credit: its own row, credited to another donor) and its splits across
  // campaign / appeal / fund. Splits repeat donor, date and soft-credit flag so that mapping scans one table.
  await sql`
    create table gifts (
      id bigint generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      constituent_id bigint not null references constituents (id) on delete cascade,
      external_id text,
      gift_date date not null,
      amount_cents bigint not null,
      gift_type text,
      is_soft_credit boolean not null default false
    )`.execute(db);
  await sql`create index gifts_constituent_idx on gifts (constituent_id, gift_date)`.execute(db);
  await sql`
    create table gift_splits (
      id bigint generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      gift_id bigint not null references gifts (id) on delete cascade,
      constituent_id bigint not null,
      gift_date date not null,
      is_soft_credit boolean not null default false,
      amount_cents bigint not null,
      campaign_id int references fundraising_campaigns (id),
      appeal_id int references fundraising_appeals (id),
      fund_id int references fundraising_funds (id)
    )`.execute(db);
  await sql`create index gift_splits_env_idx on gift_splits (environment_id, gift_date)`.execute(db);

  await sql`
    create table audiences (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      environment_id int not null references environments (id) on delete cascade,
      external_id text not null,
      name text not null,
      total int not null default 0,
      status text,
      is_active boolean not null default true,
      last_linked_to_constituents_on timestamptz,
      execution_status text,
      execution_completed_at timestamptz,
      processed_constituents_count int,
      total_constituents_count int,
      request_type text,
      retry_attempts int not null default 0,
      error_message text,
      created_at timestamptz not null default now(),
      unique (environment_id, external_id)
    )`.execute(db);
  await sql`
    create table audience_members (
      company_id int not null references companies (id) on delete cascade,
      audience_id int not null references audiences (id) on delete cascade,
      constituent_id bigint not null references constituents (id) on delete cascade,
      primary key (audience_id, constituent_id)
    )`.execute(db);

  await sql`
    create table appeals (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      user_id int references users (id) on delete set null,
      environment_id int references environments (id) on delete set null,
      audience_id int references audiences (id) on delete set null,
      data_import_source_id int not null references data_import_sources (id),
      name text not null,
      step text not null check (step in ('select_environment', 'select_audience', 'mapping_appeal', 'number_of_asks',
        'choose_strategy', 'review_ask_strategy', 'summary', 'save_export', 'completed')),
      mapping_settings jsonb,
      number_ask_settings jsonb,
      strategy_settings text,
      column_order_settings text,
      extra_fields_settings text,
      custom_fields_settings text,
      ready_to_export_download_url text,
      handle_manually_download_url text,
      export_expiration_date timestamptz,
      include_soft_credits boolean not null default false,
      is_locked boolean not null default false,
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index appeals_company_created_idx on appeals (company_id, created_at desc)`.execute(db);
  await sql`
    create table appeal_statuses (
      appeal_id int primary key references appeals (id) on delete cascade,
      company_id int not null references companies (id) on delete cascade,
      is_locked boolean not null default false,
      map_appeal_status text,
      algorithm_status text,
      export_excel_status text,
      map_appeal_error text,
      algorithm_error text,
      export_excel_error text,
      updated_at timestamptz not null default now()
    )`.execute(db);

  // Each donor's giving as mapped for one appeal: the ask engine's inputs (see docs/ask-rules.md).
  await sql`
    create table appeal_constituents (
      id bigint generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      appeal_id int not null references appeals (id) on delete cascade,
      constituent_id bigint references constituents (id) on delete set null,
      external_id text,
      lookup_id text,
      first_name text, last_name text, preferred_name text, spouse text,
      address1 text, city text, state text, email text,
      zip_code text,
      last_gift bigint not null default 0,
      total_gift_last_year bigint not null default 0,
      appeal_gift_last_year bigint not null default 0,
      appeal_gift_two_years_ago bigint not null default 0,
      appeal_gift_three_years_ago bigint not null default 0,
      campaign_gift bigint not null default 0,
      special_event_gift bigint not null default 0,
      greatest_gift bigint not null default 0,
      min_suggested_ask_wr bigint not null default 0,
      lifetime_giving bigint not null default 0,
      lifetime_gifts int not null default 0,
      custom_field_values jsonb,
      contact_name text, informal_name text, addressee text
    )`.execute(db);
  await sql`create index appeal_constituents_appeal_idx on appeal_constituents (appeal_id, id)`.execute(db);

  for (const table of TENANT_TABLES) await enableTenantIsolation(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table ${sql.raw([...TENANT_TABLES].reverse().join(', '))}, data_import_sources`.execute(db);
}
