import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASK_MODES, INSTALLMENTS_BY_ASK_MODE, NUMBER_OF_ASKS_CHOICES, STRATEGY_IDS } from './ask-choices.ts';
import type { AskSettings, StrategyId } from './ask-choices.ts';
import type { AskDonor } from './ask-types.ts';
import { calculateAsks } from './calculate-asks.ts';
import { LADDER_FACTORS } from './ladder-rules.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import { STRATEGIES } from './strategies.ts';

// Gifts are mostly absent; present ones span cents to millions so every band, tier and cap is hit.
const amount = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 100_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: 100_000, max: 5_000_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 5_000_000, max: 1_000_000_000 }) },
);

const donorArbitrary: fc.Arbitrary<AskDonor> = fc.record({
  appealGiftLastYear: amount,
  appealGiftTwoYearsAgo: amount,
  appealGiftThreeYearsAgo: amount,
  campaignGift: amount,
  specialEventGift: amount,
  greatestGift: amount,
  lifetimeGiving: amount,
  numberOfLifetimeGifts: fc.integer({ min: 0, max: 500 }),
  wealthRating: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10_000_000_000 })),
  zipAverage: amount,
  customBaseAsk: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { freq: 5 }),
});

const settingsArbitrary = fc.record({
  id: fc.constantFrom(...STRATEGY_IDS),
  settings: fc.record<AskSettings>({
    numberOfAsks: fc.constantFrom(...NUMBER_OF_ASKS_CHOICES),
    askMode: fc.constantFrom(...ASK_MODES),
  }),
});

const RUNS = { numRuns: 2_000 };

/** The nice step, in cents, for x = base x factor (exact: compared as base x hundredths vs limit x 100). */
function stepFor(base: number, factor: number): number {
  const scaled = BigInt(base) * BigInt(Math.round(factor * 10));
  if (scaled < 10_000n * 10n) return 500;
  if (scaled < 100_000n * 10n) return 1_000;
  return scaled < 1_000_000n * 10n ? 5_000 : 10_000;
}

function annualLadder(donor: AskDonor, id: StrategyId, numberOfAsks: AskSettings['numberOfAsks']) {
  return calculateAsks(donor, prepareStrategy(id, { numberOfAsks, askMode: 'ANNUAL_ONLY' })).annualAsks;
}

