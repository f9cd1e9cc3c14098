import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { DonorTarget, GiftPage } from './donor-records.ts';

interface InsertedGift {
  id: number;
  externalId: string;
  constituentId: number;
  giftDate: string;
  amountCents: number;
  isSoftCredit: boolean;
}

/**
 * Writes a page of gifts with their splits. Gifts of donors the environment does not hold (inactive or
 * deceased constituents a sync skipped) are left out. With `replace` (an incremental sync, or a source whose
 * pages may repeat a gift) rows with the same ids go first, found through each donor's gift index.
 */
export async function writeGifts(trx: Trx, target: DonorTarget, page: GiftPage, options: { replace: boolean }): Promise<number> {
  const { gifts, splits } = page;
  if (!gifts.externalId.length) return 0;
  if (options.replace) await removeGifts(trx, target, gifts.externalId, gifts.donorExternalId);
  const inserted = await sql<InsertedGift>`
    insert into gifts (company_id, environment_id, constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    select ${target.companyId}::int, ${target.environmentId}::int, c.id, i.external_id, i.gift_date, i.amount_cents, i.gift_type, i.is_soft_credit
    from unnest(${gifts.externalId}::text[], ${gifts.donorExternalId}::text[], ${gifts.giftDate}::date[], ${gifts.amountCents}::bigint[],
      ${gifts.giftType}::text[], ${gifts.isSoftCredit}::boolean[]) as i(external_id, constituent_external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id
    returning id, external_id, constituent_id, to_char(gift_date, 'YYYY-MM-DD') as gift_date, amount_cents, is_soft_credit`.execute(trx);
  const byExternalId = new Map(inserted.rows.map((g) => [g.externalId, g]));
  const kept = splits.giftExternalId.flatMap((id, i) => {
    const gift = byExternalId.get(id);
    return gift ? [{ gift, i }] : [];
  });
  if (kept.length) await insertSplits(trx, target, page, kept);
  return inserted.rows.length;
}

async function removeGifts(trx: Trx, target: DonorTarget, externalIds: string[], donorExternalIds: string[]): Promise<void> {
  await sql`
    delete from gifts g
    using (select c.id as constituent_id, i.external_id
           from unnest(${externalIds}::text[], ${donorExternalIds}::text[]) as i(external_id, constituent_external_id)
           join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id) x
    where g.constituent_id = x.constituent_id and g.external_id = x.external_id`.execute(trx);
}

/** Splits carry their gift's donor, date and amount so that giving sums read one table. */
async function insertSplits(trx: Trx, target: DonorTarget, page: GiftPage, kept: Array<{ gift: InsertedGift; i: number }>): Promise<void> {
  const { splits } = page;
  const ofGift = <T>(pick: (g: InsertedGift) => T) => kept.map(({ gift }) => pick(gift));
  const ofSplit = <T>(values: T[]) => kept.map(({ i }) => values[i]!);
  await sql`
    insert into gift_splits (company_id, environment_id, gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_id, appeal_id, fund_id, gift_amount_cents, is_first_split)
    select ${target.companyId}::int, ${target.environmentId}::int, s.gift_id, s.constituent_id, s.gift_date, s.is_soft_credit, s.amount_cents,
      fc.id, fa.id, ff.id, s.gift_amount_cents, s.is_first_split
    from unnest(${ofGift((g) => g.id)}::bigint[], ${ofGift((g) => g.constituentId)}::bigint[], ${ofGift((g) => g.giftDate)}::date[],
      ${ofGift((g) => g.isSoftCredit)}::boolean[], ${ofSplit(splits.amountCents)}::bigint[], ${ofSplit(splits.campaignExternalId)}::text[],
      ${ofSplit(splits.appealExternalId)}::text[], ${ofSplit(splits.fundExternalId)}::text[], ${ofGift((g) => g.amountCents)}::bigint[], ${ofSplit(splits.isFirstSplit)}::boolean[])
      as s(gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_external_id, appeal_external_id, fund_external_id, gift_amount_cents, is_first_split)
    left join fundraising_campaigns fc on fc.environment_id = ${target.environmentId} and fc.external_id = s.campaign_external_id
    left join fundraising_appeals fa on fa.environment_id = ${target.environmentId} and fa.external_id = s.appeal_external_id
    left join fundraising_funds ff on ff.environment_id = ${target.environmentId} and ff.external_id = s.fund_external_id`.execute(trx);
}

/**
 * The gifts of an audience's members go, before the source hands over all their gifts again (a Virtuous
 * tag's gift query returns every gift of its contacts): a gift deleted at the source is gone after the sync.
 */
export async function removeAudienceMembersGifts(trx: Trx, target: DonorTarget & { audienceId: number }): Promise<void> {
  await sql`
    delete from gifts g
    where g.environment_id = ${target.environmentId}
      and g.constituent_id in (select m.constituent_id from audience_members m where m.audience_id = ${target.audienceId})`.execute(trx);
}
