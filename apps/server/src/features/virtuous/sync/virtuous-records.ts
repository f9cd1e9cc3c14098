import { sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { addAudienceMembers, emptyGiftPage, writeDonors, writeGifts as writeGiftPage, writeLevels as writeLevelRecords, type DonorRecord, type GiftPage } from '../../donors/index.ts';

// Virtuous records mapped to the donor model's rows, which features/donors writes. Amounts arrive as JSON
// numbers of dollars and become integer cents by rounding.

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
  /** The Gift Ask the gift was applied to: how an appeal whose asks were sent to Virtuous finds its gifts. */
  giftAskId?: number | null;
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

/** A contact as a donor; its Virtuous id is also the id staff know. */
export function donorOf(contact: ContactRecord): DonorRecord {
  const person = primaryIndividual(contact);
  return {
    externalId: String(contact.id),
    lookupId: String(contact.id),
    firstName: person?.firstName ?? null,
    lastName: person?.lastName ?? (contact.contactType === 'Organization' ? (contact.name ?? null) : null),
    preferredName: null,
    spouse: null,
    contactName: contact.name ?? null,
    informalName: contact.informalName ?? null,
    addressee: addresseeOf(contact),
    address1: contact.address?.address1 ?? null,
    city: contact.address?.city ?? null,
    state: contact.address?.state ?? null,
    zip: contact.address?.postal ?? null,
    email: emailOf(contact),
  };
}

/** Contacts become constituents (upserted by Virtuous id) and members of the tag's audience. */
export async function writeContacts(trx: Trx, target: Target, contacts: ContactRecord[]): Promise<void> {
  await writeDonors(trx, target, contacts.map(donorOf));
  await addAudienceMembers(trx, target, contacts.map((c) => String(c.id)));
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
 * A page of gifts with one split per designation (segment -> communication -> campaign; designation ->
 * project). A gift given through a passthrough contact is kept as a soft credit: it counts only when the
 * appeal includes passthrough gifts.
 */
export function giftPageOf(page: GiftRecord[], segments: ReadonlyMap<number, SegmentLink>): GiftPage {
  const rows = emptyGiftPage();
  const gifts = page.filter((g) => g.giftDate);
  for (const g of gifts) {
    rows.gifts.externalId.push(String(g.id));
    rows.gifts.donorExternalId.push(String(g.contactId));
    rows.gifts.giftDate.push(g.giftDate!.slice(0, 10));
    rows.gifts.amountCents.push(cents(g.amount));
    rows.gifts.giftType.push(g.giftType ?? null);
    rows.gifts.isSoftCredit.push(g.contactPassthroughId != null);
  }
  for (const split of splitsOf(gifts, segments)) {
    rows.splits.giftExternalId.push(split.giftExternalId);
    rows.splits.amountCents.push(split.cents);
    rows.splits.campaignExternalId.push(split.campaign);
    rows.splits.appealExternalId.push(split.communication);
    rows.splits.fundExternalId.push(split.project);
    rows.splits.isFirstSplit.push(split.isFirst);
  }
  return rows;
}

/** Writes a page of gifts; copies of the same gifts (an earlier sync of this or another tag) go first. */
export async function writeGifts(trx: Trx, target: Target, page: GiftRecord[], segments: ReadonlyMap<number, SegmentLink>): Promise<void> {
  await writeGiftPage(trx, target, giftPageOf(page, segments), { replace: true });
  await writeGiftAskTies(trx, target, page);
}

/**
 * The page's gifts' Gift Asks, replaced as a set: a gift no longer applied to an ask loses its tie. A tie
 * whose gift a later sync removes joins no gift, so it is harmless until the gift comes back.
 */
async function writeGiftAskTies(trx: Trx, target: Target, page: GiftRecord[]): Promise<void> {
  if (page.length === 0) return;
  const ids = page.map((g) => String(g.id));
  const tied = page.filter((g) => g.giftAskId != null && g.giftDate);
  await sql`delete from virtuous_gift_ask_gifts where environment_id = ${target.environmentId} and gift_external_id = any(${ids}::text[])`.execute(trx);
  if (tied.length === 0) return;
  await sql`
    insert into virtuous_gift_ask_gifts (environment_id, gift_external_id, company_id, gift_ask_id)
    select ${target.environmentId}, t.gift, ${target.companyId}, t.ask
    from unnest(${tied.map((g) => String(g.id))}::text[], ${tied.map((g) => String(g.giftAskId))}::text[]) as t(gift, ask)
    on conflict (environment_id, gift_external_id) do update set gift_ask_id = excluded.gift_ask_id`.execute(trx);
}

export interface Levels {
  campaigns: Array<{ campaignId: number; name: string }>;
  communications: Array<{ communicationId: number; name: string; campaignId: number }>;
  projects: Array<{ id: number; name: string; projectCode?: string | null }>;
}

/** Campaigns, communications (with their campaign) and projects, upserted by Virtuous id. */
export async function writeLevels(trx: Trx, target: Pick<Target, 'companyId' | 'environmentId'>, levels: Levels): Promise<void> {
  await writeLevelRecords(trx, target, 'campaigns', levels.campaigns.map((c) => ({ externalId: String(c.campaignId), name: c.name })));
  await writeLevelRecords(
    trx,
    target,
    'appeals',
    levels.communications.map((c) => ({ externalId: String(c.communicationId), name: c.name, parentExternalId: String(c.campaignId) })),
  );
  await writeLevelRecords(trx, target, 'funds', levels.projects.map((p) => ({ externalId: String(p.id), name: p.name, code: p.projectCode ?? null })));
}
