import { sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';

// Virtuous records as the donor model's rows, each page in a few set-based statements (unnest of parallel
// arrays). Amounts arrive as JSON numbers of dollars and become integer cents by rounding.

export interface Target {
  companyId: number;
  environmentId: number;
  audienceId: number;
}

export interface ContactRecord {
  id: number;
  contactType?: string;
  name?: string | null;
  informalName?: string | null;
  /** Not in the FullContact shape of the Postman collection, but returned by Virtuous (its Fivetran connector reads them). */
  formalContactName?: string | null;
  preferredAddresseeName?: string | null;
  address?: { address1?: string | null; city?: string | null; state?: string | null; postal?: string | null } | null;
  contactIndividuals?: Array<{ firstName?: string | null; lastName?: string | null; isPrimary?: boolean; contactMethods?: Array<{ type?: string | null; value?: string | null; isPrimary?: boolean }> }>;
}

export interface GiftRecord {
  id: number;
  contactId: number;
  giftDate?: string | null;
  amount?: number | string | null;
  giftType?: string | null;
  segmentId?: number | null;
  contactPassthroughId?: number | null;
  giftDesignations?: Array<{ projectId?: number | null; amountDesignated?: number | string | null }>;
}

/** A segment's communication and campaign: how a gift reaches them. */
export interface SegmentLink {
  communicationId: number | null;
  campaignId: number | null;
}

export const cents = (amount: number | string | null | undefined): number => Math.round(Number(amount ?? 0) * 100);

function primaryIndividual(contact: ContactRecord) {
  const people = contact.contactIndividuals ?? [];
  return people.find((p) => p.isPrimary) ?? people[0];
}

function emailOf(contact: ContactRecord): string | null {
  const methods = primaryIndividual(contact)?.contactMethods ?? [];
  const emails = methods.filter((m) => /email/i.test(m.type ?? ''));
  return (emails.find((m) => m.isPrimary) ?? emails[0])?.value ?? null;
}

/**
 * The addressee: the name the organisation chose for addressing the contact's mail, else its formal name, else its
 * name, which Virtuous keeps as the household's or organisation's mailing name ('John and Pat Smith').
 */
function addresseeOf(contact: ContactRecord): string | null {
  return contact.preferredAddresseeName || contact.formalContactName || contact.name || null;
}

/** Contacts become constituents (upserted by Virtuous id) and members of the tag's audience. */
export async function writeContacts(trx: Trx, target: Target, contacts: ContactRecord[]): Promise<void> {
  if (!contacts.length) return;
  const column = <T>(pick: (c: ContactRecord) => T) => contacts.map(pick);
  await sql`
    insert into constituents (company_id, environment_id, external_id, lookup_id, first_name, last_name, contact_name, informal_name, addressee, address1, city, state, zip, email)
    select ${target.companyId}::int, ${target.environmentId}::int, t.external_id, t.external_id, t.first_name, t.last_name, t.contact_name, t.informal_name, t.addressee, t.address1, t.city, t.state, t.zip, t.email
    from unnest(${column((c) => String(c.id))}::text[], ${column((c) => primaryIndividual(c)?.firstName ?? null)}::text[],
      ${column((c) => primaryIndividual(c)?.lastName ?? (c.contactType === 'Organization' ? (c.name ?? null) : null))}::text[],
      ${column((c) => c.name ?? null)}::text[], ${column((c) => c.informalName ?? null)}::text[], ${column(addresseeOf)}::text[], ${column((c) => c.address?.address1 ?? null)}::text[],
      ${column((c) => c.address?.city ?? null)}::text[], ${column((c) => c.address?.state ?? null)}::text[], ${column((c) => c.address?.postal ?? null)}::text[],
      ${column(emailOf)}::text[]) as t(external_id, first_name, last_name, contact_name, informal_name, addressee, address1, city, state, zip, email)
    on conflict (environment_id, external_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
      contact_name = excluded.contact_name, informal_name = excluded.informal_name, addressee = excluded.addressee, address1 = excluded.address1, city = excluded.city,
      state = excluded.state, zip = excluded.zip, email = excluded.email`.execute(trx);
  await sql`
    insert into audience_members (company_id, audience_id, constituent_id)
    select ${target.companyId}::int, ${target.audienceId}::int, c.id
    from unnest(${column((c) => String(c.id))}::text[]) as m(external_id)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = m.external_id
    on conflict do nothing`.execute(trx);
}

interface SplitRow {
  giftExternalId: string;
  cents: number;
  campaign: string | null;
  communication: string | null;
  project: string | null;
  isFirst: boolean;
}

function splitsOf(gifts: GiftRecord[], segments: ReadonlyMap<number, SegmentLink>): SplitRow[] {
  const rows: SplitRow[] = [];
  for (const gift of gifts) {
    const link = gift.segmentId ? segments.get(gift.segmentId) : undefined;
    const campaign = link?.campaignId ? String(link.campaignId) : null;
    const communication = link?.communicationId ? String(link.communicationId) : null;
    const designations = gift.giftDesignations?.length ? gift.giftDesignations : [{ projectId: null, amountDesignated: gift.amount }];
    designations.forEach((d, i) =>
      rows.push({ giftExternalId: String(gift.id), cents: cents(d.amountDesignated), campaign, communication, project: d.projectId ? String(d.projectId) : null, isFirst: i === 0 }),
    );
  }
  return rows;
}

/**
 * Writes a page of gifts with one split per designation (segment -> communication -> campaign; designation ->
 * project). A gift given through a passthrough contact is kept as a soft credit: it counts only when the
 * appeal includes passthrough gifts. Copies of the same gifts (an earlier sync of this or another tag) go first.
 */
export async function writeGifts(trx: Trx, target: Target, page: GiftRecord[], segments: ReadonlyMap<number, SegmentLink>): Promise<void> {
  const gifts = page.filter((g) => g.giftDate);
  if (!gifts.length) return;
  const ids = gifts.map((g) => String(g.id));
  const contacts = gifts.map((g) => String(g.contactId));
  await sql`
    delete from gifts g
    using (select c.id as constituent_id, i.external_id
           from unnest(${ids}::text[], ${contacts}::text[]) as i(external_id, constituent_external_id)
           join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id) x
    where g.constituent_id = x.constituent_id and g.external_id = x.external_id`.execute(trx);
  const inserted = await sql<{ id: number; externalId: string; constituentId: number; giftDate: string; amountCents: number; isSoftCredit: boolean }>`
    insert into gifts (company_id, environment_id, constituent_id, external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    select ${target.companyId}::int, ${target.environmentId}::int, c.id, i.external_id, i.gift_date, i.amount_cents, i.gift_type, i.is_soft_credit
    from unnest(${ids}::text[], ${contacts}::text[], ${gifts.map((g) => g.giftDate!.slice(0, 10))}::date[], ${gifts.map((g) => cents(g.amount))}::bigint[],
      ${gifts.map((g) => g.giftType ?? null)}::text[], ${gifts.map((g) => g.contactPassthroughId != null)}::boolean[])
      as i(external_id, constituent_external_id, gift_date, amount_cents, gift_type, is_soft_credit)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = i.constituent_external_id
    returning id, external_id, constituent_id, to_char(gift_date, 'YYYY-MM-DD') as gift_date, amount_cents, is_soft_credit`.execute(trx);
  const byId = new Map(inserted.rows.map((g) => [g.externalId, g]));
  const splits = splitsOf(gifts, segments).filter((s) => byId.has(s.giftExternalId));
  if (!splits.length) return;
  const gift = (s: SplitRow) => byId.get(s.giftExternalId)!;
  await sql`
    insert into gift_splits (company_id, environment_id, gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_id, appeal_id, fund_id, gift_amount_cents, is_first_split)
    select ${target.companyId}::int, ${target.environmentId}::int, s.gift_id, s.constituent_id, s.gift_date, s.is_soft_credit, s.amount_cents, fc.id, fa.id, ff.id, s.gift_amount_cents, s.is_first_split
    from unnest(${splits.map((s) => gift(s).id)}::bigint[], ${splits.map((s) => gift(s).constituentId)}::bigint[], ${splits.map((s) => gift(s).giftDate)}::date[],
      ${splits.map((s) => gift(s).isSoftCredit)}::boolean[], ${splits.map((s) => s.cents)}::bigint[], ${splits.map((s) => s.campaign)}::text[],
      ${splits.map((s) => s.communication)}::text[], ${splits.map((s) => s.project)}::text[], ${splits.map((s) => gift(s).amountCents)}::bigint[], ${splits.map((s) => s.isFirst)}::boolean[])
      as s(gift_id, constituent_id, gift_date, is_soft_credit, amount_cents, campaign_external_id, communication_external_id, project_external_id, gift_amount_cents, is_first_split)
    left join fundraising_campaigns fc on fc.environment_id = ${target.environmentId} and fc.external_id = s.campaign_external_id
    left join fundraising_appeals fa on fa.environment_id = ${target.environmentId} and fa.external_id = s.communication_external_id
    left join fundraising_funds ff on ff.environment_id = ${target.environmentId} and ff.external_id = s.project_external_id`.execute(trx);
}

export interface Levels {
  campaigns: Array<{ campaignId: number; name: string }>;
  communications: Array<{ communicationId: number; name: string; campaignId: number }>;
  projects: Array<{ id: number; name: string; projectCode?: string | null }>;
}

/** Campaigns, communications (with their campaign) and projects, upserted by Virtuous id. */
export async function writeLevels(trx: Trx, target: Pick<Target, 'companyId' | 'environmentId'>, levels: Levels): Promise<void> {
  const { companyId, environmentId } = target;
  if (levels.campaigns.length) {
    await sql`
      insert into fundraising_campaigns (company_id, environment_id, external_id, name)
      select ${companyId}::int, ${environmentId}::int, t.external_id, t.name
      from unnest(${levels.campaigns.map((c) => String(c.campaignId))}::text[], ${levels.campaigns.map((c) => c.name)}::text[]) as t(external_id, name)
      on conflict (environment_id, external_id) do update set name = excluded.name`.execute(trx);
  }
  if (levels.communications.length) {
    await sql`
      insert into fundraising_appeals (company_id, environment_id, external_id, name, parent_external_id)
      select ${companyId}::int, ${environmentId}::int, t.external_id, t.name, t.parent
      from unnest(${levels.communications.map((c) => String(c.communicationId))}::text[], ${levels.communications.map((c) => c.name)}::text[],
        ${levels.communications.map((c) => String(c.campaignId))}::text[]) as t(external_id, name, parent)
      on conflict (environment_id, external_id) do update set name = excluded.name, parent_external_id = excluded.parent_external_id`.execute(trx);
  }
  if (levels.projects.length) {
    await sql`
      insert into fundraising_funds (company_id, environment_id, external_id, name, code)
      select ${companyId}::int, ${environmentId}::int, t.external_id, t.name, t.code
      from unnest(${levels.projects.map((p) => String(p.id))}::text[], ${levels.projects.map((p) => p.name)}::text[], ${levels.projects.map((p) => p.projectCode ?? null)}::text[]) as t(external_id, name, code)
      on conflict (environment_id, external_id) do update set name = excluded.name, code = excluded.code`.execute(trx);
  }
}
