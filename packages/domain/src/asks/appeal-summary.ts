import { divideRounded, dollarsToCents, formatMoney } from '../money.ts';
import { DONOR_STATUSES } from './ask-choices.ts';
import type { DonorStatus } from './ask-choices.ts';
import type { AskFlags, DonorType } from './ask-types.ts';
import { SUMMARY_BANDS } from './ladder-rules.ts';
import type { SummaryBandKey } from './ladder-rules.ts';

/** What the summary reads from each donor: an AskResult, with the status the user set if any. */
export interface AppealSummaryRow {
  readonly primaryAsk: number;
  readonly status: DonorStatus;
  readonly flags: AskFlags;
  readonly donorType: DonorType;
  readonly isBaseline: boolean;
}

export type StatusCounts = Record<DonorStatus, number> & { total: number };

/** Donor-type and flag counts, under the spec's summary field names. */
export interface DonorTypeCounts {
  /** 'All appeal donors (last 3 years)'. */
  allDonors: number;
  nonDonor: number;
  renewal: number;
  recapture: number;
  donorNotAppeal: number;
  campaignOnlyDonor: number;
  specialEventOnly: number;
  wealthRating: number;
  isBaseline: number;
  fiveKOrAbove: number;
  onekOverTotalLastYear: number;
  threexOverAppealLastYear: number;
  spicyOnes: number;
}

export interface AppealSummary {
  totalConstituents: number;
  /** Mean and median primary ask in cents (halves up); 0 for an empty appeal. */
  averageAsk: number;
  medianAsk: number;
  averageAskString: string;
  medianAskString: string;
  bands: Record<SummaryBandKey, StatusCounts>;
  donorTypes: DonorTypeCounts;
}

const BAND_FROM_CENTS = SUMMARY_BANDS.map((band) => dollarsToCents(band.from));

/** The summary band of a primary ask in cents. */
export function summaryBandOf(primaryAsk: number): SummaryBandKey {
  for (let index = SUMMARY_BANDS.length - 1; index > 0; index--) {
    if (primaryAsk >= BAND_FROM_CENTS[index]!) return SUMMARY_BANDS[index]!.key;
  }
  return SUMMARY_BANDS[0].key;
}

function emptyStatusCounts(): StatusCounts {
  return { ready_export: 0, handle_manually: 0, exclude_export: 0, total: 0 };
}

function sumExactly(asks: readonly number[]): bigint | number {
  let sum = 0;
  for (const ask of asks) sum += ask;
  // Asks are positive, so a sum still within 2^53 was exact all the way.
  if (Number.isSafeInteger(sum)) return sum;
  let bigSum = 0n;
  for (const ask of asks) bigSum += BigInt(ask);
  return bigSum;
}

function halfUpQuotient(sum: bigint | number, count: number): number {
  if (typeof sum === 'number') return divideRounded(sum, count);
  const divisor = BigInt(count);
  return Number((sum * 2n + divisor) / (divisor * 2n));
}

function median(asks: number[]): number {
  if (asks.length === 0) return 0;
  const sorted = Float64Array.from(asks).sort();
  const middle = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return halfUpQuotient(sumExactly([sorted[middle - 1]!, sorted[middle]!]), 2);
}

/**
 * The appeal summary: primary-ask bands split by status, average and median primary ask, and the
 * donor-type and flag counts. For MONTHLY_ONLY appeals the primary ask is the annual ask 1.
 */
export function summarizeAppeal(rows: Iterable<AppealSummaryRow>): AppealSummary {
  const bands = Object.fromEntries(SUMMARY_BANDS.map((band) => [band.key, emptyStatusCounts()])) as Record<
    SummaryBandKey,
    StatusCounts
  >;
  const donorTypes: DonorTypeCounts = {
    allDonors: 0,
    nonDonor: 0,
    renewal: 0,
    recapture: 0,
    donorNotAppeal: 0,
    campaignOnlyDonor: 0,
    specialEventOnly: 0,
    wealthRating: 0,
    isBaseline: 0,
    fiveKOrAbove: 0,
    onekOverTotalLastYear: 0,
    threexOverAppealLastYear: 0,
    spicyOnes: 0,
  };
  const asks: number[] = [];
  for (const row of rows) {
    if (!DONOR_STATUSES.includes(row.status)) throw new RangeError(`Unknown donor status "${row.status}"`);
    asks.push(row.primaryAsk);
    const band = bands[summaryBandOf(row.primaryAsk)];
    band[row.status] += 1;
    band.total += 1;
    const type = row.donorType;
    if (type.allAppealDonors) donorTypes.allDonors += 1;
    if (type.nonDonor) donorTypes.nonDonor += 1;
    if (type.renewal) donorTypes.renewal += 1;
    if (type.recapture) donorTypes.recapture += 1;
    if (type.donorNotAppeal) donorTypes.donorNotAppeal += 1;
    if (type.campaignOnlyDonor) donorTypes.campaignOnlyDonor += 1;
    if (type.specialEventOnly) donorTypes.specialEventOnly += 1;
    if (type.wealthRating) donorTypes.wealthRating += 1;
    if (row.isBaseline) donorTypes.isBaseline += 1;
    if (row.flags.fiveKOrAbove) donorTypes.fiveKOrAbove += 1;
    if (row.flags.oneKMoreLastYear) donorTypes.onekOverTotalLastYear += 1;
    if (row.flags.threeXAppealGift) donorTypes.threexOverAppealLastYear += 1;
    if (row.flags.isSpicy) donorTypes.spicyOnes += 1;
  }
  const averageAsk = asks.length === 0 ? 0 : halfUpQuotient(sumExactly(asks), asks.length);
  const medianAsk = median(asks);
  return {
    totalConstituents: asks.length,
    averageAsk,
    medianAsk,
    averageAskString: formatMoney(averageAsk),
    medianAskString: formatMoney(medianAsk),
    bands,
    donorTypes,
  };
}
