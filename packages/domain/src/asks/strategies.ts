import type { StrategyId } from './ask-choices.ts';

// Every number a strategy uses, in dollars and plain decimals exactly as written in the ask rules
// (docs/ask-rules.md). The engine reads these tables and holds no strategy numbers of its own.

/** Six multipliers by gift band: B1 ($25,000+), B2, B3, B4, B5, B6 (below $100). */
export type ByBand = readonly [number, number, number, number, number, number];
/** Three multipliers by tier of the amount they apply to: small (< $100), medium, large ($1,000+). */
export type ByTier = readonly [number, number, number];

export interface CappedFactor {
  readonly factor: number;
  /** Largest candidate allowed, in dollars. */
  readonly cap: number;
}

export interface TieredCandidate {
  readonly byTier: ByTier;
  readonly cap: number;
}

export interface NewDonorRule {
  /** Last-year multipliers for a donor who gave last year only. */
  readonly lastYearByBand: ByBand;
  /** The base is raised to at least this multiple of last year's gift ... */
  readonly minimumGiftMultiple: number;
  /** ... when last year's gift is at most this many dollars. */
  readonly minimumAppliesUpToGift: number;
}

export interface AskStrategy {
  readonly id: StrategyId;
  readonly title: string;
  /** The base ask, in dollars, for a donor no rule gives an amount for. */
  readonly baselineAsk: number;
  readonly lastYearByBand: ByBand;
  readonly twoYearsAgoByBand: ByBand;
  readonly threeYearsAgoByBand: ByBand;
  /** Campaign and greatest gift: (gift / divisor) x the tier multiplier of gift / divisor, capped. */
  readonly campaignAndGreatestGift: TieredCandidate & { readonly divisor: number };
  /** Average gift L / N x the tier multiplier of L / N, capped. */
  readonly averageGift: TieredCandidate;
  readonly specialEventGift: CappedFactor;
  /** Wealth rating x factor: a floor under every donor's base (capped). */
  readonly wealthMinimum: CappedFactor;
  readonly zipAverage: CappedFactor;
  readonly newDonor: NewDonorRule | null;
}

const SECRET_SAUCE: AskStrategy = {
  id: 'secret_sauce',
  title: 'Secret Sauce',
  baselineAsk: 100,
  lastYearByBand: [1.05, 1.1, 1.2, 1.35, 1.5, 2],
  twoYearsAgoByBand: [0.8, 0.8, 1, 1.1, 1.35, 1.5],
  threeYearsAgoByBand: [0.6, 0.6, 0.6, 0.8, 0.8, 1],
  campaignAndGreatestGift: { divisor: 5, byTier: [1.5, 1.25, 1.2], cap: 1000 },
  averageGift: { byTier: [1.3, 1.15, 1.05], cap: 1000 },
  specialEventGift: { factor: 1, cap: 1000 },
  wealthMinimum: { factor: 0.0025, cap: 1000 },
  zipAverage: { factor: 0.25, cap: 500 },
  newDonor: null,
};

const NICE_AND_EASY: AskStrategy = {
  id: 'nice_easy',
  title: 'Nice and Easy',
  baselineAsk: 50,
  lastYearByBand: [1, 1, 1, 1, 1, 1],
  twoYearsAgoByBand: [0.6, 0.6, 0.6, 0.8, 0.8, 1],
  threeYearsAgoByBand: [0.4, 0.4, 0.4, 0.6, 0.6, 0.8],
  campaignAndGreatestGift: { divisor: 5, byTier: [1.2, 1.1, 1], cap: 1000 },
  averageGift: { byTier: [1.2, 1.1, 1], cap: 500 },
  specialEventGift: { factor: 1, cap: 1000 },
  wealthMinimum: { factor: 0.0025, cap: 500 },
  zipAverage: { factor: 0.25, cap: 500 },
  newDonor: null,
};

const SWING_FOR_THE_FENCES: AskStrategy = {
  id: 'swing_fences',
  title: 'Swing for the Fences',
  baselineAsk: 250,
  lastYearByBand: [1.4, 1.45, 1.5, 1.65, 1.75, 2.1],
  twoYearsAgoByBand: [1.15, 1.2, 1.1, 1.45, 1.6, 2.05],
  threeYearsAgoByBand: [1.05, 1.1, 1.2, 1.4, 1.6, 2],
  campaignAndGreatestGift: { divisor: 5, byTier: [1.5, 1.25, 1.2], cap: 1200 },
  averageGift: { byTier: [1.3, 1.15, 1.05], cap: 1500 },
  specialEventGift: { factor: 1, cap: 1200 },
  wealthMinimum: { factor: 0.0025, cap: 1200 },
  zipAverage: { factor: 0.25, cap: 500 },
  newDonor: null,
};

const NEW_DONOR_UPGRADE: AskStrategy = {
  ...SECRET_SAUCE,
  id: 'new_donor_upgrade',
  title: 'New Donor Upgrade',
  newDonor: {
    lastYearByBand: [1.2, 1.2, 1.25, 1.3, 1.8, 2],
    minimumGiftMultiple: 2,
    minimumAppliesUpToGift: 1000,
  },
};

/** The four strategies, in the order the strategy page lists them. */
export const STRATEGIES: Readonly<Record<StrategyId, AskStrategy>> = {
  secret_sauce: SECRET_SAUCE,
  nice_easy: NICE_AND_EASY,
  swing_fences: SWING_FOR_THE_FENCES,
  new_donor_upgrade: NEW_DONOR_UPGRADE,
};

/** The strategy with this id; throws for an id that is not one of the four (e.g. a stale stored value). */
export function getStrategyOrThrow(id: string): AskStrategy {
  if (!Object.hasOwn(STRATEGIES, id)) throw new RangeError(`Unknown ask strategy "${id}"`);
  return STRATEGIES[id as StrategyId];
}
