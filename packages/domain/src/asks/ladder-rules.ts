// The rules every strategy shares, as data in dollars (docs/ask-rules.md): gift bands and tiers, the
// ladder factors, nice-rounding steps, monthly rounding and the flag thresholds.

/** Lowest gift of bands B1..B5; anything below the last is B6. */
export const BAND_FLOORS = [25_000, 10_000, 1_000, 500, 100] as const;

/** Lowest amount of the large and medium tiers; anything below is small. */
export const TIER_FLOORS = { large: 1_000, medium: 100 } as const;

/** Ask k = nice(base x factor k). */
export const LADDER_FACTORS = [1, 1.1, 1.5, 1.7, 2.2] as const;

/** nice(x) rounds to the step of the first row whose limit x is below (the last row has no limit). */
export const NICE_STEPS = [
  { below: 100, step: 5 },
  { below: 1_000, step: 10 },
  { below: 10_000, step: 50 },
  { below: Number.POSITIVE_INFINITY, step: 100 },
] as const;

/** No ask, annual or monthly, is ever below this many dollars. */
export const MINIMUM_ASK = 5;

export const MONTHS_PER_YEAR = 12;

/** Monthly-only asks round to this many dollars and each rises by at least as much. */
export const MONTHLY_ASK_STEP = 5;

export const FLAG_RULES = {
  fiveKOrAbove: 5_000,
  /** Dollars the primary ask must exceed last year's appeal gift by. */
  oneKMoreLastYear: 1_000,
  threeXAppealGift: { multiple: 3, minimumAsk: 500 },
} as const;

/** Summary bands of the primary ask: the lowest amount of each band, in order. */
export const SUMMARY_BANDS = [
  { key: 'ask0to99', label: '$99 or less', from: 0 },
  { key: 'ask100to249', label: '$100-$249', from: 100 },
  { key: 'ask250to499', label: '$250-$499', from: 250 },
  { key: 'ask500to999', label: '$500-$999', from: 500 },
  { key: 'ask1000to4999', label: '$1,000-$4,999', from: 1_000 },
  { key: 'askOver5000', label: '$5,000+', from: 5_000 },
] as const;
export type SummaryBandKey = (typeof SUMMARY_BANDS)[number]['key'];

/** How many of the highest primary asks the top100 grid filter shows. */
export const TOP_ASKS_COUNT = 100;