describe('ask ladder properties', () => {
  it('every annual ladder strictly rises, is at least $5 and nice', () => {
    fc.assert(
      fc.property(donorArbitrary, settingsArbitrary, (donor, { id, settings }) => {
        const result = calculateAsks(donor, prepareStrategy(id, settings));
        const asks = settings.askMode === 'MONTHLY_ONLY' ? annualLadder(donor, id, settings.numberOfAsks) : result.annualAsks;
        expect(asks).toHaveLength(settings.numberOfAsks);
        asks.forEach((ask, k) => {
          expect(ask).toBeGreaterThanOrEqual(500);
          expect(ask % stepFor(result.baseAsk, LADDER_FACTORS[k]!)).toBe(0);
          if (k > 0) expect(ask).toBeGreaterThan(asks[k - 1]!);
        });
      }),
      RUNS,
    );
  });

  it('monthly-only asks are whole $5s from $5, each at least $5 above the last, with no annual asks', () => {
    fc.assert(
      fc.property(donorArbitrary, settingsArbitrary, (donor, { id, settings }) => {
        const result = calculateAsks(donor, prepareStrategy(id, { ...settings, askMode: 'MONTHLY_ONLY' }));
        expect(result.annualAsks).toEqual([]);
        expect(result.monthlyAsks).toHaveLength(settings.numberOfAsks);
        result.monthlyAsks.forEach((ask, k) => {
          expect(ask % 500).toBe(0);
          expect(ask).toBeGreaterThanOrEqual(500);
          if (k > 0) expect(ask - result.monthlyAsks[k - 1]!).toBeGreaterThanOrEqual(500);
        });
        // The primary ask is the annual ask 1 worked out before the conversion.
        expect(result.primaryAsk).toBe(annualLadder(donor, id, settings.numberOfAsks)[0]);
      }),
      RUNS,
    );
  });

  // 'n installments equal the annual ask within a cent' cannot hold literally: the rules' own example has
  // 12 x $4.17 = $50.04 for $50. What holds is that each installment is within half a cent of annual / n.
  it('installments are the annual ask / n to the cent (n installments within n/2 cents of it)', () => {
    fc.assert(
      fc.property(donorArbitrary, settingsArbitrary, fc.constantFrom(6, 10, 12), (donor, { id, settings }, n) => {
        const askMode = `ANNUAL_MONTHLY_${n}` as const;
        expect(INSTALLMENTS_BY_ASK_MODE[askMode]).toBe(n);
        const result = calculateAsks(donor, prepareStrategy(id, { ...settings, askMode }));
        expect(result.annualAsks).toEqual(annualLadder(donor, id, settings.numberOfAsks));
        result.annualAsks.forEach((annual, k) => {
          const installment = result.monthlyAsks[k]!;
          expect(Math.abs(installment * n - annual)).toBeLessThanOrEqual(n / 2);
        });
      }),
      RUNS,
    );
  });

  it('flags and status agree with their definitions on the primary ask', () => {
    fc.assert(
      fc.property(donorArbitrary, settingsArbitrary, (donor, { id, settings }) => {
        const result = calculateAsks(donor, prepareStrategy(id, settings));
        const ask = result.primaryAsk;
        const lastYear = donor.appealGiftLastYear;
        const expected = {
          fiveKOrAbove: ask >= 500_000,
          oneKMoreLastYear: lastYear > 0 && ask >= lastYear + 100_000,
          threeXAppealGift: lastYear > 0 && ask >= 3 * lastYear && ask >= 50_000,
        };
        const isSpicy = expected.fiveKOrAbove || expected.oneKMoreLastYear || expected.threeXAppealGift;
        expect(result.flags).toEqual({ ...expected, isSpicy });
        expect(result.status).toBe(isSpicy ? 'handle_manually' : 'ready_export');
        if (settings.askMode !== 'MONTHLY_ONLY') expect(ask).toBe(result.annualAsks[0]);
      }),
      RUNS,
    );
  });

  it('a custom base ask replaces the rules, with no wealth floor', () => {
    fc.assert(
      fc.property(donorArbitrary, donorArbitrary, fc.integer({ min: 1, max: 10_000_000 }), settingsArbitrary, (first, second, custom, { id, settings }) => {
        const prepared = prepareStrategy(id, settings);
        const one = calculateAsks({ ...first, customBaseAsk: custom }, prepared);
        const other = calculateAsks({ ...second, customBaseAsk: custom }, prepared);
        expect(one.baseAsk).toBe(custom);
        expect(one.isBaseline).toBe(false);
        expect(one.primaryAsk).toBe(other.primaryAsk);
        expect(one.annualAsks).toEqual(other.annualAsks);
        expect(one.monthlyAsks).toEqual(other.monthlyAsks);
        expect(one.askLogs.some((line) => line.startsWith('Custom base ask'))).toBe(true);
      }),
      RUNS,
    );
  });

  it('without a custom base, the base is positive, at least the wealth minimum, and the baseline only when nothing else applies', () => {
    fc.assert(
      fc.property(donorArbitrary, settingsArbitrary, (donor, { id, settings }) => {
        const plain = { ...donor, customBaseAsk: null };
        const result = calculateAsks(plain, prepareStrategy(id, settings));
        const strategy = STRATEGIES[id];
        const wealthMinimum = Math.min(Math.round(donor.wealthRating / 400), strategy.wealthMinimum.cap * 100);
        expect(result.baseAsk).toBeGreaterThan(0);
        expect(result.baseAsk).toBeGreaterThanOrEqual(wealthMinimum);
        if (result.isBaseline) {
          expect(result.baseAsk).toBe(strategy.baselineAsk * 100);
          expect(donor.wealthRating > 0 && wealthMinimum > 0).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('donor types follow their definitions', () => {
    fc.assert(
      fc.property(donorArbitrary, (donor) => {
        const { donorType } = calculateAsks(donor, prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' }));
        const appeal = donor.appealGiftLastYear + donor.appealGiftTwoYearsAgo + donor.appealGiftThreeYearsAgo;
        const other = donor.campaignGift + donor.specialEventGift + donor.greatestGift + donor.lifetimeGiving;
        expect(donorType.renewal).toBe(donor.appealGiftLastYear > 0);
        expect(donorType.recapture).toBe(donor.appealGiftLastYear === 0 && appeal > 0);
        expect(donorType.allAppealDonors).toBe(appeal > 0);
        expect(donorType.nonDonor).toBe(appeal + other === 0);
        expect(donorType.donorNotAppeal).toBe(appeal === 0 && other > 0);
        expect(donorType.campaignOnlyDonor).toBe(donor.campaignGift > 0 && donor.specialEventGift === 0 && appeal === 0);
        expect(donorType.specialEventOnly).toBe(donor.specialEventGift > 0 && donor.campaignGift === 0 && appeal === 0);
        expect(donorType.wealthRating).toBe(donor.wealthRating > 0);
      }),
      RUNS,
    );
  });
});
