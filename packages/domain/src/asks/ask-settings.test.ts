import { describe, expect, it } from 'vitest';
import { askModeSchema, askSettingsSchema, numberAskSettingsSchema, numberOfAsksSchema, pledgeCardPreview, strategyIdSchema } from './ask-settings.ts';
import { prepareStrategy } from './prepare-strategy.ts';
import { STRATEGIES } from './strategies.ts';

describe('ask settings validation', () => {
  it('defaults to 3 asks, ANNUAL_ONLY and secret_sauce', () => {
    expect(askSettingsSchema.parse({})).toEqual({ numberOfAsks: 3, askMode: 'ANNUAL_ONLY', strategyId: 'secret_sauce' });
    expect(numberAskSettingsSchema.parse({})).toEqual({ askNumber: 3, askAnnual: 'ANNUAL_ONLY' });
  });

  it('accepts every allowed choice', () => {
    for (const count of [3, 4, 5]) expect(numberOfAsksSchema.parse(count)).toBe(count);
    for (const mode of ['ANNUAL_ONLY', 'MONTHLY_ONLY', 'ANNUAL_MONTHLY_6', 'ANNUAL_MONTHLY_10', 'ANNUAL_MONTHLY_12']) {
      expect(askModeSchema.parse(mode)).toBe(mode);
    }
    expect(Object.keys(STRATEGIES).map((id) => strategyIdSchema.parse(id))).toEqual([
      'secret_sauce',
      'nice_easy',
      'swing_fences',
      'new_donor_upgrade',
    ]);
  });

  it('rejects anything else with a clear message', () => {
    const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(message(numberOfAsksSchema.safeParse(6))).toBe('Number of asks must be 3, 4 or 5.');
    expect(message(numberOfAsksSchema.safeParse('3'))).toBe('Number of asks must be 3, 4 or 5.');
    expect(message(askModeSchema.safeParse('WEEKLY'))).toMatch(/^Frequency must be one of ANNUAL_ONLY, MONTHLY_ONLY/);
    expect(message(strategyIdSchema.safeParse('secret-sauce'))).toMatch(/^Strategy must be one of secret_sauce, nice_easy/);
  });

  it('names the strategies as the spec does', () => {
    expect(Object.values(STRATEGIES).map((strategy) => [strategy.id, strategy.title, strategy.baselineAsk])).toEqual([
      ['secret_sauce', 'Secret Sauce', 100],
      ['nice_easy', 'Nice and Easy', 50],
      ['swing_fences', 'Swing for the Fences', 250],
      ['new_donor_upgrade', 'New Donor Upgrade', 100],
    ]);
  });

  it('refuses to prepare an unknown strategy or setting', () => {
    expect(() => prepareStrategy('gold' as never, { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' })).toThrow('Unknown ask strategy "gold"');
    expect(() => prepareStrategy('nice_easy', { numberOfAsks: 6 as never, askMode: 'ANNUAL_ONLY' })).toThrow(RangeError);
    expect(() => prepareStrategy('nice_easy', { numberOfAsks: 3, askMode: 'WEEKLY' as never })).toThrow(RangeError);
  });
});

describe('pledge-card preview', () => {
  it('shows the spec samples for the chosen frequency and number of asks', () => {
    expect(pledgeCardPreview('ANNUAL_ONLY', 3)).toEqual({ annualAsks: [5_000, 5_500, 7_500], monthlyAsks: [] });
    expect(pledgeCardPreview('MONTHLY_ONLY', 5)).toEqual({ annualAsks: [], monthlyAsks: [500, 1_000, 1_500, 2_000, 2_500] });
    expect(pledgeCardPreview('ANNUAL_MONTHLY_6', 4).monthlyAsks).toEqual([1_000, 1_100, 1_500, 1_700]);
    expect(pledgeCardPreview('ANNUAL_MONTHLY_12', 5).monthlyAsks).toEqual([500, 550, 750, 850, 1_100]);
    expect(pledgeCardPreview('ANNUAL_MONTHLY_10', 3)).toEqual({ annualAsks: [6_000, 6_600, 9_000], monthlyAsks: [600, 660, 900] });
  });
});
