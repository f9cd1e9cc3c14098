import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DONOR_STATUSES } from './ask-choices.ts';
import type { DonorStatus } from './ask-choices.ts';
import type { AskResult } from './ask-types.ts';
import { summarizeAppeal, summaryBandOf } from './appeal-summary.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { SUMMARY_BANDS } from './ladder-rules.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import { selectTop100 } from './top-100.ts';

const prepared = prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });

const giving = fc.record({
  appealGiftLastYear: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000 })),
  appealGiftTwoYearsAgo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })),
  campaignGift: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  specialEventGift: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
  wealthRating: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })),
});

describe('summary bands', () => {
  it.each([
    [95, 'ask0to99'],
    [99.99, 'ask0to99'],
    [100, 'ask100to249'],
    [249.99, 'ask100to249'],
    [250, 'ask250to499'],
    [500, 'ask500to999'],
    [1_000, 'ask1000to4999'],
    [4_999.99, 'ask1000to4999'],
    [5_000, 'askOver5000'],
  ])('$%d is in %s', (dollars, band) => {
    expect(summaryBandOf(Math.round(dollars * 100))).toBe(band);
  });
});

describe('summarizeAppeal', () => {
  it('counts add up to the number of donors, whatever the statuses', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(giving, fc.constantFrom<DonorStatus | null>(null, ...DONOR_STATUSES)), { maxLength: 60 }), (rows) => {
        const results = rows.map(([amounts, status]) => {
          const result = calculateAsks(buildDonor(amounts), prepared);
          return status === null ? result : { ...result, status };
        });
        const summary = summarizeAppeal(results);
        const bands = Object.values(summary.bands);
        expect(summary.totalConstituents).toBe(rows.length);
        expect(bands.reduce((sum, band) => sum + band.total, 0)).toBe(rows.length);
        for (const band of bands) expect(band.ready_export + band.handle_manually + band.exclude_export).toBe(band.total);
        for (const status of DONOR_STATUSES) {
          const count = results.filter((result) => result.status === status).length;
          expect(bands.reduce((sum, band) => sum + band[status], 0)).toBe(count);
        }
        const types = summary.donorTypes;
        expect(types.renewal + types.recapture).toBe(types.allDonors);
        expect(types.allDonors + types.donorNotAppeal + types.nonDonor).toBe(rows.length);
        expect(types.spicyOnes).toBe(results.filter((result) => result.flags.isSpicy).length);
      }),
    );
  });

  it('gives the average and median primary ask and the flag counts', () => {
    const results = [40, 250, 12_000, 3_000].map((gift) => calculateAsks(buildDonor({ appealGiftLastYear: gift }), prepared));
    // Primary asks $80, $380, $13,200, $3,600.
    const summary = summarizeAppeal(results);
    expect(summary.averageAsk).toBe(431_500);
    expect(summary.medianAsk).toBe(199_000);
    expect(summary.averageAskString).toBe('$4,315.00');
    expect(summary.bands.askOver5000).toEqual({ ready_export: 0, handle_manually: 1, exclude_export: 0, total: 1 });
    expect(summary.donorTypes).toMatchObject({ allDonors: 4, renewal: 4, fiveKOrAbove: 1, onekOverTotalLastYear: 1, spicyOnes: 1 });
  });

  it('is all zeros for an empty appeal', () => {
    const summary = summarizeAppeal([]);
    expect(summary).toMatchObject({ totalConstituents: 0, averageAsk: 0, medianAsk: 0 });
    expect(Object.keys(summary.bands)).toEqual(SUMMARY_BANDS.map((band) => band.key));
  });
});

describe('selectTop100', () => {
  it('matches sorting by primary ask, highest first, earlier donor first on ties', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 400 }), fc.integer({ min: 0, max: 120 }), (asks, count) => {
        const donors = asks.map((ask, index) => ({ primaryAsk: ask * 500, index }));
        const expected = [...donors].sort((a, b) => b.primaryAsk - a.primaryAsk || a.index - b.index).slice(0, count);
        expect(selectTop100(donors, count)).toEqual(expected);
      }),
    );
  });

  it('keeps 100 by default', () => {
    const results: Pick<AskResult, 'primaryAsk'>[] = Array.from({ length: 250 }, (_, index) => ({ primaryAsk: index }));
    const top = selectTop100(results);
    expect(top).toHaveLength(100);
    expect(top[0]?.primaryAsk).toBe(249);
    expect(top[99]?.primaryAsk).toBe(150);
  });
});
