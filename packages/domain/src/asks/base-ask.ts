import { divideRounded, multiplyCents } from '../money.ts';
import type { AskDonor } from './ask-types.ts';
import { bandOf, tierOf } from './gift-bands.ts';
import type { PreparedFactor, PreparedStrategy } from './prepare-strategy.ts';

export type BaseAskRule =
  | 'custom'
  | 'lastYear'
  | 'newDonor'
  | 'twoYearsAgo'
  | 'threeYearsAgo'
  | 'campaign'
  | 'greatestGift'
  | 'averageGift'
  | 'specialEvent'
  | 'zipAverage'
  | 'none';

/** How the base was reached, for the ask log. Amounts in cents; 0 means 'not used'. */
export interface BaseAskReason {
  rule: BaseAskRule;
  /** The amount the rule started from (a gift, L, Z or the custom base). */
  gift: number;
  /** 5 for campaign and greatest gift, N for the average gift, else 0. */
  divisor: number;
  divided: number;
  factor: PreparedFactor | null;
  /** gift (or gift / divisor) x factor, before any cap. */
  product: number;
  /** The cap that lowered the product. */
  cap: number;
  /** New Donor Upgrade: the base was raised to this multiple of last year's gift. */
  newDonorMinimum: number;
  /** The wealth floor raised the base: wealth rating x factor before its cap, and the cap if it bit. */
  wealthProduct: number;
  wealthCap: number;
  isBaseline: boolean;
}

export function createBaseAskReason(): BaseAskReason {
  return {
    rule: 'none',
    gift: 0,
    divisor: 0,
    divided: 0,
    factor: null,
    product: 0,
    cap: 0,
    newDonorMinimum: 0,
    wealthProduct: 0,
    wealthCap: 0,
    isBaseline: false,
  };
}

function record(
  why: BaseAskReason,
  rule: BaseAskRule,
  gift: number,
  divisor: number,
  divided: number,
  factor: PreparedFactor,
  product: number,
  cap: number,
): void {
  why.rule = rule;
  why.gift = gift;
  why.divisor = divisor;
  why.divided = divided;
  why.factor = factor;
  why.product = product;
  why.cap = cap;
}

function byBand(factors: readonly PreparedFactor[], gift: number): PreparedFactor {
  return factors[bandOf(gift)]!;
}

/** Rules 1-5 of the ask rules: the first that applies gives the base (0 when none gives an amount). */
function baseFromGiving(donor: AskDonor, s: PreparedStrategy, why: BaseAskReason): number {
  const lastYear = donor.appealGiftLastYear;
  const twoYearsAgo = donor.appealGiftTwoYearsAgo;
  const threeYearsAgo = donor.appealGiftThreeYearsAgo;
  if (lastYear > 0) {
    const newDonor = s.newDonor;
    if (newDonor !== null && !(twoYearsAgo > 0) && !(threeYearsAgo > 0)) {
      const factor = byBand(newDonor.lastYearByBand, lastYear);
      const product = multiplyCents(lastYear, factor.numerator, factor.denominator);
      record(why, 'newDonor', lastYear, 0, 0, factor, product, 0);
      if (lastYear > newDonor.minimumAppliesUpToGift) return product;
      const multiple = newDonor.minimumGiftMultiple;
      const minimum = multiplyCents(lastYear, multiple.numerator, multiple.denominator);
      if (minimum <= product) return product;
      why.newDonorMinimum = minimum;
      return minimum;
    }
    const factor = byBand(s.lastYearByBand, lastYear);
    const product = multiplyCents(lastYear, factor.numerator, factor.denominator);
    record(why, 'lastYear', lastYear, 0, 0, factor, product, 0);
    return product;
  }
  if (twoYearsAgo > 0) {
    const factor = byBand(s.twoYearsAgoByBand, twoYearsAgo);
    const product = multiplyCents(twoYearsAgo, factor.numerator, factor.denominator);
    record(why, 'twoYearsAgo', twoYearsAgo, 0, 0, factor, product, 0);
    return product;
  }
  if (threeYearsAgo > 0) {
    const factor = byBand(s.threeYearsAgoByBand, threeYearsAgo);
    const product = multiplyCents(threeYearsAgo, factor.numerator, factor.denominator);
    record(why, 'threeYearsAgo', threeYearsAgo, 0, 0, factor, product, 0);
    return product;
  }
  return baseFromOtherGiving(donor, s, why);
}

