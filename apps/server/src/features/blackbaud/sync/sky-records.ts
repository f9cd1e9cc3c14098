// The SKY API records the sync reads, and their conversion to the donor model's columns. Amounts arrive as
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

/** Rows of one page, as parallel columns for an unnest() insert. */
export interface GiftColumns {
  externalId: string[];
  constituentExternalId: string[];
  giftDate: string[];
  amountCents: number[];
  giftType: string[];
  isSoftCredit: boolean[];
}

export interface SplitColumns {
  giftExternalId: string[];
  amountCents: number[];
  campaignExternalId: Array<string | null>;
  appealExternalId: Array<string | null>;
  fundExternalId: Array<string | null>;
  isFirstSplit: boolean[];
}

/**
 * A page of gifts as gift rows and split rows. A soft credit becomes its own gift row for the credited
 * donor ('sc:' external id) with one split on the gift's first split's campaign, appeal and fund.
 */
export function giftRows(page: SkyGiftRecord[]): { gifts: GiftColumns; splits: SplitColumns } {
  const gifts: GiftColumns = { externalId: [], constituentExternalId: [], giftDate: [], amountCents: [], giftType: [], isSoftCredit: [] };
  const splits: SplitColumns = { giftExternalId: [], amountCents: [], campaignExternalId: [], appealExternalId: [], fundExternalId: [], isFirstSplit: [] };
  const addGift = (externalId: string, constituent: string, date: string, amount: number, type: string, isSoftCredit: boolean) => {
    gifts.externalId.push(externalId);
    gifts.constituentExternalId.push(constituent);
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
  return { gifts, splits };
}
