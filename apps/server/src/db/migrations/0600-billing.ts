import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// Billing (features/billing). Two catalogues shared by every company (plans, and the sandbox's coupons) and
// the tenant tables: the company's subscription as the product reads it (whichever provider holds it), the
// sandbox provider's own records (card tokens, payment sources, invoices, hosted checkouts), cancel feedback
// and the provider webhook events already applied. Money is integer cents. Card tables never hold a card
// number or a CVV: only brand, last four digits and expiry.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_plans (
      id int generated always as identity primary key,
      name text not null,
      description text not null,
      item_price_id text not null unique,
      annual_fee_cents bigint check (annual_fee_cents >= 0),
      constituents_limit int not null check (constituents_limit >= 0),
      donors_record text not null,
      -- false for custom plans: bought with a custom plan id, never listed in the plan table
      is_listed boolean not null default true,
      sort_order int not null default 0
    )`.execute(db);

  await sql`
    create table billing_coupons (
      id text primary key,
      name text not null,
      discount_type text not null check (discount_type in ('fixed_amount', 'percentage')),
      discount_amount_cents bigint check (discount_amount_cents > 0),
      discount_percentage numeric(5, 2) check (discount_percentage > 0 and discount_percentage <= 100),
      duration_type text not null check (duration_type in ('forever', 'one_time', 'limited_period')),
      period int,
      period_unit text,
      status text not null default 'active',
      check ((discount_type = 'fixed_amount') = (discount_amount_cents is not null))
    )`.execute(db);

  await sql`
    create table company_subscriptions (
      company_id int primary key references companies (id) on delete cascade,
      provider text not null check (provider in ('sandbox', 'chargebee')),
      subscription_id text not null,
      customer_id text not null,
      plan_id int references billing_plans (id),
      item_price_id text not null,
      status text not null,
      annual_fee_cents bigint not null,
      constituents_limit int not null,
      coupon_ids text[] not null default '{}',
      current_term_start timestamptz,
      current_term_end timestamptz,
      next_billing_at timestamptz,
      cancelled_at timestamptz,
      started_at timestamptz,
      -- the provider's version of the record: an older webhook never overwrites a newer state
      provider_version bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantIsolation(db, 'company_subscriptions');

  await sql`
    create table billing_card_tokens (
      id text primary key,
      company_id int not null references companies (id) on delete cascade,
      brand text not null,
      last4 char(4) not null,
      expiry_month int not null check (expiry_month between 1 and 12),
      expiry_year int not null,
      first_name text,
      last_name text,
      billing_addr1 text,
      billing_addr2 text,
      billing_city text,
      billing_state_code text,
      billing_zip text,
      -- how the test gateway treats the card: charged, declined (insufficient funds) or not storable
      outcome text not null check (outcome in ('success', 'insufficient_funds', 'storage_fails')),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`.execute(db);
  await enableTenantIsolation(db, 'billing_card_tokens');

  await sql`
    create table billing_payment_sources (
      id text primary key,
      company_id int not null references companies (id) on delete cascade,
      type text not null check (type in ('card', 'bank_account')),
      reference_id text,
      brand text,
      last4 char(4) not null,
      expiry_month int,
      expiry_year int,
      first_name text,
      last_name text,
      billing_addr1 text,
      billing_addr2 text,
      billing_city text,
      billing_state_code text,
      billing_zip text,
      billing_country text,
      outcome text not null default 'success',
      is_primary boolean not null default false,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index billing_payment_sources_one_primary on billing_payment_sources (company_id) where is_primary`.execute(db);
  await enableTenantIsolation(db, 'billing_payment_sources');

  await sql`
    create table billing_invoices (
      id text primary key,
      company_id int not null references companies (id) on delete cascade,
      subscription_id text not null,
      date timestamptz not null default now(),
      description text not null,
      period_start timestamptz,
      period_end timestamptz,
      sub_total_cents bigint not null,
      discount_cents bigint not null default 0,
      credits_applied_cents bigint not null default 0,
      tax_cents bigint not null default 0,
      total_cents bigint not null,
      amount_paid_cents bigint not null,
      status text not null,
      payment_source_id text,
      payment_method text not null,
      masked_number text,
      coupon_ids text[] not null default '{}',
      pdf_key text
    )`.execute(db);
  await sql`create index billing_invoices_company_date on billing_invoices (company_id, date desc)`.execute(db);
  await enableTenantIsolation(db, 'billing_invoices');

  await sql`
    create table billing_hosted_pages (
      id text primary key,
      company_id int not null references companies (id) on delete cascade,
      item_price_id text not null,
      coupon_ids text[] not null default '{}',
      state text not null default 'created',
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`.execute(db);
  await enableTenantIsolation(db, 'billing_hosted_pages');

  await sql`
    create table billing_cancel_feedback (
      id int generated always as identity primary key,
      company_id int not null references companies (id) on delete cascade,
      user_id int references users (id) on delete set null,
      feedback text[] not null,
      other_text varchar(500),
      created_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantIsolation(db, 'billing_cancel_feedback');

  await sql`
    create table billing_webhook_events (
      id text primary key,
      company_id int not null references companies (id) on delete cascade,
      event_type text not null,
      occurred_at timestamptz not null,
      received_at timestamptz not null default now()
    )`.execute(db);
  await enableTenantIsolation(db, 'billing_webhook_events');

  await seedCatalogue(db);
}

/** The sandbox catalogue; docs/decisions/008-plans-and-prices.md says why these tiers and prices. */
async function seedCatalogue(db: Kysely<unknown>): Promise<void> {
  await sql`insert into billing_plans (name, description, item_price_id, annual_fee_cents, constituents_limit, donors_record, is_listed, sort_order) values
    ('Starter', 'For a small shop: one appeal file, a school or a parish.', 'askwise-starter-USD-Yearly', 150000, 10000, 'Up to 10,000', true, 1),
    ('Growth', 'For a growing development office with a few appeals a year.', 'askwise-growth-USD-Yearly', 300000, 25000, 'Up to 25,000', true, 2),
    ('Professional', 'For a college, a hospital foundation or an arts centre.', 'askwise-professional-USD-Yearly', 540000, 50000, 'Up to 50,000', true, 3),
    ('Advanced', 'For a university or a regional charity mailing often.', 'askwise-advanced-USD-Yearly', 900000, 100000, 'Up to 100,000', true, 4),
    ('Enterprise', 'For a large institution with a big donor database.', 'askwise-enterprise-USD-Yearly', 1650000, 250000, 'Up to 250,000', true, 5),
    ('Custom', 'More than 250,000 constituents, or several databases: we size a plan with you.', 'askwise-custom', null, 0, 'More than 250,000', true, 99),
    ('Diocese Network (custom)', 'A custom plan for a diocese and its parishes.', 'custom-diocese-network', 2400000, 400000, '400,000', false, 100)`.execute(
    db,
  );
  await sql`insert into billing_coupons (id, name, discount_type, discount_amount_cents, discount_percentage, duration_type, period, period_unit) values
    ('WELCOME10', '10% off every year', 'percentage', null, 10, 'forever', null, null),
    ('FIRSTYEAR500', '$500 off the first year', 'fixed_amount', 50000, null, 'one_time', null, null),
    ('NONPROFIT25', '25% off the first year', 'percentage', null, 25, 'one_time', null, null),
    ('BIGGIFT', '$100,000 off (more than any plan costs)', 'fixed_amount', 10000000, null, 'one_time', null, null)`.execute(db);
  await sql`insert into billing_coupons (id, name, discount_type, discount_amount_cents, discount_percentage, duration_type, period, period_unit, status) values
    ('SPRING2024', 'An expired spring offer', 'percentage', null, 15, 'one_time', null, null, 'expired')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'billing_webhook_events',
    'billing_cancel_feedback',
    'billing_hosted_pages',
    'billing_invoices',
    'billing_payment_sources',
    'billing_card_tokens',
    'company_subscriptions',
    'billing_coupons',
    'billing_plans',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
