import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appealTestSchema, defaultAppealTest, givingBandOf, groupQuotas, NO_APPEAL_GIFT_BAND } from './test-groups.ts';

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
