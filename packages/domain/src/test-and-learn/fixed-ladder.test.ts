import { describe, expect, it } from 'vitest';
import { APPEAL_GIFT, ASK_GIVING_KEYS } from '../giving-fields.ts';
import type { AskDonor } from '../asks/ask-types.ts';
import { fixedLadderCalculator } from './fixed-ladder.ts';

function donorWith(appealGiftLastYear: number, lifetimeGiving = 0): AskDonor {
  const giving = Object.fromEntries(ASK_GIVING_KEYS.map((key) => [key, 0])) as Record<(typeof ASK_GIVING_KEYS)[number], number>;
  return { ...giving, [APPEAL_GIFT.lastYear]: appealGiftLastYear, lifetimeGiving, numberOfLifetimeGifts: appealGiftLastYear > 0 ? 1 : 0, wealthRating: 0, zipAverage: 0 };
}

describe('fixed ladder calculator', () => {
  const calculate = fixedLadderCalculator([2500, 5000, 10000, 25000]);

  it('gives every donor exactly the typed ladder, annual only, with the fixed ladder line in the ask log', () => {
    for (const donor of [donorWith(0), donorWith(10000, 10000), donorWith(250000, 900000)]) {
      const result = calculate(donor);
      expect(result.annualAsks).toEqual([2500, 5000, 10000, 25000]);
      expect(result.primaryAsk).toBe(2500);
      expect(result.monthlyAsks).toEqual([]);
      expect(result.askString).toBe('$25 / $50 / $100 / $250');
      expect(result.askLogs[1]).toBe('Fixed ladder (holdout group): $25 / $50 / $100 / $250 for every donor of the group, whatever their giving');
    }
  });

  it('still names the donor type and the status', () => {
    const renewal = calculate(donorWith(10000, 10000));
    expect(renewal.askLogs[0]).toBe('Renewal: gave to the appeal last year');
    expect(renewal.donorType.renewal).toBe(true);
    expect(renewal.status).toBe('ready_export');
    expect(calculate(donorWith(0)).askLogs[0]).toBe('Non-donor: no giving found');
  });
});
