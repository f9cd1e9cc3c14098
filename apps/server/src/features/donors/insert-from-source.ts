import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';
import type { Trx } from '../../db/database.ts';
import type { DonorTarget } from './donor-records.ts';

// Set-based writers for sources that produce their rows in the database: the practice environment's
// generator (a query over generate_series) and the Excel upload (COPY into a staging table). The source
// gives the rows; the INSERT, and so what a donor row is, stays here.

const DONOR_COLUMNS = [
  'external_id',
  'lookup_id',
  'first_name',
  'last_name',
  'preferred_name',
  'spouse',
  'address1',
  'city',
  'state',
  'zip',
  'email',
  'wealth_rating_cents',
  'custom_field_values',
] as const;
const donorColumns = sql.raw(DONOR_COLUMNS.join(', '));

/** Donors from a query that selects, in order: external_id, lookup_id, first_name, last_name, preferred_name, spouse, address1, city, state, zip, email, wealth_rating_cents, custom_field_values. */
export async function insertDonorsFrom(trx: Trx, target: DonorTarget, rows: RawBuilder<unknown>): Promise<void> {
  await sql`
    insert into constituents (company_id, environment_id, ${donorColumns})
    select ${target.companyId}::int, ${target.environmentId}::int, r.* from (${rows}) as r(${donorColumns})`.execute(trx);
}

/**
 * Donors from a staging table on a plain client (the Excel load's COPY transaction) whose `id` column already
 * holds ids drawn from the constituents' sequence, so that rows keyed by donor can be written beside them.
 */
export async function insertStagedDonors(client: pg.ClientBase, target: DonorTarget, staging: string): Promise<void> {
  const columns = DONOR_COLUMNS.filter((c) => c !== 'lookup_id').join(', ');
  await client.query(
    `insert into constituents (id, company_id, environment_id, ${columns})
     overriding system value
     select id, $1, $2, ${columns} from ${client.escapeIdentifier(staging)}`,
    [target.companyId, target.environmentId],
  );
}

/**
 * Gifts and their splits from two queries. Gifts select, in order: id (drawn from the gifts' sequence),
 * constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit. Splits select: gift_id,
 * constituent_id, gift_date, is_soft_credit, amount_cents, campaign_id, appeal_id, fund_id, gift_amount_cents,
 * is_first_split (a split repeats its gift's donor, date and amount so that giving sums read one table).
 */
export async function insertGiftsFrom(trx: Trx, target: DonorTarget, rows: { gifts: RawBuilder<unknown>; splits: RawBuilder<unknown> }): Promise<void> {
  await sql`
    insert into gifts (id, company_id, environment_id, constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    overriding system value
    select g.id, ${target.companyId}::int, ${target.environmentId}::int, g.constituent_id, g.external_id, g.gift_date, g.amount_cents, g.gift_type, g.is_soft_credit
    from (${rows.gifts}) as g(id, constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit)`.execute(trx);
  await sql`
    insert into gift_splits (company_id, environment_id, gift_id, constituent_id, gift_date, is_soft_credit, amount_cents,
      campaign_id, appeal_id, fund_id, gift_amount_cents, is_first_split)
    select ${target.companyId}::int, ${target.environmentId}::int, s.*
    from (${rows.splits}) as s(gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_id, appeal_id, fund_id, gift_amount_cents, is_first_split)`.execute(trx);
}
