import { sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { giftRows, type SkyConstituentRecord, type SkyGiftRecord, type SkyLevelRecord, type SkyListRecord } from './sky-records.ts';

// Each page of SKY records is written in a few set-based statements (unnest of parallel arrays), keyed by
// the record's SKY id so that an incremental sync replaces what changed.

export interface SyncTarget {
  companyId: number;
  /** environments.id */
  environmentId: number;
}

const LEVEL_TABLES = { campaigns: 'fundraising_campaigns', appeals: 'fundraising_appeals', funds: 'fundraising_funds' } as const;

export async function writeLevels(trx: Trx, target: SyncTarget, level: keyof typeof LEVEL_TABLES, records: SkyLevelRecord[]): Promise<number> {
  if (!records.length) return 0;
  await sql`
    insert into ${sql.table(LEVEL_TABLES[level])} (company_id, environment_id, external_id, name, date_added)
    select ${target.companyId}::int, ${target.environmentId}::int, t.external_id, t.name, t.date_added
    from unnest(${records.map((r) => r.id)}::text[], ${records.map((r) => r.description || r.lookup_id || r.id)}::text[],
      ${records.map((r) => r.date_added?.slice(0, 10) ?? null)}::date[]) as t(external_id, name, date_added)
    on conflict (environment_id, external_id) do update set name = excluded.name, date_added = excluded.date_added`.execute(trx);
  return records.length;
}

export async function writeConstituents(trx: Trx, target: SyncTarget, records: SkyConstituentRecord[]): Promise<number> {
  if (!records.length) return 0;
  const isOrganization = (r: SkyConstituentRecord) => r.type === 'Organization';
  const column = <T>(pick: (r: SkyConstituentRecord) => T) => records.map(pick);
  await sql`
    insert into constituents (company_id, environment_id, external_id, lookup_id, first_name, last_name, preferred_name, spouse, address1, city, state, zip, email)
    select ${target.companyId}::int, ${target.environmentId}::int, t.*
    from unnest(${column((r) => r.id)}::text[], ${column((r) => r.lookup_id ?? null)}::text[],
      ${column((r) => (isOrganization(r) ? null : (r.first ?? null)))}::text[], ${column((r) => (isOrganization(r) ? (r.name ?? null) : (r.last ?? null)))}::text[],
      ${column((r) => r.preferred_name ?? null)}::text[], ${column((r) => (r.spouse ? [r.spouse.first, r.spouse.last].filter(Boolean).join(' ') || null : null))}::text[],
      ${column((r) => r.address?.address_lines?.split(/\r?\n/)[0] ?? null)}::text[], ${column((r) => r.address?.city ?? null)}::text[],
      ${column((r) => r.address?.state ?? null)}::text[], ${column((r) => r.address?.postal_code ?? null)}::text[], ${column((r) => r.email?.address ?? null)}::text[])
      as t(external_id, lookup_id, first_name, last_name, preferred_name, spouse, address1, city, state, zip, email)
    on conflict (environment_id, external_id) do update set lookup_id = excluded.lookup_id, first_name = excluded.first_name,
      last_name = excluded.last_name, preferred_name = excluded.preferred_name, spouse = excluded.spouse, address1 = excluded.address1,
      city = excluded.city, state = excluded.state, zip = excluded.zip, email = excluded.email`.execute(trx);
  return records.length;
}

/**
 * Writes a page of gifts (and their soft credits) with their splits. Gifts of donors the sync did not
 * read (inactive or deceased constituents) are left out. When `replace` is set (incremental syncs), rows
 * with the same SKY ids are removed first, found through each donor's gift index.
 */
export async function writeGifts(trx: Trx, target: SyncTarget, page: SkyGiftRecord[], replace: boolean): Promise<number> {
  const { gifts, splits } = giftRows(page);
  if (!gifts.externalId.length) return 0;
  if (replace) {
    await sql`
      delete from gifts g
      using (select c.id as constituent_id, i.external_id
             from unnest(${gifts.externalId}::text[], ${gifts.constituentExternalId}::text[]) as i(external_id, constituent_external_id)
             join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id) x
      where g.constituent_id = x.constituent_id and g.external_id = x.external_id`.execute(trx);
  }
  const inserted = await sql<{ id: number; externalId: string; constituentId: number; giftDate: string; amountCents: number; isSoftCredit: boolean }>`
    insert into gifts (company_id, environment_id, constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    select ${target.companyId}::int, ${target.environmentId}::int, c.id, i.external_id, i.gift_date, i.amount_cents, i.gift_type, i.is_soft_credit
    from unnest(${gifts.externalId}::text[], ${gifts.constituentExternalId}::text[], ${gifts.giftDate}::date[], ${gifts.amountCents}::bigint[],
      ${gifts.giftType}::text[], ${gifts.isSoftCredit}::boolean[]) as i(external_id, constituent_external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id
    returning id, external_id, constituent_id, to_char(gift_date, 'YYYY-MM-DD') as gift_date, amount_cents, is_soft_credit`.execute(trx);
  const byExternalId = new Map(inserted.rows.map((g) => [g.externalId, g]));
  const kept = splits.giftExternalId.map((id, i) => [byExternalId.get(id), i] as const).filter((pair): pair is readonly [NonNullable<(typeof pair)[0]>, number] => pair[0] !== undefined);
  if (kept.length) {
    const pick = <T>(values: T[]) => kept.map(([, i]) => values[i]!);
    await sql`
      insert into gift_splits (company_id, environment_id, gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_id, appeal_id, fund_id, gift_amount_cents, is_first_split)
      select ${target.companyId}::int, ${target.environmentId}::int, s.gift_id, s.constituent_id, s.gift_date, s.is_soft_credit, s.amount_cents,
        fc.id, fa.id, ff.id, s.gift_amount_cents, s.is_first_split
      from unnest(${kept.map(([g]) => g.id)}::bigint[], ${kept.map(([g]) => g.constituentId)}::bigint[], ${kept.map(([g]) => g.giftDate)}::date[],
        ${kept.map(([g]) => g.isSoftCredit)}::boolean[], ${pick(splits.amountCents)}::bigint[], ${pick(splits.campaignExternalId)}::text[],
        ${pick(splits.appealExternalId)}::text[], ${pick(splits.fundExternalId)}::text[], ${kept.map(([g]) => g.amountCents)}::bigint[], ${pick(splits.isFirstSplit)}::boolean[])
        as s(gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_external_id, appeal_external_id, fund_external_id, gift_amount_cents, is_first_split)
      left join fundraising_campaigns fc on fc.environment_id = ${target.environmentId} and fc.external_id = s.campaign_external_id
      left join fundraising_appeals fa on fa.environment_id = ${target.environmentId} and fa.external_id = s.appeal_external_id
      left join fundraising_funds ff on ff.environment_id = ${target.environmentId} and ff.external_id = s.fund_external_id`.execute(trx);
  }
  return page.length;
}

/** Constituent lists become the environment's audiences; their members are read when a list is processed. */
export async function writeLists(trx: Trx, target: SyncTarget, lists: SkyListRecord[]): Promise<number> {
  if (!lists.length) return 0;
  await sql`
    insert into audiences (company_id, environment_id, external_id, name, total)
    select ${target.companyId}::int, ${target.environmentId}::int, t.external_id, t.name, t.total
    from unnest(${lists.map((l) => l.id)}::text[], ${lists.map((l) => l.name)}::text[], ${lists.map((l) => l.record_count ?? 0)}::int[]) as t(external_id, name, total)
    on conflict (environment_id, external_id) do update set name = excluded.name, total = excluded.total`.execute(trx);
  return lists.length;
}
