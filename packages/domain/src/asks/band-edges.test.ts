import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../money.ts';
import { STRATEGY_IDS } from './ask-choices.ts';
import type { StrategyId } from './ask-choices.ts';
import { niceAsk } from './ask-ladder.ts';
import type { AskDonor } from './ask-types.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { bandOf, tierOf } from './gift-bands.ts';
import { prepareStrategy } from './prepare-strategy.ts';

// The ask rules' strategy table, copied by hand so a typo in strategies.ts shows up here.
type Six = [number, number, number, number, number, number];
const TABLE: Record<
  StrategyId,
  { lastYear: Six; twoYears: Six; threeYears: Six; fifths: [number, number, number]; average: [number, number, number] }
> = {
  secret_sauce: {
    lastYear: [1.05, 1.1, 1.2, 1.35, 1.5, 2],
    twoYears: [0.8, 0.8, 1, 1.1, 1.35, 1.5],
    threeYears: [0.6, 0.6, 0.6, 0.8, 0.8, 1],
    fifths: [1.5, 1.25, 1.2],
    average: [1.3, 1.15, 1.05],
  },
  nice_easy: {
    lastYear: [1, 1, 1, 1, 1, 1],
    twoYears: [0.6, 0.6, 0.6, 0.8, 0.8, 1],
    threeYears: [0.4, 0.4, 0.4, 0.6, 0.6, 0.8],
    fifths: [1.2, 1.1, 1],
    average: [1.2, 1.1, 1],
  },
  swing_fences: {
    lastYear: [1.4, 1.45, 1.5, 1.65, 1.75, 2.1],
    twoYears: [1.15, 1.2, 1.1, 1.45, 1.6, 2.05],
    threeYears: [1.05, 1.1, 1.2, 1.4, 1.6, 2],
    fifths: [1.5, 1.25, 1.2],
    average: [1.3, 1.15, 1.05],
  },
  new_donor_upgrade: {
    lastYear: [1.05, 1.1, 1.2, 1.35, 1.5, 2],
    twoYears: [0.8, 0.8, 1, 1.1, 1.35, 1.5],
    threeYears: [0.6, 0.6, 0.6, 0.8, 0.8, 1],
    fifths: [1.5, 1.25, 1.2],
    average: [1.3, 1.15, 1.05],
  },
};
const CAPS: Record<StrategyId, { fifths: number; average: number }> = {
  secret_sauce: { fifths: 1000, average: 1000 },
  nice_easy: { fifths: 1000, average: 500 },
  swing_fences: { fifths: 1200, average: 1500 },
  new_donor_upgrade: { fifths: 1000, average: 1000 },
};

/** Band of each edge pair: [just below, at the edge] in dollars, and the band index at the edge. */
const BAND_EDGES: [number, number, number][] = [
  [99.99, 100, 4],
  [499.99, 500, 3],
  [999.99, 1_000, 2],
  [9_999.99, 10_000, 1],
  [24_999.99, 25_000, 0],
];

/** cents x multiplier to the cent, halves up, worked out independently with BigInt. */
function expectedProduct(cents: number, multiplier: number): number {
  const hundredths = BigInt(Math.round(multiplier * 100));
  return Number((BigInt(cents) * hundredths * 2n + 100n) / 200n);
}

