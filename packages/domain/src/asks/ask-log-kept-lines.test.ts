import { describe, expect, it } from 'vitest';
import type { AskDonor } from './ask-types.ts';
import { STRATEGY_IDS } from './ask-choices.ts';
import { appendBaseAskLines, RULE_LINES_KEPT_LIMIT } from './ask-log.ts';
import { chooseBaseAsk, createBaseAskReason } from './base-ask.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import type { PreparedStrategy } from './prepare-strategy.ts';

// The line naming the rule that gave the base is kept once made, per prepared strategy. Kept lines must be the
// lines made afresh (under a newly prepared strategy, which has kept none), whatever donors came before.
const SETTINGS = { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' } as const;

function freshLines(donor: AskDonor, id: (typeof STRATEGY_IDS)[number]): string[] {
  return calculateAsks(donor, prepareStrategy(id, SETTINGS)).askLogs.slice();
}

const DONORS: AskDonor[] = [
  buildDonor({ appealGiftLastYear: 250 }),
  buildDonor({ appealGiftLastYear: 250, appealGiftTwoYearsAgo: 10 }),
  buildDonor({ appealGiftTwoYearsAgo: 250 }),
  buildDonor({ appealGiftThreeYearsAgo: 250 }),
  buildDonor({ campaignGift: 250 }),
  buildDonor({ greatestGift: 250 }),
  buildDonor({ specialEventGift: 250 }),
  buildDonor({ zipAverage: 250 }),
  // The same lifetime giving over another number of gifts is another average, so another line.
  buildDonor({ lifetimeGiving: 1_200, numberOfLifetimeGifts: 4 }),
  buildDonor({ lifetimeGiving: 1_200, numberOfLifetimeGifts: 3 }),
  buildDonor({ lifetimeGiving: 1_200, numberOfLifetimeGifts: 1 }),
  buildDonor({ appealGiftLastYear: 30_000_000_000 }),
  buildDonor({ lifetimeGiving: 30_000_000_000, numberOfLifetimeGifts: 9_999 }),
  buildDonor({ appealGiftLastYear: 40, wealthRating: 400_000 }),
  buildDonor({}),
];

describe('the kept base-ask lines', () => {
  it('are the lines made afresh, for every rule, strategy and order of donors', () => {
    for (const id of STRATEGY_IDS) {
      const s = prepareStrategy(id, SETTINGS);
      for (const order of [DONORS, [...DONORS].reverse(), DONORS]) {
        for (const donor of order) expect(calculateAsks(donor, s).askLogs).toEqual(freshLines(donor, id));
      }
    }
  });

  it('keep each prepared strategy its own lines when appeals take turns', () => {
    const renewal = buildDonor({ appealGiftLastYear: 300 });
    const secret = prepareStrategy('secret_sauce', SETTINGS);
    const newDonor = prepareStrategy('new_donor_upgrade', SETTINGS);
    for (let turn = 0; turn < 3; turn++) {
      expect(calculateAsks(renewal, secret).askLogs[1]).toBe('Appeal gift last year $300.00 x 1.5 = $450.00');
      expect(calculateAsks(renewal, newDonor).askLogs[1]).toBe('Appeal gift last year $300.00 x 1.8 (new donor) = $540.00');
    }
  });

  it('stay right past the number of lines kept', () => {
    const linesOf = (cents: number, s: PreparedStrategy): string[] => {
      const why = createBaseAskReason();
      const donor = buildDonor({ appealGiftTwoYearsAgo: cents / 100 });
      const base = chooseBaseAsk(donor, s, why);
      const lines: string[] = [];
      appendBaseAskLines(lines, donor, s, why, base);
      return lines;
    };
    const s = prepareStrategy('swing_fences', SETTINGS);
    const past = (RULE_LINES_KEPT_LIMIT + 500) * 100;
    for (let cents = 100; cents < past; cents += 100) linesOf(cents, s);
    for (let cents = 100; cents < past; cents += 99_700) {
      expect(linesOf(cents, s)).toEqual(linesOf(cents, prepareStrategy('swing_fences', SETTINGS)));
    }
  });
});
