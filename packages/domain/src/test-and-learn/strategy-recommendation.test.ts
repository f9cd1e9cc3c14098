import { describe, expect, it } from 'vitest';
import { groupFiguresOf, type GroupSums } from './results-statistics.ts';
import { lastTestSuggestionText, recommendStrategy, type TestedStrategy } from './strategy-recommendation.ts';
import { independentWelch } from './welch-reference.testing.ts';

// The recommendation against an independent computation from each group's gifts kept as arrays
// (welch-reference.testing.ts).

/** A repeatable number in [0, 1) (mulberry32), so a failing case can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Donor {
  band: number;
  cents: number;
}

const BAND_LABELS = ['Under $100', '$100 to $249', '$250 to $499'];

/**
 * Donors of one group: each in one of three bands, responding at the given rate with a gift of $10 to $500
 * skewed towards small gifts (cents kept: some gifts end in .50). Revenue per recipient is the rate times
 * the mean gift, so a rate 20% higher is a true difference of 20% in revenue per recipient.
 */
function mailGroup(count: number, responseRate: number, seed: number): Donor[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const band = 1 + Math.floor(random() * 3);
    if (random() >= responseRate) return { band, cents: 0 };
    const u = random();
    const v = random();
    const dollars = u < 0.45 ? 10 + v * 40 : u < 0.85 ? 50 + v * 100 : 150 + v * 350;
    return { band, cents: Math.round(dollars) * 100 + (u < 0.2 ? 50 : 0) };
  });
}

function sumsOf(gifts: readonly number[]): GroupSums {
  return {
    recipients: gifts.length,
    responders: gifts.filter((gift) => gift > 0).length,
    totalCents: gifts.reduce((sum, gift) => sum + BigInt(gift), 0n),
    sumOfSquares: gifts.reduce((sum, gift) => sum + BigInt(gift) * BigInt(gift), 0n),
  };
}

/** A group as the results report hands it over: figures from the database's sums, whole and per band. */
function testedStrategy(letter: string, name: string, strategyId: string, donors: readonly Donor[]): TestedStrategy {
  const bands = [1, 2, 3].map((band) => ({ band, label: BAND_LABELS[band - 1]!, ...groupFiguresOf(sumsOf(donors.filter((d) => d.band === band).map((d) => d.cents))) }));
  return { letter, name, strategyId, figures: groupFiguresOf(sumsOf(donors.map((d) => d.cents))), bands };
}

const gifts = (donors: readonly Donor[], band?: number) => donors.filter((d) => band === undefined || d.band === band).map((d) => d.cents);