const annualOnly = (id: StrategyId) => prepareStrategy(id, { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
const baseOf = (id: StrategyId, donor: AskDonor) => calculateAsks(donor, annualOnly(id)).baseAsk;

describe('gift bands and tiers at their edges', () => {
  it.each(BAND_EDGES)('%d is in the band below %d', (below, at, band) => {
    expect(bandOf(dollarsToCents(below))).toBe(band + 1);
    expect(bandOf(dollarsToCents(at))).toBe(band);
  });

  it('puts amounts in tiers: small below $100, medium below $1,000, large from $1,000', () => {
    expect([99.99, 100, 999.99, 1_000].map((dollars) => tierOf(dollarsToCents(dollars)))).toEqual([0, 1, 1, 2]);
  });
});

describe.each(STRATEGY_IDS)('%s at every band edge', (id) => {
  const table = TABLE[id];
  it.each(BAND_EDGES)('uses the right last-year, two- and three-years-ago multiplier at %d / %d', (below, at, band) => {
    for (const [dollars, index] of [[below, band + 1], [at, band]] as const) {
      const gift = dollarsToCents(dollars);
      // A renewal that also gave two years ago is not a new donor, so every strategy uses its last-year table.
      const renewal = { ...buildDonor({ appealGiftTwoYearsAgo: 1 }), appealGiftLastYear: gift };
      expect(baseOf(id, renewal)).toBe(expectedProduct(gift, table.lastYear[index]!));
      const twoYears = { ...buildDonor(), appealGiftTwoYearsAgo: gift };
      expect(baseOf(id, twoYears)).toBe(expectedProduct(gift, table.twoYears[index]!));
      const threeYears = { ...buildDonor(), appealGiftThreeYearsAgo: gift };
      expect(baseOf(id, threeYears)).toBe(expectedProduct(gift, table.threeYears[index]!));
    }
  });

  it('uses the tier of gift / 5 for campaign and greatest gifts, capped', () => {
    for (const [gift, tier] of [[499.95, 0], [500, 1], [4_999.95, 1], [5_000, 2]] as const) {
      const fifth = dollarsToCents(gift / 5);
      const expected = Math.min(expectedProduct(fifth, table.fifths[tier]!), dollarsToCents(CAPS[id].fifths));
      expect(baseOf(id, buildDonor({ campaignGift: gift }))).toBe(expected);
      expect(baseOf(id, buildDonor({ greatestGift: gift }))).toBe(expected);
    }
  });

  it('uses the tier of L / N for the average gift, capped', () => {
    for (const [average, tier] of [[99.99, 0], [100, 1], [999.99, 1], [1_000, 2]] as const) {
      const donor = buildDonor({ lifetimeGiving: average * 3, numberOfLifetimeGifts: 3 });
      const expected = Math.min(expectedProduct(dollarsToCents(average), table.average[tier]!), dollarsToCents(CAPS[id].average));
      expect(baseOf(id, donor)).toBe(expected);
    }
  });
});

describe('new donor upgrade at its edges', () => {
  const NEW_DONOR = [1.2, 1.2, 1.25, 1.3, 1.8, 2];
  it.each(BAND_EDGES)('uses the new-donor multiplier at %d / %d', (below, at, band) => {
    for (const [dollars, index] of [[below, band + 1], [at, band]] as const) {
      const gift = dollarsToCents(dollars);
      const raised = dollars <= 1_000 ? 2 * gift : 0;
      const expected = Math.max(expectedProduct(gift, NEW_DONOR[index]!), raised);
      expect(baseOf('new_donor_upgrade', { ...buildDonor(), appealGiftLastYear: gift })).toBe(expected);
    }
  });

  it('raises to 2 x the gift up to $1,000 only', () => {
    expect(baseOf('new_donor_upgrade', buildDonor({ appealGiftLastYear: 1_000 }))).toBe(dollarsToCents(2_000));
    expect(baseOf('new_donor_upgrade', buildDonor({ appealGiftLastYear: 1_000.01 }))).toBe(dollarsToCents(1_250.01));
  });
});

describe('nice rounding at its step edges', () => {
  it.each([
    [99.99, 100],
    [97.49, 95],
    [97.5, 100],
    [100, 100],
    [104.99, 100],
    [105, 110],
    [999.99, 1_000],
    [1_024.99, 1_000],
    [1_025, 1_050],
    [9_999.99, 10_000],
    [10_049.99, 10_000],
    [10_050, 10_100],
    [0.01, 5],
    [2.5, 5],
  ])('nice(%d) = %d', (x, nice) => {
    expect(niceAsk(dollarsToCents(x))).toBe(dollarsToCents(nice));
  });
});
