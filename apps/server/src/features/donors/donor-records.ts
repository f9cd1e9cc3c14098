// The donor model's rows as every source hands them over: a source adapter (Excel, practice, Raiser's Edge
// NXT, Virtuous) reads its records and maps them to these shapes; features/donors writes them.

/** The environment a source writes into. */
export interface DonorTarget {
  companyId: number;
  /** environments.id */
  environmentId: number;
}

/** One donor, keyed by the source's id. A column the source does not have is null. */
export interface DonorRecord {
  externalId: string;
  /** The id staff know and their CRM imports match on (Raiser's Edge NXT's lookup id). */
  lookupId: string | null;
  firstName: string | null;
  /** The last name, or an organisation's name. */
  lastName: string | null;
  preferredName: string | null;
  spouse: string | null;
  /** The name as the CRM displays it (an individual's full name, a household's or organisation's name). */
  contactName: string | null;
  informalName: string | null;
  /** The name the donor's mail is addressed to. */
  addressee: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
}

/** A page of gifts and their splits as parallel columns, for one unnest() insert each. */
export interface GiftPage {
  gifts: {
    externalId: string[];
    donorExternalId: string[];
    /** 'YYYY-MM-DD' */
    giftDate: string[];
    amountCents: number[];
    giftType: Array<string | null>;
    /** Counts for the donor only when the appeal includes soft credits (or Virtuous passthrough gifts). */
    isSoftCredit: boolean[];
  };
  splits: {
    giftExternalId: string[];
    amountCents: number[];
    campaignExternalId: Array<string | null>;
    appealExternalId: Array<string | null>;
    fundExternalId: Array<string | null>;
    isFirstSplit: boolean[];
  };
}

export function emptyGiftPage(): GiftPage {
  return {
    gifts: { externalId: [], donorExternalId: [], giftDate: [], amountCents: [], giftType: [], isSoftCredit: [] },
    splits: { giftExternalId: [], amountCents: [], campaignExternalId: [], appealExternalId: [], fundExternalId: [], isFirstSplit: [] },
  };
}

/** The three fundraising levels a gift split points at (Virtuous: campaign, communication, project). */
export type FundraisingLevel = 'campaigns' | 'appeals' | 'funds';

export interface LevelRecord {
  externalId: string;
  name: string;
  /** 'YYYY-MM-DD' */
  dateAdded?: string | null;
  /** An appeal's campaign (Virtuous communications). */
  parentExternalId?: string | null;
  /** A fund's code (Virtuous projects). */
  code?: string | null;
}

/** A CRM list or tag: an audience of the environment. */
export interface AudienceRecord {
  externalId: string;
  name: string;
  /** The source's count of members, when the list says it. */
  total?: number;
  /** A Virtuous tag's group. */
  groupName?: string | null;
}
