import { describe, expect, it } from 'vitest';
import type { AskDonor } from './ask-types.ts';
import { ASK_MODES, STRATEGY_IDS } from './ask-choices.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAskLadder, calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';

// A whole appeal's calculation takes the ladder without its ask log (calculateAskLadder); the grid, the
// export and the command line explain a row with calculateAsks. Both must give the same ladder, flags and
// status for every donor, whichever came before (the engine reuses one reason record between donors).
const DONORS: AskDonor[] = [
  buildDonor({ appealGiftLastYear: 250 }),
  buildDonor({ appealGiftLastYear: 250, appealGiftTwoYearsAgo: 10 }),
  buildDonor({ appealGiftTwoYearsAgo: 250 }),
  buildDonor({ appealGiftThreeYearsAgo: 250_00 }),
  buildDonor({ campaignGift: 250 }),
  buildDonor({ greatestGift: 2_500_00 }),
  buildDonor({ specialEventGift: 250 }),
  buildDonor({ zipAverage: 250 }),
  buildDonor({ lifetimeGiving: 1_200, numberOfLifetimeGifts: 4 }),
  buildDonor({ appealGiftLastYear: 30_000_000_000 }),
  buildDonor({ appealGiftLastYear: 40, wealthRating: 400_000 }),
  buildDonor({ appealGiftLastYear: 100_00, customBaseAsk: 75_00 }),
  buildDonor({}),
];

describe('calculateAskLadder', () => {
  it('gives what calculateAsks gives, without the ask log, for every strategy, mode and donor', () => {
    for (const id of STRATEGY_IDS) {
      for (const askMode of ASK_MODES) {
        const strategy = prepareStrategy(id, { numberOfAsks: 5, askMode });
        // Interleaved, so that neither path leans on what the other left behind.
        for (const donor of [...DONORS, ...DONORS.slice().reverse()]) {
          const { askLogs, ...explained } = calculateAsks(donor, strategy);
          const ladder = calculateAskLadder(donor, strategy);
          expect({ ...ladder, askLogs: undefined }).toEqual({ ...explained, askLogs: undefined });
          expect(askLogs.length).toBeGreaterThan(2);
          expect('askLogs' in ladder ? (ladder as { askLogs: readonly string[] }).askLogs : []).toEqual([]);
        }
      }
    }
  });
});