describe('the recommendation on generated results of 10,000 donors a group', () => {
  const sauce = mailGroup(10_000, 0.2, 20260601);
  const swing = mailGroup(10_000, 0.24, 20260602);
  const recommendation = recommendStrategy(testedStrategy('A', 'Secret Sauce', 'secret_sauce', sauce), testedStrategy('B', 'Swing for the Fences', 'swing_fences', swing));

  it('recommends the strategy with a true 20% more revenue per recipient', () => {
    expect(recommendation.overall.recommendedLetter).toBe('B');
    expect(recommendation.recommendedStrategyId).toBe('swing_fences');
    expect(recommendation.overall.text).toMatch(/^Recommended: Swing for the Fences\. Swing for the Fences raised \$[\d.]+ more per recipient than Secret Sauce \(95% CI \$[\d.]+ to \$[\d.]+\)\.$/);
  });

  it('has the figures of an independent computation from the gifts, over the test and in each band', () => {
    const check = (comparison: (typeof recommendation)['overall'], band?: number) => {
      const reference = independentWelch(gifts(sauce, band), gifts(swing, band));
      expect(comparison.interval!.difference).toBeCloseTo(reference.difference, 6);
      expect(comparison.interval!.low).toBeCloseTo(reference.low, 4);
      expect(comparison.interval!.high).toBeCloseTo(reference.high, 4);
      const mean = (cents: number[]) => cents.reduce((sum, gift) => sum + gift, 0) / cents.length;
      expect(comparison.firstRevenuePerRecipientCents).toBeCloseTo(mean(gifts(sauce, band)), 6);
      expect(comparison.secondRevenuePerRecipientCents).toBeCloseTo(mean(gifts(swing, band)), 6);
      // A band's strategy is recommended exactly where the independent interval excludes zero.
      const isClear = reference.low > 0 || reference.high < 0;
      expect(comparison.recommendedLetter).toBe(isClear ? (reference.difference > 0 ? 'B' : 'A') : null);
      expect(comparison.text.startsWith(isClear ? 'Recommended: ' : 'No evidence of a difference: ')).toBe(true);
    };
    check(recommendation.overall);
    expect(recommendation.bands.map((band) => [band.band, band.label])).toEqual([
      [1, 'Under $100'],
      [2, '$100 to $249'],
      [3, '$250 to $499'],
    ]);
    recommendation.bands.forEach((band) => check(band, band.band!));
  });

  it('says there is no evidence of a difference when both groups gave the same gifts', () => {
    const same = [...sauce].reverse();
    const even = recommendStrategy(testedStrategy('A', 'Secret Sauce', 'secret_sauce', sauce), testedStrategy('B', 'Swing for the Fences', 'swing_fences', same));
    expect(even.overall.recommendedLetter).toBeNull();
    expect(even.recommendedStrategyId).toBeNull();
    expect(even.overall.text).toMatch(/^No evidence of a difference: both strategies raised \$[\d.]+ per recipient \(95% CI of the difference -\$[\d.]+ to \$[\d.]+\)\.$/);
  });

  it('says there is no evidence of a difference when the groups differ only by chance', () => {
    const twin = mailGroup(10_000, 0.2, 77);
    const chance = recommendStrategy(testedStrategy('A', 'Secret Sauce', 'secret_sauce', sauce), testedStrategy('B', 'Swing for the Fences', 'swing_fences', twin));
    const reference = independentWelch(gifts(sauce), gifts(twin));
    expect(reference.low < 0 && reference.high > 0).toBe(true);
    expect(chance.overall.recommendedLetter).toBeNull();
    expect(chance.overall.text).toMatch(/^No evidence of a difference: (Secret Sauce|Swing for the Fences) raised \$[\d.]+ more per recipient than .+, but the 95% CI \(-\$[\d.]+ to \$[\d.]+\) includes no difference\.$/);
  });
});

// Fixed samples (cents) whose Welch interval SciPy gives (results-statistics.test.ts): B minus A is $21.75,
// 95% CI $7.95 to $35.55; the second pair's interval includes zero (-$15.84 to $25.51).
const SIGNIFICANT_A = [0, 0, 500, 0, 1000, 0, 0, 2500, 0, 0, 1000, 0, 0, 500, 0, 0, 0, 1500, 0, 0];
const SIGNIFICANT_B = [2500, 0, 5000, 2000, 0, 7500, 0, 2500, 5000, 0, 10000, 2500, 0, 0, 5000, 2500, 0, 1000, 0, 5000];
const UNCLEAR_A = [0, 0, 0, 2500, 0, 1000, 0, 0, 5000, 0];
const UNCLEAR_B = [0, 2000, 0, 0, 10000, 0, 2500, 0, 0, 0, 1500, 0];

function strategyOf(letter: string, name: string, strategyId: string, bands: Array<[number, string, number[]]>): TestedStrategy {
  return {
    letter,
    name,
    strategyId,
    figures: groupFiguresOf(sumsOf(bands.flatMap(([, , cents]) => cents))),
    bands: bands.map(([band, label, cents]) => ({ band, label, ...groupFiguresOf(sumsOf(cents)) })),
  };
}

