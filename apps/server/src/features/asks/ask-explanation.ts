import {
  annualAskString,
  calculateAsks,
  installmentAskString,
  monthlyAskString,
  withStatusLine,
  type DonorStatus,
  type PreparedStrategy,
} from '@askwise/domain';

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

/** A donor's giving as appeal_constituents stores it for the engine; cents. */
export interface StoredGiving {
  appealGiftLastYear: number;
  appealGiftTwoYearsAgo: number;
  appealGiftThreeYearsAgo: number;
  campaignGift: number;
  specialEventGift: number;
  greatestGift: number;
  lifetimeGiving: number;
  lifetimeGifts: number;
  minSuggestedAskWr: number;
}

/** A donor's stored giving with the row's zip average and custom base ask; cents. */
export interface ExplainedDonor extends StoredGiving {
  zipAverage: number;
  customBaseAsk: number | null;
}

/** The ask log of a stored row: the engine's, with the status line of a status the user set. */
export function askLogsOf(
  donor: ExplainedDonor,
  prepared: PreparedStrategy,
  row: { status: DonorStatus; statusSetByUser: boolean },
): string[] {
  const result = calculateAsks(
    {
      appealGiftLastYear: donor.appealGiftLastYear,
      appealGiftTwoYearsAgo: donor.appealGiftTwoYearsAgo,
      appealGiftThreeYearsAgo: donor.appealGiftThreeYearsAgo,
      campaignGift: donor.campaignGift,
      specialEventGift: donor.specialEventGift,
      greatestGift: donor.greatestGift,
      lifetimeGiving: donor.lifetimeGiving,
      numberOfLifetimeGifts: donor.lifetimeGifts,
      wealthRating: donor.minSuggestedAskWr,
      zipAverage: donor.zipAverage,
      customBaseAsk: donor.customBaseAsk,
    },
    prepared,
  );
  return row.statusSetByUser ? withStatusLine(result.askLogs, row.status) : [...result.askLogs];
}
