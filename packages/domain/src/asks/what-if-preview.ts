import { GIVING_BAND_LABELS, NO_APPEAL_GIFT_BAND, givingBandOf } from '../test-and-learn/test-groups.ts';
import { APPEAL_GIFT } from '../giving-fields.ts';
import type { AskSettings, StrategyId } from './ask-choices.ts';
import type { AskDonor } from './ask-types.ts';
import { calculateAsks } from './calculate-asks.ts';
import { bandOf } from './gift-bands.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import { STRATEGIES } from './strategies.ts';

// The what-if preview of the strategy step: before anything is calculated, what the chosen strategy and
// number of asks would do. The engine runs over a sample of the appeal's donors (the server reads it); the
// counts come from the whole appeal. Revenue per recipient is projected per giving band from the company's own
// past results for the strategy where it has enough of them, otherwise from a published elasticity.
//
// The elasticity: Reiley & Samek, "Round Giving: A Field Experiment on Suggested Charitable Donation Amounts in
// Public Television", Economic Inquiry 57(2), 2019 (direct mail to over 10,000 members): raising the suggested
// amounts by 20 to 40 percent lowered the probability of giving by 15 percent, with no effect on the gift amount.
// Read as a constant elasticity, response = base x (ask / gift)^-e, that is e = ln(1 / 0.85) / ln(1.4) = 0.48 when
// the asks rose 40% and ln(1 / 0.85) / ln(1.2) = 0.89 when they rose 20%; the two ends give the range.

/** The fall in the probability of giving the study measured, and the two rises of the asks that caused it. */
export const ELASTICITY_SOURCE = {
  citation: 'Reiley & Samek (2019), Round Giving, Economic Inquiry 57(2): asks 20-40% higher, 15% fewer gifts, same gift amount',
  fallInGivers: 0.15,
  smallerRise: 0.2,
  largerRise: 0.4,
} as const;

const elasticityOf = (rise: number) => Math.log(1 / (1 - ELASTICITY_SOURCE.fallInGivers)) / Math.log(1 + rise);
/** The elasticity of response to the ask: low end (asks 40% higher) and high end (asks 20% higher). */
export const ASK_ELASTICITY = { low: elasticityOf(ELASTICITY_SOURCE.largerRise), high: elasticityOf(ELASTICITY_SOURCE.smallerRise) } as const;

/** Fewer recipients than this in a band of past results, and the band is projected from the elasticity instead. */
export const MIN_PAST_RECIPIENTS = 100;
/** Fewer renewing-or-lapsing donors than this in a band of the sample, and the sample's overall renewal rate is used. */
export const MIN_RENEWAL_BASE = 30;
const Z_95 = 1.959964;

/** One band of a stored results report of a group mailed with the strategy (results-statistics' figures). */
export interface PastBandFigures {
  band: number;
  recipients: number;
  responders: number;
  totalCents: number;
  /** Sample variance of the gift per recipient, cents squared; null below two recipients. */
  variance: number | null;
}

/** The bands of one past appeal's groups mailed with the chosen strategy. */
export interface PastAppealResults {
  appealId: number;
  appealName: string;
  bands: readonly PastBandFigures[];
}

export interface WhatIfInput {
  strategyId: StrategyId;
  settings: AskSettings;
  /** A sample of the appeal's donors, zip averages set. */
  sample: readonly AskDonor[];
  /** The whole appeal's donors per giving band (GIVING_BAND_LABELS order, 7 entries). */
  bandCounts: readonly number[];
  /** The company's past results of groups mailed with the strategy; empty when it has none. */
  past: readonly PastAppealResults[];
}

export type WhatIfBasis = 'past_results' | 'elasticity' | 'none';

/** Cents; the ends of a range (low <= high). */
export interface CentsRange {
  low: number;
  high: number;
}

export interface WhatIfBand {
  band: number;
  label: string;
  /** Donors of the whole appeal in the band. */
  donors: number;
  /** Of them in the sample the engine ran over. */
  sampled: number;
  /** The first ask over the band's sampled donors (cents, a monthly amount for a monthly appeal); null when none was sampled. */
  firstAsk: { median: number; low: number; high: number } | null;
  basis: WhatIfBasis;
  /** Projected response rate (0..1), low and high; null without a basis. */
  responseRate: { low: number; high: number } | null;
  /** Projected revenue per recipient; null without a basis. */
  revenuePerRecipient: CentsRange | null;
}

