import type { AskGivingKey } from '../giving-fields.ts';
import type { DonorStatus } from './ask-choices.ts';

/**
 * One donor's giving, as the engine reads it (the amounts are the ask inputs of giving-fields.ts). Every amount is whole cents (a safe integer; 0 when
 * missing); numberOfLifetimeGifts is a count. The engine reads the amounts as plain properties
 * (donor.appealGiftLastYear), not by a name taken from the table at run time, which cost every donor a
 * look-up; the names are still the table's, since this type derives from it and a renamed field fails to compile.
 */
export interface AskDonor extends Readonly<Record<AskGivingKey, number>> {
  readonly numberOfLifetimeGifts: number;
  /** Excel column 'Wealth Rating - Minimum Suggested Ask': estimated capacity, in cents. */
  readonly wealthRating: number;
  /** Average gift over the appeal's donors in the same 5-digit zip (see zip-average.ts), in cents. */
  readonly zipAverage: number;
  /** A base ask entered in the review grid; replaces the strategy rules when above 0. */
  readonly customBaseAsk?: number | null | undefined;
}

/** Flags on the primary ask; isSpicy ('Flagged for review') is any of the other three. */
export interface AskFlags {
  readonly fiveKOrAbove: boolean;
  readonly oneKMoreLastYear: boolean;
  readonly threeXAppealGift: boolean;
  readonly isSpicy: boolean;
}

/** What kind of donor this is, from their giving alone (the strategy plays no part). */
export interface DonorType {
  readonly renewal: boolean;
  readonly recapture: boolean;
  readonly allAppealDonors: boolean;
  readonly nonDonor: boolean;
  readonly donorNotAppeal: boolean;
  readonly campaignOnlyDonor: boolean;
  readonly specialEventOnly: boolean;
  readonly wealthRating: boolean;
}

/** One donor's ladder and everything the review grid shows about it. Amounts in cents. */
export interface AskResult {
  readonly baseAsk: number;
  /** Annual ask 1; for MONTHLY_ONLY the annual ask 1 worked out before it became monthly. */
  readonly primaryAsk: number;
  /** Empty for MONTHLY_ONLY. */
  readonly annualAsks: readonly number[];
  /** Monthly asks for MONTHLY_ONLY, installments for ANNUAL_MONTHLY_n, empty for ANNUAL_ONLY. */
  readonly monthlyAsks: readonly number[];
  readonly askString: string;
  readonly flags: AskFlags;
  readonly status: DonorStatus;
  readonly askLogs: readonly string[];
  readonly donorType: DonorType;
  /** The base came from the strategy's baseline ask ('Assigned baseline ask'). */
  readonly isBaseline: boolean;
}

/** A donor's ladder without its ask log: what a whole appeal's calculation stores (the log is made when shown). */
export type AskLadder = Omit<AskResult, 'askLogs'>;
