import { describe, expect, it } from 'vitest';
import { groupFiguresOf, verdictOf, welchInterval, type GroupSums } from './results-statistics.ts';

/** Sums as the database adds them up. */
function sumsOf(gifts: readonly number[]): GroupSums {
  return {
    recipients: gifts.length,
    responders: gifts.filter((gift) => gift > 0).length,
    totalCents: gifts.reduce((sum, gift) => sum + BigInt(gift), 0n),
    sumOfSquares: gifts.reduce((sum, gift) => sum + BigInt(gift) * BigInt(gift), 0n),
  };
}

/** The textbook two-pass computation, independent of the sums: mean, then squared deviations over n - 1. */
function twoPass(gifts: readonly number[]): { mean: number; variance: number } {
  const mean = gifts.reduce((sum, gift) => sum + gift, 0) / gifts.length;
  const variance = gifts.reduce((sum, gift) => sum + (gift - mean) ** 2, 0) / (gifts.length - 1);
  return { mean, variance };
}

// Two fixed samples (cents) whose reference figures come from SciPy 1.17 (scipy.stats.ttest_ind(B, A,
// equal_var=False) and its confidence_interval(0.95)), an implementation independent of this one.
const A = [0, 0, 0, 2500, 0, 1000, 0, 0, 5000, 0];
const B = [0, 2000, 0, 0, 10000, 0, 2500, 0, 0, 0, 1500, 0];
const SIGNIFICANT_A = [0, 0, 500, 0, 1000, 0, 0, 2500, 0, 0, 1000, 0, 0, 500, 0, 0, 0, 1500, 0, 0];
const SIGNIFICANT_B = [2500, 0, 5000, 2000, 0, 7500, 0, 2500, 5000, 0, 10000, 2500, 0, 0, 5000, 2500, 0, 1000, 0, 5000];

describe('group figures', () => {
  it('match a two-pass computation of mean and sample variance', () => {
    for (const gifts of [A, B, SIGNIFICANT_A, SIGNIFICANT_B]) {
      const figures = groupFiguresOf(sumsOf(gifts));
      const reference = twoPass(gifts);
      expect(figures.revenuePerRecipientCents).toBeCloseTo(reference.mean, 9);
      expect(figures.variance!).toBeCloseTo(reference.variance, 6);
    }
  });

  it('count responders, response rate and the average gift of those who gave', () => {
    const figures = groupFiguresOf(sumsOf(A));
    expect(figures).toMatchObject({ recipients: 10, responders: 3, responseRate: 0.3, totalCents: 8500 });
    expect(figures.averageGiftCents).toBeCloseTo(8500 / 3, 9);
    expect(figures.variance).toBeCloseTo(2780555.5555555555, 6);
    expect(groupFiguresOf(sumsOf(B)).variance).toBeCloseTo(8287878.787878787, 6);
  });

  it('keep the variance exact for a million large gifts (the sums pass 2^53)', () => {
    const sums: GroupSums = { recipients: 1_000_000, responders: 1_000_000, totalCents: 1_000_000n * 250_000_01n, sumOfSquares: 1_000_000n * 250_000_01n * 250_000_01n };
    expect(groupFiguresOf(sums).variance).toBe(0);
  });

  it('have no average gift and no variance where there is nothing to average', () => {
    expect(groupFiguresOf(sumsOf([0]))).toMatchObject({ averageGiftCents: null, variance: null, revenuePerRecipientCents: 0 });
  });
});

describe("Welch's interval", () => {
  it('equals SciPy on a sample with no clear difference', () => {
    const interval = welchInterval(groupFiguresOf(sumsOf(A)), groupFiguresOf(sumsOf(B)))!;
    expect(interval.difference).toBeCloseTo(483.33333333333326, 9);
    expect(interval.degreesOfFreedom).toBeCloseTo(18.061925257804358, 9);
    expect(interval.low).toBeCloseTo(-1583.9527759188352, 6);
    expect(interval.high).toBeCloseTo(2550.619442585502, 6);
    expect(interval.pValue).toBeCloseTo(0.629285763723303, 9);
  });

  it('equals SciPy on a sample with a clear difference', () => {
    const interval = welchInterval(groupFiguresOf(sumsOf(SIGNIFICANT_A)), groupFiguresOf(sumsOf(SIGNIFICANT_B)))!;
    expect(interval.difference).toBe(2175);
    expect(interval.degreesOfFreedom).toBeCloseTo(21.040854471159122, 9);
    expect(interval.low).toBeCloseTo(795.3424431663918, 6);
    expect(interval.high).toBeCloseTo(3554.6575568336084, 6);
    expect(interval.pValue).toBeCloseTo(0.003582186440983454, 9);
  });

  it('is absent below two recipients a group', () => {
    expect(welchInterval(groupFiguresOf(sumsOf([100])), groupFiguresOf(sumsOf(B)))).toBeNull();
  });
});

describe('verdict', () => {
  it('names the strategy that raised more, with the interval, whichever group it is', () => {
    const interval = welchInterval(groupFiguresOf(sumsOf(SIGNIFICANT_A)), groupFiguresOf(sumsOf(SIGNIFICANT_B)));
    expect(verdictOf('Secret Sauce', 'Swing for the Fences', interval)).toBe(
      'Swing for the Fences raised $21.75 more per recipient than Secret Sauce (95% CI $7.95 to $35.55).',
    );
    const reversed = welchInterval(groupFiguresOf(sumsOf(SIGNIFICANT_B)), groupFiguresOf(sumsOf(SIGNIFICANT_A)));
    expect(verdictOf('Swing for the Fences', 'Secret Sauce', reversed)).toBe(
      'Swing for the Fences raised $21.75 more per recipient than Secret Sauce (95% CI $7.95 to $35.55).',
    );
  });

  it('says there is no clear difference when the interval includes zero', () => {
    const interval = welchInterval(groupFiguresOf(sumsOf(A)), groupFiguresOf(sumsOf(B)));
    expect(verdictOf('Secret Sauce', 'Swing for the Fences', interval)).toBe(
      'No clear difference yet: the interval includes zero (Swing for the Fences minus Secret Sauce: $4.83 per recipient, 95% CI -$15.84 to $25.51).',
    );
  });
});
