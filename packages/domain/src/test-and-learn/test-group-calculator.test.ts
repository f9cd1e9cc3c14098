import { describe, expect, it } from 'vitest';
import { APPEAL_GIFT, ASK_GIVING_KEYS } from '../giving-fields.ts';
import type { AskDonor } from '../asks/ask-types.ts';
import { strategyCalculator } from '../asks/calculate-asks.ts';
import { prepareStrategy } from '../asks/prepare-strategy.ts';
import { DEFAULT_ASK_MODE } from '../asks/ask-choices.ts';
import { testGroupCalculator } from './test-group-calculator.ts';

const donor = (): AskDonor => {
  const giving = Object.fromEntries(ASK_GIVING_KEYS.map((key) => [key, 0])) as Record<(typeof ASK_GIVING_KEYS)[number], number>;
  return { ...giving, [APPEAL_GIFT.lastYear]: 10000, lifetimeGiving: 40000, numberOfLifetimeGifts: 4, wealthRating: 0, zipAverage: 0 };
};

describe('test group calculator', () => {
  const settings = { numberOfAsks: 4, askMode: DEFAULT_ASK_MODE } as const;

  it("calculates a strategy group with the group's strategy and the appeal's settings", () => {
    const group = { letter: 'B', strategyId: 'secret_sauce', share: 50, sourceCode: 'B1' } as const;
    const expected = strategyCalculator(prepareStrategy('secret_sauce', settings))(donor());
    expect(testGroupCalculator(group, settings)(donor())).toEqual(expected);
  });

  it('gives the holdout group its fixed ladder', () => {
    const group = { letter: 'C' as const, share: 10, sourceCode: 'C1', fixedLadder: [2500, 5000, 10000, 25000] };
    expect(testGroupCalculator(group, settings)(donor()).annualAsks).toEqual([2500, 5000, 10000, 25000]);
  });
});