describe('the independent reference', () => {
  it('gives the intervals SciPy gives for small samples', () => {
    const clear = independentWelch(SIGNIFICANT_A, SIGNIFICANT_B);
    expect([clear.low, clear.high]).toEqual([expect.closeTo(795.3424431663918, 6), expect.closeTo(3554.6575568336084, 6)]);
    const unclear = independentWelch(UNCLEAR_A, UNCLEAR_B);
    expect([unclear.low, unclear.high]).toEqual([expect.closeTo(-1583.9527759188352, 6), expect.closeTo(2550.619442585502, 6)]);
  });
});

describe('the recommendation in words', () => {
  const first = strategyOf('A', 'Secret Sauce', 'secret_sauce', [
    [1, 'Under $100', SIGNIFICANT_A],
    [2, '$100 to $249', UNCLEAR_A],
    [5, '$1,000 to $2,499', [2500]],
  ]);
  const second = strategyOf('B', 'Swing for the Fences', 'swing_fences', [
    [1, 'Under $100', SIGNIFICANT_B],
    [2, '$100 to $249', UNCLEAR_B],
  ]);
  const recommendation = recommendStrategy(first, second);

  it('recommends a strategy for a band whose interval excludes zero, and names none where it includes zero', () => {
    expect(recommendation.bands.map((band) => [band.label, band.recommendedLetter, band.aheadLetter])).toEqual([
      ['Under $100', 'B', 'B'],
      ['$100 to $249', null, 'B'],
      ['$1,000 to $2,499', null, 'A'],
    ]);
    expect(recommendation.bands[0]!.text).toBe('Recommended: Swing for the Fences. Swing for the Fences raised $21.75 more per recipient than Secret Sauce (95% CI $7.95 to $35.55).');
    expect(recommendation.bands[1]!.text).toBe(
      'No evidence of a difference: Swing for the Fences raised $4.83 more per recipient than Secret Sauce, but the 95% CI (-$15.84 to $25.51) includes no difference.',
    );
    expect(recommendation.bands[2]!.text).toBe('No evidence of a difference: too few results to compare (each strategy needs at least two recipients and some gifts).');
  });

  it('reads the lead the same way whichever group is ahead', () => {
    const reversed = recommendStrategy({ ...second, letter: 'A' }, { ...first, letter: 'B' });
    expect(reversed.bands[0]!.text).toBe('Recommended: Swing for the Fences. Swing for the Fences raised $21.75 more per recipient than Secret Sauce (95% CI $7.95 to $35.55).');
    expect(reversed.bands[0]!.recommendedLetter).toBe('A');
    expect(reversed.bands[0]!.interval!.difference).toBe(-2175);
  });

  it('tells the next appeal which strategy the last test recommends, or that it found no difference', () => {
    const clear = recommendStrategy(strategyOf('A', 'Secret Sauce', 'secret_sauce', [[1, 'Under $100', SIGNIFICANT_A]]), strategyOf('B', 'Swing for the Fences', 'swing_fences', [[1, 'Under $100', SIGNIFICANT_B]]));
    expect(clear.recommendedStrategyId).toBe('swing_fences');
    expect(lastTestSuggestionText('Spring 2026', clear)).toBe(
      'Your last test (Spring 2026): Swing for the Fences raised $21.75 more per recipient than Secret Sauce (95% CI $7.95 to $35.55). We suggest Swing for the Fences.',
    );
    const unclear = recommendStrategy(strategyOf('A', 'Secret Sauce', 'secret_sauce', [[2, '$100 to $249', UNCLEAR_A]]), strategyOf('B', 'Nice and Easy', 'nice_easy', [[2, '$100 to $249', UNCLEAR_B]]));
    expect(unclear.recommendedStrategyId).toBeNull();
    expect(lastTestSuggestionText('Spring 2026', unclear)).toBe(
      'Your last test (Spring 2026) found no evidence of a difference in revenue per recipient between Secret Sauce and Nice and Easy, so it does not favour either strategy.',
    );
  });
});
