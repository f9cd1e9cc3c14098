import { describe, expect, it } from 'vitest';
import type { AskMode, StrategyId } from './ask-choices.ts';
import { withStatusLine } from './ask-log.ts';
import { buildDonor } from './build-donor.ts';
import { calculateAsks } from './calculate-asks.ts';
import { prepareStrategy } from './prepare-strategy.ts';

const logOf = (giving: Parameters<typeof buildDonor>[0], id: StrategyId = 'secret_sauce', askMode: AskMode = 'ANNUAL_ONLY') =>
  calculateAsks(buildDonor(giving), prepareStrategy(id, { numberOfAsks: 3, askMode })).askLogs;

describe('ask log', () => {
  it('names the candidate that won, with its cap', () => {
    expect(logOf({ campaignGift: 50_000, greatestGift: 300 })).toEqual([
      'Campaign-only donor: gave to the campaign, not to the appeal',
      'Campaign gift $50,000.00 / 5 = one fifth $10,000.00 x 1.2 = $12,000.00',
      "Capped at the strategy's ceiling of $1,000.00",
      'Ask factors: base ask x 1 / 1.1 / 1.5',
      'Status: Ready for Export',
    ]);
    expect(logOf({ specialEventGift: 800, greatestGift: 100 }).slice(0, 2)).toEqual([
      'Special event-only donor: gave to the special event, not to the appeal',
      'Special event gift $800.00 x 1 = $800.00',
    ]);
  });

  it('explains the zip average for a non-donor', () => {
    expect(logOf({ zipAverage: 3_000 }).slice(0, 3)).toEqual([
      'Non-donor: no giving found',
      "Average gift in the donor's zip code $3,000.00 x 0.25 = $750.00",
      "Capped at the strategy's ceiling of $500.00",
    ]);
  });

  it('states the wealth floor and its cap', () => {
    expect(logOf({ appealGiftLastYear: 100, wealthRating: 1_000_000 }, 'nice_easy')).toEqual([
      'Renewal: gave to the appeal last year',
      'Appeal gift last year $100.00 x 1 = $100.00',
      'Raised to the wealth minimum: wealth rating $1,000,000.00 x 0.0025 = $2,500.00, capped at the strategy\'s ceiling of $500.00',
      'Ask factors: base ask x 1 / 1.1 / 1.5',
      "Flagged for review: 3x the appeal gift last year and above $500",
      'Status: Handle Manually',
    ]);
  });

  it('states the new-donor raise', () => {
    expect(logOf({ appealGiftLastYear: 300 }, 'new_donor_upgrade').slice(0, 3)).toEqual([
      'New donor: gave to the appeal last year only',
      'Appeal gift last year $300.00 x 1.8 (new donor) = $540.00',
      'Raised to 2 x appeal gift last year $300.00 = $600.00',
    ]);
  });

  it('says when the baseline ask is used and when the ladder is monthly', () => {
    expect(logOf({}, 'nice_easy', 'MONTHLY_ONLY')).toEqual([
      'Non-donor: no giving found',
      'No gift or zip average to work from',
      'Baseline ask of Nice and Easy: $50.00',
      'Ask factors: base ask x 1 / 1.1 / 1.5',
      'Monthly asks: each annual ask / 12, rounded to the nearest $5',
      'Status: Ready for Export',
    ]);
  });

  it('never carries a line over from the donor calculated before', () => {
    logOf({ campaignGift: 50_000 });
    expect(logOf({ lifetimeGiving: 500 })).toEqual([
      'Donor, but not to the appeal',
      'No gift or zip average to work from',
      'Baseline ask of Secret Sauce: $100.00',
      'Ask factors: base ask x 1 / 1.1 / 1.5',
      'Status: Ready for Export',
    ]);
  });

  it('says a custom base ask replaced the rules', () => {
    const result = calculateAsks(
      buildDonor({ appealGiftLastYear: 12_000, wealthRating: 10_000_000, customBaseAsk: 250 }),
      prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' }),
    );
    expect(result.baseAsk).toBe(25_000);
    expect(result.annualAsks).toEqual([25_000, 28_000, 38_000]);
    expect(result.askLogs.slice(0, 2)).toEqual([
      'Renewal: gave to the appeal last year',
      'Custom base ask $250.00 replaces the strategy rules (no wealth floor)',
    ]);
  });

  it('replaces the status line when the user sets a status', () => {
    const logs = logOf({ appealGiftLastYear: 12_000 });
    const changed = withStatusLine(logs, 'exclude_export');
    expect(changed.filter((line) => line.startsWith('Status: '))).toEqual(['Status: Exclude From Export']);
    expect(changed.slice(0, -1)).toEqual(logs.slice(0, -1));
    expect(withStatusLine(changed, 'ready_export').at(-1)).toBe('Status: Ready for Export');
  });
});

describe('donor input checks', () => {
  const prepared = prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
  it('refuses dollars with decimals, missing amounts and unsafe numbers by name', () => {
    expect(() => calculateAsks({ ...buildDonor(), appealGiftLastYear: 250.5 }, prepared)).toThrow(
      'appealGiftLastYear must be a whole number of cents, not 250.5',
    );
    expect(() => calculateAsks({ ...buildDonor(), zipAverage: undefined as never }, prepared)).toThrow('zipAverage is missing');
    expect(() => calculateAsks({ ...buildDonor(), customBaseAsk: 1e300 }, prepared)).toThrow('customBaseAsk must be');
  });

  it('treats negative amounts (refunds) as no gift', () => {
    const result = calculateAsks({ ...buildDonor(), appealGiftLastYear: -5_000, greatestGift: -100 }, prepared);
    expect(result.isBaseline).toBe(true);
    expect(result.donorType.nonDonor).toBe(true);
    expect(result.flags.isSpicy).toBe(false);
  });
});
