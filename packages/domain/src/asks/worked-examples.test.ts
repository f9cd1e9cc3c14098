import { describe, expect, it } from 'vitest';
import { dollarsToCents } from '../money.ts';
import type { AskMode, NumberOfAsks, StrategyId } from './ask-choices.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';

// The worked-examples table of the ask rules, to the cent. Amounts here are dollars. Every example
// agrees with the rules as written; three settle readings the rules leave open: the tier of a
// candidate is that of gift / 5 (G = 300 -> $60, small), installments are plain annual / n to the
// cent (12 x $4.17 = $50.04, not adjusted to $50), and monthly-only asks are pushed $5 apart.
const EXAMPLES: {
  donor: string;
  giving: Parameters<typeof buildDonor>[0];
  strategy: StrategyId;
  numberOfAsks: NumberOfAsks;
  askMode: AskMode;
  base: number;
  annual: number[];
  monthly: number[];
  flags: string[];
  status: 'ready_export' | 'handle_manually';
  isBaseline?: boolean;
}[] = [
  { donor: 'A1 = 250', giving: { appealGiftLastYear: 250 }, strategy: 'secret_sauce', numberOfAsks: 5, askMode: 'ANNUAL_ONLY', base: 375, annual: [380, 410, 560, 640, 830], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'A1 = 40', giving: { appealGiftLastYear: 40 }, strategy: 'secret_sauce', numberOfAsks: 5, askMode: 'ANNUAL_ONLY', base: 80, annual: [80, 90, 120, 140, 180], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'A1 = 12,000', giving: { appealGiftLastYear: 12_000 }, strategy: 'secret_sauce', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 13_200, annual: [13_200, 14_500, 19_800], monthly: [], flags: ['fiveKOrAbove', 'oneKMoreLastYear'], status: 'handle_manually' },
  { donor: 'A2 = 600', giving: { appealGiftTwoYearsAgo: 600 }, strategy: 'secret_sauce', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 660, annual: [660, 730, 990], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'A3 = 80', giving: { appealGiftThreeYearsAgo: 80 }, strategy: 'nice_easy', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 64, annual: [65, 70, 95], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'L = 900, N = 6, G = 300', giving: { lifetimeGiving: 900, numberOfLifetimeGifts: 6, greatestGift: 300 }, strategy: 'secret_sauce', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 172.5, annual: [170, 190, 260], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'no giving', giving: {}, strategy: 'swing_fences', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 250, annual: [250, 280, 380], monthly: [], flags: [], status: 'ready_export', isBaseline: true },
  { donor: 'W = 400,000, no giving', giving: { wealthRating: 400_000 }, strategy: 'secret_sauce', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 1_000, annual: [1_000, 1_100, 1_500], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'A1 = 300, new donor', giving: { appealGiftLastYear: 300 }, strategy: 'new_donor_upgrade', numberOfAsks: 3, askMode: 'ANNUAL_ONLY', base: 600, annual: [600, 660, 900], monthly: [], flags: [], status: 'ready_export' },
  { donor: 'A1 = 50', giving: { appealGiftLastYear: 50 }, strategy: 'nice_easy', numberOfAsks: 5, askMode: 'MONTHLY_ONLY', base: 50, annual: [], monthly: [5, 10, 15, 20, 25], flags: [], status: 'ready_export' },
  { donor: 'A1 = 50', giving: { appealGiftLastYear: 50 }, strategy: 'nice_easy', numberOfAsks: 5, askMode: 'ANNUAL_MONTHLY_12', base: 50, annual: [50, 55, 75, 85, 110], monthly: [4.17, 4.58, 6.25, 7.08, 9.17], flags: [], status: 'ready_export' },
  { donor: 'A1 = 3,000', giving: { appealGiftLastYear: 3_000 }, strategy: 'swing_fences', numberOfAsks: 3, askMode: 'ANNUAL_MONTHLY_6', base: 4_500, annual: [4_500, 4_950, 6_750], monthly: [750, 825, 1_125], flags: ['oneKMoreLastYear'], status: 'handle_manually' },
];

const FLAG_NAMES = ['fiveKOrAbove', 'oneKMoreLastYear', 'threeXAppealGift'] as const;

describe('worked examples of the ask rules', () => {
  it.each(EXAMPLES)('$donor under $strategy, $numberOfAsks asks, $askMode', (example) => {
    const prepared = prepareStrategy(example.strategy, {
      numberOfAsks: example.numberOfAsks,
      askMode: example.askMode,
    });
    const result = calculateAsks(buildDonor(example.giving), prepared);

    expect(result.baseAsk).toBe(dollarsToCents(example.base));
    expect(result.annualAsks).toEqual(example.annual.map(dollarsToCents));
    expect(result.monthlyAsks).toEqual(example.monthly.map(dollarsToCents));
    expect(FLAG_NAMES.filter((flag) => result.flags[flag])).toEqual(example.flags);
    expect(result.flags.isSpicy).toBe(example.flags.length > 0);
    expect(result.status).toBe(example.status);
    expect(result.isBaseline).toBe(example.isBaseline ?? false);
  });

  it('shows the ladder as an ask string in every mode', () => {
    const ask = (askMode: AskMode, numberOfAsks: NumberOfAsks, giving: Parameters<typeof buildDonor>[0]) =>
      calculateAsks(buildDonor(giving), prepareStrategy('nice_easy', { numberOfAsks, askMode })).askString;
    expect(calculateAsks(buildDonor({ appealGiftLastYear: 250 }), prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' })).askString).toBe('$380 / $410 / $560');
    expect(ask('MONTHLY_ONLY', 3, { appealGiftLastYear: 50 })).toBe('$5/mo / $10/mo / $15/mo');
    expect(ask('ANNUAL_MONTHLY_12', 3, { appealGiftLastYear: 50 })).toBe('$50 ($4.17/mo) / $55 ($4.58/mo) / $75 ($6.25/mo)');
    expect(ask('ANNUAL_ONLY', 3, { appealGiftLastYear: 12_000 })).toBe('$12,000 / $13,200 / $18,000');
  });

  it('explains the base in the ask log with its numbers, in order', () => {
    const result = calculateAsks(
      buildDonor({ appealGiftLastYear: 250 }),
      prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' }),
    );
    expect(result.askLogs).toEqual([
      'Renewal: gave to the appeal last year',
      'Appeal gift last year $250.00 x 1.5 = $375.00',
      'Ask factors: base ask x 1 / 1.1 / 1.5',
      'Status: Ready for Export',
    ]);
  });
});