/** Rule 4 (largest capped candidate of campaign, greatest, average and special-event gifts) or rule 5. */
function baseFromOtherGiving(donor: AskDonor, s: PreparedStrategy, why: BaseAskReason): number {
  const { campaignGift, greatestGift, lifetimeGiving, numberOfLifetimeGifts, specialEventGift } = donor;
  if (!(campaignGift > 0 || specialEventGift > 0 || greatestGift > 0 || lifetimeGiving > 0)) {
    const zip = donor.zipAverage;
    if (!(zip > 0)) return 0;
    const factor = s.zipAverage.factor;
    const product = multiplyCents(zip, factor.numerator, factor.denominator);
    const cap = s.zipAverage.cap;
    record(why, 'zipAverage', zip, 0, 0, factor, product, product > cap ? cap : 0);
    return product > cap ? cap : product;
  }
  let best = 0;
  const fifths = s.campaignAndGreatestGift;
  for (let which = 0; which < 2; which++) {
    const gift = which === 0 ? campaignGift : greatestGift;
    if (!(gift > 0)) continue;
    const divided = divideRounded(gift, fifths.divisor);
    const factor = fifths.byTier[tierOf(divided)]!;
    const product = multiplyCents(divided, factor.numerator, factor.denominator);
    const candidate = product > fifths.cap ? fifths.cap : product;
    if (candidate > best) {
      best = candidate;
      const rule = which === 0 ? 'campaign' : 'greatestGift';
      record(why, rule, gift, fifths.divisor, divided, factor, product, candidate < product ? candidate : 0);
    }
  }
  // A lifetime total without a gift count has no average; the other candidates still count.
  if (lifetimeGiving > 0 && numberOfLifetimeGifts > 0) {
    const divided = divideRounded(lifetimeGiving, numberOfLifetimeGifts);
    const average = s.averageGift;
    const factor = average.byTier[tierOf(divided)]!;
    const product = multiplyCents(divided, factor.numerator, factor.denominator);
    const candidate = product > average.cap ? average.cap : product;
    if (candidate > best) {
      best = candidate;
      const cap = candidate < product ? candidate : 0;
      record(why, 'averageGift', lifetimeGiving, numberOfLifetimeGifts, divided, factor, product, cap);
    }
  }
  if (specialEventGift > 0) {
    const event = s.specialEventGift;
    const product = multiplyCents(specialEventGift, event.factor.numerator, event.factor.denominator);
    const candidate = product > event.cap ? event.cap : product;
    if (candidate > best) {
      best = candidate;
      record(why, 'specialEvent', specialEventGift, 0, 0, event.factor, product, candidate < product ? candidate : 0);
    }
  }
  return best;
}

/**
 * The donor's base ask in cents: a custom base as entered, otherwise the first rule that applies,
 * raised to the wealth minimum, and the strategy's baseline ask when still 0. Fills in `why`.
 */
export function chooseBaseAsk(donor: AskDonor, s: PreparedStrategy, why: BaseAskReason): number {
  // The record is reused across donors, so every field is reset, not only the ones a rule sets.
  why.rule = 'none';
  why.gift = 0;
  why.divisor = 0;
  why.divided = 0;
  why.factor = null;
  why.product = 0;
  why.cap = 0;
  why.newDonorMinimum = 0;
  why.wealthProduct = 0;
  why.wealthCap = 0;
  why.isBaseline = false;
  const custom = donor.customBaseAsk;
  if (custom != null && custom > 0) {
    why.rule = 'custom';
    why.gift = custom;
    return custom;
  }
  let base = baseFromGiving(donor, s, why);
  const wealthRating = donor.wealthRating;
  if (wealthRating > 0) {
    const wealth = s.wealthMinimum;
    const product = multiplyCents(wealthRating, wealth.factor.numerator, wealth.factor.denominator);
    const minimum = product > wealth.cap ? wealth.cap : product;
    if (minimum > base) {
      why.wealthProduct = product;
      why.wealthCap = minimum < product ? minimum : 0;
      base = minimum;
    }
  }
  if (base === 0) {
    why.isBaseline = true;
    return s.baselineAsk;
  }
  return base;
}