export interface WhatIfPreview {
  strategyId: StrategyId;
  numberOfAsks: number;
  isMonthly: boolean;
  donors: number;
  sampled: number;
  bands: WhatIfBand[];
  /** Over the donors of the bands with a basis, weighted by their counts; null when no band has one. */
  revenuePerRecipient: CentsRange | null;
  /** Donors the revenue per recipient covers. */
  projectedDonors: number;
  basis: 'past_results' | 'elasticity' | 'mixed' | 'none';
  /** The past appeals whose results were used. */
  appeals: Array<{ appealId: number; appealName: string }>;
  /** What the page says about the assumption used. */
  assumption: string;
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

interface PooledBand {
  recipients: number;
  responders: number;
  total: number;
  squares: number;
}

/** The past bands added up over appeals: sums of gifts and of their squares rebuilt from each mean and variance. */
export function poolPastBands(past: readonly PastAppealResults[]): Map<number, PooledBand> {
  const pooled = new Map<number, PooledBand>();
  for (const appeal of past) {
    for (const figures of appeal.bands) {
      const n = figures.recipients;
      if (n === 0) continue;
      const into = pooled.get(figures.band) ?? { recipients: 0, responders: 0, total: 0, squares: 0 };
      into.recipients += n;
      into.responders += figures.responders;
      into.total += figures.totalCents;
      into.squares += (figures.variance ?? 0) * (n - 1) + (figures.totalCents * figures.totalCents) / n;
      pooled.set(figures.band, into);
    }
  }
  return pooled;
}

/** A band's revenue per recipient from pooled results: the mean and its 95% interval (normal), never below 0. */
function pastProjection(pooled: PooledBand): Pick<WhatIfBand, 'responseRate' | 'revenuePerRecipient'> {
  const n = pooled.recipients;
  const mean = pooled.total / n;
  const variance = n < 2 ? 0 : Math.max(0, (pooled.squares - (pooled.total * pooled.total) / n) / (n - 1));
  const margin = Z_95 * Math.sqrt(variance / n);
  const rate = pooled.responders / n;
  const rateMargin = Z_95 * Math.sqrt((rate * (1 - rate)) / n);
  return {
    responseRate: { low: Math.max(0, rate - rateMargin), high: Math.min(1, rate + rateMargin) },
    revenuePerRecipient: { low: Math.max(0, mean - margin), high: mean + margin },
  };
}

interface SampledDonor {
  band: number;
  /** The latest appeal gift, cents (the gift a responder is assumed to give again). */
  gift: number;
  /** Annual ask 1, cents. */
  primaryAsk: number;
  /** The first ask as the donor would see it (monthly for a monthly appeal). */
  firstAsk: number;
}

/**
 * The appeal's own renewal rate per band: of the sampled donors who gave to the appeal two years ago (by the band
 * of that gift), the share who gave again last year. A band with too few such donors takes the overall rate;
 * a sample in which nobody renewed gives no rate.
 */
function renewalRates(sample: readonly AskDonor[]): { byBand: Array<number | null>; overall: number | null } {
  const base = new Array<number>(NO_APPEAL_GIFT_BAND).fill(0);
  const renewed = new Array<number>(NO_APPEAL_GIFT_BAND).fill(0);
  for (const donor of sample) {
    const earlier = donor[APPEAL_GIFT.twoYearsAgo];
    if (earlier <= 0) continue;
    const band = bandOf(earlier);
    base[band]! += 1;
    if (donor[APPEAL_GIFT.lastYear] > 0) renewed[band]! += 1;
  }
  const baseTotal = base.reduce((sum, n) => sum + n, 0);
  const renewedTotal = renewed.reduce((sum, n) => sum + n, 0);
  // Nobody renewed at all says more about the file than the donors (a file that places each donor's gift in one
  // year only, as the 1997 template does): a projection of $0 would mislead, so there is no basis.
  if (renewedTotal === 0) return { byBand: base.map(() => null), overall: null };
  const overall = baseTotal === 0 ? null : renewedTotal / baseTotal;
  return { byBand: base.map((n, band) => (n >= MIN_RENEWAL_BASE ? renewed[band]! / n : overall)), overall };
}

/**
 * A band's projection from the elasticity: each donor responds at the renewal rate times (ask / gift)^-e for an
 * ask above the gift (the study measured rises only: a lower ask is not assumed to bring more givers) and gives
 * the same gift as before.
 */
function elasticProjection(donors: readonly SampledDonor[], renewalRate: number): Pick<WhatIfBand, 'responseRate' | 'revenuePerRecipient'> {
  const at = (elasticity: number) => {
    let responders = 0;
    let revenue = 0;
    for (const donor of donors) {
      const p = renewalRate * Math.max(1, donor.primaryAsk / donor.gift) ** -elasticity;
      responders += p;
      revenue += p * donor.gift;
    }
    return { rate: responders / donors.length, revenue: revenue / donors.length };
  };
  // The stronger elasticity loses more givers: it is the low end.
  const low = at(ASK_ELASTICITY.high);
  const high = at(ASK_ELASTICITY.low);
  return { responseRate: { low: low.rate, high: high.rate }, revenuePerRecipient: { low: low.revenue, high: high.revenue } };
}

/** The projection of the first asks and revenue per recipient of a strategy over an appeal, from a sample of its donors. */
export function projectWhatIf(input: WhatIfInput): WhatIfPreview {
  const prepared = prepareStrategy(input.strategyId, input.settings);
  const sampled = input.sample.map((donor): SampledDonor => {
    const result = calculateAsks(donor, prepared);
    const band = givingBandOf([donor[APPEAL_GIFT.lastYear], donor[APPEAL_GIFT.twoYearsAgo], donor[APPEAL_GIFT.threeYearsAgo]]);
    const gift = [donor[APPEAL_GIFT.lastYear], donor[APPEAL_GIFT.twoYearsAgo], donor[APPEAL_GIFT.threeYearsAgo]].find((g) => g > 0) ?? 0;
    return { band, gift, primaryAsk: result.primaryAsk, firstAsk: result.annualAsks[0] ?? result.monthlyAsks[0] ?? result.primaryAsk };
  });
  const pooled = poolPastBands(input.past);
  const renewal = renewalRates(input.sample);
  const bands = GIVING_BAND_LABELS.map((label, band): WhatIfBand => {
    const members = sampled.filter((donor) => donor.band === band);
    const asks = members.map((donor) => donor.firstAsk).sort((a, b) => a - b);
    const past = pooled.get(band);
    const rate = renewal.byBand[band] ?? null;
    const projection =
      past && past.recipients >= MIN_PAST_RECIPIENTS
        ? { basis: 'past_results' as const, ...pastProjection(past) }
        : band !== NO_APPEAL_GIFT_BAND && members.length > 0 && rate !== null
          ? { basis: 'elasticity' as const, ...elasticProjection(members, rate) }
          : { basis: 'none' as const, responseRate: null, revenuePerRecipient: null };
    return {
      band,
      label,
      donors: input.bandCounts[band] ?? 0,
      sampled: members.length,
      firstAsk: asks.length === 0 ? null : { median: percentile(asks, 0.5), low: percentile(asks, 0.1), high: percentile(asks, 0.9) },
      ...projection,
    };
  });
  return summarize(input, bands, sampled.length);
}

function summarize(input: WhatIfInput, bands: WhatIfBand[], sampled: number): WhatIfPreview {
  const projected = bands.filter((band) => band.revenuePerRecipient !== null && band.donors > 0);
  const projectedDonors = projected.reduce((sum, band) => sum + band.donors, 0);
  // Each band's ends weighted by its donors: the range of the whole is no narrower than its bands'.
  const weighted = (end: 'low' | 'high') => projected.reduce((sum, band) => sum + band.revenuePerRecipient![end] * band.donors, 0) / projectedDonors;
  const bases = new Set(projected.map((band) => band.basis));
  const basis = bases.size === 0 ? 'none' : bases.size > 1 ? 'mixed' : bases.has('past_results') ? 'past_results' : 'elasticity';
  const usedBands = new Set(projected.filter((band) => band.basis === 'past_results').map((band) => band.band));
  const appeals = input.past
    .filter((appeal) => appeal.bands.some((band) => usedBands.has(band.band) && band.recipients > 0))
    .map(({ appealId, appealName }) => ({ appealId, appealName }));
  return {
    strategyId: input.strategyId,
    numberOfAsks: input.settings.numberOfAsks,
    isMonthly: input.settings.askMode === 'MONTHLY_ONLY',
    donors: input.bandCounts.reduce((sum, n) => sum + n, 0),
    sampled,
    bands,
    revenuePerRecipient: projectedDonors === 0 ? null : { low: weighted('low'), high: weighted('high') },
    projectedDonors,
    basis,
    appeals,
    assumption: assumptionText(input.strategyId, basis, appeals.map((appeal) => appeal.appealName)),
  };
}

/** What the page says about where the projection comes from. */
export function assumptionText(strategyId: StrategyId, basis: WhatIfPreview['basis'], appealNames: readonly string[]): string {
  const title = STRATEGIES[strategyId].title;
  const past = `your past results with ${title} (response rate and average gift by giving band, from ${appealNames.join(', ')})`;
  const elasticity =
    'a published field experiment: asks 20-40% higher brought 15% fewer gifts and the same gift amount (Reiley & Samek 2019), applied to this appeal’s own renewal rate';
  switch (basis) {
    case 'past_results':
      return `Projected from ${past}. The range is the 95% interval of those results.`;
    case 'elasticity':
      return `No past results with ${title} yet: projected from ${elasticity}. The range spans the study’s two findings.`;
    case 'mixed':
      return `Projected from ${past} where they cover a giving band, and elsewhere from ${elasticity}.`;
    case 'none':
      return 'Not enough giving history to project revenue: no past results and no earlier appeal gifts.';
  }
}
