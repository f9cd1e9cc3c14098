import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appealTestSchema, defaultAppealTest, givingBandOf, groupQuotas, NO_APPEAL_GIFT_BAND, type TestGroup } from './test-groups.ts';

describe('group quotas', () => {
  it('give each group its share within one donor, and every donor a group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 99 }), (count, shareA) => {
        const quotas = groupQuotas(count, [shareA, 100 - shareA]);
        expect(quotas[0]! + quotas[1]!).toBe(count);
        expect(Math.abs(quotas[0]! - (count * shareA) / 100)).toBeLessThan(1);
        expect(Math.abs(quotas[1]! - (count * (100 - shareA)) / 100)).toBeLessThan(1);
      }),
    );
  });

  it('give three groups (A, B and a holdout C) their shares within one donor, and every donor a group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }), (count, shareA, rawC) => {
        const shareC = Math.min(rawC, 99 - shareA);
        fc.pre(shareC >= 1);
        const shares = [shareA, 100 - shareA - shareC, shareC];
        const quotas = groupQuotas(count, shares);
        expect(quotas.reduce((sum, quota) => sum + quota, 0)).toBe(count);
        shares.forEach((share, index) => expect(Math.abs(quotas[index]! - (count * share) / 100)).toBeLessThan(1));
      }),
    );
  });

  it('split a band 45/45/10 with the leftover donors to the largest remainders', () => {
    expect(groupQuotas(7, [45, 45, 10])).toEqual([3, 3, 1]);
    expect(groupQuotas(11, [40, 40, 20])).toEqual([5, 4, 2]);
    expect(groupQuotas(1, [45, 45, 10])).toEqual([1, 0, 0]);
  });

  it('split an odd band 50/50 with the extra donor in the first group', () => {
    expect(groupQuotas(7, [50, 50])).toEqual([4, 3]);
    expect(groupQuotas(10, [30, 70])).toEqual([3, 7]);
    expect(groupQuotas(3, [34, 66])).toEqual([1, 2]);
  });
});

describe('giving bands', () => {
  it('take the latest appeal gift above zero, B1 to B6, or no appeal gift', () => {
    expect(givingBandOf([2_500_000, 0, 0])).toBe(0);
    expect(givingBandOf([0, 999_999, 0])).toBe(2);
    expect(givingBandOf([0, 0, 10_000])).toBe(4);
    expect(givingBandOf([9_999, 50_000_00, 0])).toBe(5);
    expect(givingBandOf([0, 0, 0])).toBe(NO_APPEAL_GIFT_BAND);
  });
});

describe('test settings', () => {
  it('accept the default test and refuse shares not adding to 100, twin strategies or twin codes', () => {
    const test = defaultAppealTest('Spring Appeal 2026', 'secret_sauce', 'swing_fences');
    expect(test.map((group) => group.sourceCode)).toEqual(['SPRINGAP-A', 'SPRINGAP-B']);
    expect(appealTestSchema.safeParse(test).success).toBe(true);
    expect(appealTestSchema.safeParse([{ ...test[0], share: 60 }, test[1]]).success).toBe(false);
    expect(appealTestSchema.safeParse([test[0], { ...test[1], strategyId: 'secret_sauce' }]).success).toBe(false);
    expect(appealTestSchema.safeParse([test[0], { ...test[1], sourceCode: 'springap-a' }]).success).toBe(false);
  });
});

describe('holdout group', () => {
  const [a, b] = defaultAppealTest('Spring Appeal 2026', 'secret_sauce', 'swing_fences') as [TestGroup, TestGroup];
  const holdout = { letter: 'C' as const, share: 10, sourceCode: 'SPRINGAP-C', fixedLadder: [2500, 5000, 10000] };
  const withShares = (shareA: number, shareB: number) => [{ ...a, share: shareA }, { ...b, share: shareB }];

  it('is accepted with its fixed ladder when the three shares add up to 100', () => {
    expect(appealTestSchema.safeParse([...withShares(45, 45), holdout]).success).toBe(true);
    expect(appealTestSchema.safeParse([...withShares(50, 45), holdout]).success).toBe(false);
  });

  it('refuses a ladder out of order, of the wrong length, not whole dollars, or a twin source code', () => {
    const refused = (change: Partial<typeof holdout>) => appealTestSchema.safeParse([...withShares(45, 45), { ...holdout, ...change }]);
    expect(refused({ fixedLadder: [5000, 2500, 10000] }).success).toBe(false);
    expect(refused({ fixedLadder: [2500, 5000] }).success).toBe(false);
    expect(refused({ fixedLadder: [2500, 5000, 7500, 10000, 15000, 20000] }).success).toBe(false);
    expect(refused({ fixedLadder: [2550, 5000, 10000] }).success).toBe(false);
    expect(refused({ sourceCode: 'springap-b' }).error?.issues[0]?.message).toBe('The groups need different source codes.');
  });

  it('is only ever the third group', () => {
    expect(appealTestSchema.safeParse([{ ...a, share: 90 }, holdout]).success).toBe(false);
    expect(appealTestSchema.safeParse([holdout, ...withShares(45, 45)]).success).toBe(false);
  });
});
