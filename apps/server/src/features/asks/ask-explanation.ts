import {
  annualAskString,
  installmentAskString,
  monthlyAskString,
  withStatusLine,
  type AskCalculator,
  type AskDonor,
  type DonorStatus,
} from '@askwise/domain';
import { ASK_GIVING_FIELDS, ASK_GIVING_KEYS, type AskGivingKey } from '@askwise/domain/giving-fields';

// appeal_asks keeps no ask string or ask log (they were two thirds of every row, written a million times
// per calculation and read by every sort and search). Both are pure functions of what the row does keep:
// the ask string of the stored ladder, the log of the donor's stored inputs with the row's zip average and
// custom base ask under the run's settings. So they are rendered for the rows a reader shows (a grid page,
// an edit, an export) with the same domain code that calculated them (docs/decisions/006).

/** The ask string of a stored ladder: annual, annual with installments, or monthly only. */
export function askStringOf(annualAsks: readonly number[], monthlyAsks: readonly number[]): string {
  if (annualAsks.length === 0) return monthlyAskString(monthlyAsks);
  return monthlyAsks.length === 0 ? annualAskString(annualAsks) : installmentAskString(annualAsks, monthlyAsks);
}

/** A donor's giving as appeal_constituents stores it for the engine (the ask inputs of giving-fields.ts); cents. */
export interface StoredGiving extends Record<AskGivingKey, number> {
  lifetimeGifts: number;
  minSuggestedAskWr: number;
}

/** The appeal_constituents columns of StoredGiving as `alias.column as "key"`, for raw SQL selects. */
export function storedGivingSelect(alias: string): string {
  const giving = ASK_GIVING_FIELDS.map((f) => `${alias}.${f.column} as "${f.key}"`);
  return [...giving, `${alias}.lifetime_gifts as "lifetimeGifts"`, `${alias}.min_suggested_ask_wr as "minSuggestedAskWr"`].join(', ');
}

/** A donor's stored giving with the row's zip average and custom base ask; cents. */
export interface ExplainedDonor extends StoredGiving {
  zipAverage: number;
  customBaseAsk: number | null;
}

/** The engine's donor from stored giving, a zip average and a custom base ask (null for none). */
export function askDonorOf(stored: StoredGiving, zipAverage: number, customBaseAsk: number | null): AskDonor {
  const donor = { numberOfLifetimeGifts: stored.lifetimeGifts, wealthRating: stored.minSuggestedAskWr, zipAverage, customBaseAsk } as Record<string, number | null>;
  for (const key of ASK_GIVING_KEYS) donor[key] = stored[key];
  return donor as unknown as AskDonor;
}

/** The ask log of a stored row: the engine's (the calculator of the donor's strategy or test group), with the status line of a status the user set. */
export function askLogsOf(
  donor: ExplainedDonor,
  calculate: AskCalculator,
  row: { status: DonorStatus; statusSetByUser: boolean },
): string[] {
  const result = calculate(askDonorOf(donor, donor.zipAverage, donor.customBaseAsk));
  return row.statusSetByUser ? withStatusLine(result.askLogs, row.status) : [...result.askLogs];
}
