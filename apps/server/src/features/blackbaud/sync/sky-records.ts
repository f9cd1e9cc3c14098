import { emptyGiftPage, type DonorRecord, type GiftPage } from '../../donors/index.ts';

// The SKY API records the sync reads, and their conversion to the donor model's rows. Amounts arrive as
// JSON numbers of dollars ({ value: 40.5 }); they become integer cents by rounding, which is exact for
// every amount below 2^53 / 100.

export interface SkyLevelRecord {
  id: string;
  description?: string;
  lookup_id?: string;
  date_added?: string;
}

export interface SkyConstituentRecord {
  id: string;
  lookup_id?: string;
  type?: string;
  first?: string;
  last?: string;
  name?: string;
  preferred_name?: string;
  spouse?: { first?: string; last?: string } | null;
  address?: { address_lines?: string; city?: string; state?: string; postal_code?: string } | null;
  email?: { address?: string } | null;
}

export interface SkyGiftRecord {
  id: string;
  constituent_id: string;
  amount?: { value?: number };
  date?: string;
  type?: string;
  gift_status?: string;
  gift_splits?: Array<{ amount?: { value?: number }; campaign_id?: string; appeal_id?: string; fund_id?: string }>;
  soft_credits?: Array<{ id: string; amount?: { value?: number }; constituent_id: string }>;
}

export interface SkyListRecord {
  id: string;
  name: string;
  record_count?: number;
}

/** Gift types that are money received; pledges and recurring-gift schedules are promises, counted when paid. */
const RECEIVED_TYPES = new Set(['Donation', 'RecurringGiftPayment', 'PledgePayment', 'MatchingGiftPayment', 'Stock', 'SoldStock', 'GiftInKind', 'Other']);

export const cents = (money: { value?: number } | undefined): number => Math.round((money?.value ?? 0) * 100);

export function isReceivedGift(gift: SkyGiftRecord): boolean {
  return RECEIVED_TYPES.has(gift.type ?? 'Donation') && (gift.gift_status ?? 'Active') !== 'Cancelled';
}

/**
 * A page of gifts as gift rows and split rows. A soft credit becomes its own gift row for the credited
 * donor ('sc:' external id) with one split on the gift's first split's campaign, appeal and fund.
 */
export function giftRows(page: SkyGiftRecord[]): GiftPage {
  const rows = emptyGiftPage();
  const { gifts, splits } = rows;
  const addGift = (externalId: string, constituent: string, date: string, amount: number, type: string, isSoftCredit: boolean) => {
    gifts.externalId.push(externalId);
    gifts.donorExternalId.push(constituent);
    gifts.giftDate.push(date);
    gifts.amountCents.push(amount);
    gifts.giftType.push(type);
    gifts.isSoftCredit.push(isSoftCredit);
  };
  const addSplit = (giftExternalId: string, amount: number, split: { campaign_id?: string; appeal_id?: string; fund_id?: string } | undefined, isFirst: boolean) => {
    splits.giftExternalId.push(giftExternalId);
    splits.amountCents.push(amount);
    splits.campaignExternalId.push(split?.campaign_id ?? null);
    splits.appealExternalId.push(split?.appeal_id ?? null);
    splits.fundExternalId.push(split?.fund_id ?? null);
    splits.isFirstSplit.push(isFirst);
  };
  for (const gift of page) {
    if (!isReceivedGift(gift) || !gift.date) continue;
    const date = gift.date.slice(0, 10);
    const amount = cents(gift.amount);
    addGift(gift.id, gift.constituent_id, date, amount, gift.type ?? 'Donation', false);
    const parts = gift.gift_splits?.length ? gift.gift_splits : [undefined];
    parts.forEach((split, i) => addSplit(gift.id, split ? cents(split.amount) : amount, split, i === 0));
    for (const credit of gift.soft_credits ?? []) {
      if (credit.constituent_id === gift.constituent_id) continue;
      const id = `sc:${credit.id}`;
      addGift(id, credit.constituent_id, date, cents(credit.amount), 'Soft Credit', true);
      addSplit(id, cents(credit.amount), gift.gift_splits?.[0], true);
    }
  }
  return rows;
}

/**
 * A constituent as a donor. The SKY list has no addressee (name formats are read one constituent at a time), so
 * the mail goes to the constituent's display name, which is also its contact name.
 */
export function donorOf(record: SkyConstituentRecord): DonorRecord {
  const isOrganization = record.type === 'Organization';
  const displayName = record.name ?? ([record.first, record.last].filter(Boolean).join(' ') || null);
  return {
    externalId: record.id,
    lookupId: record.lookup_id ?? null,
    firstName: isOrganization ? null : (record.first ?? null),
    lastName: isOrganization ? (record.name ?? null) : (record.last ?? null),
    preferredName: record.preferred_name ?? null,
    spouse: record.spouse ? [record.spouse.first, record.spouse.last].filter(Boolean).join(' ') || null : null,
    contactName: displayName,
    informalName: record.preferred_name ?? null,
    addressee: displayName,
    address1: record.address?.address_lines?.split(/\r?\n/)[0] ?? null,
    city: record.address?.city ?? null,
    state: record.address?.state ?? null,
    zip: record.address?.postal_code ?? null,
    email: record.email?.address ?? null,
  };
}
