import { describe, expect, it } from 'vitest';
import { pledgeCardPreview } from './ask-settings.ts';
import { annualAskString, installmentAskString, monthlyAskString } from './ask-string.ts';
import { mergeText, type MergeLadder } from './merge-text.ts';

const annual = (...cents: Array<number | null>): MergeLadder => ({ askMode: 'ANNUAL_ONLY', annualAsks: cents, monthlyAsks: [] });
const monthly = (...cents: number[]): MergeLadder => ({ askMode: 'MONTHLY_ONLY', annualAsks: [], monthlyAsks: cents });

describe('merge text', () => {
  it('writes one to five asks highest first, the last after "or even"', () => {
    expect(mergeText(annual(3500))).toBe('$35');
    expect(mergeText(annual(3500, 5000))).toBe('$50 or even $35');
    expect(mergeText(annual(3500, 5000, 7500))).toBe('$75, $50, or even $35');
    expect(mergeText(annual(3500, 5000, 7500, 10000))).toBe('$100, $75, $50, or even $35');
    expect(mergeText(annual(3500, 5000, 7500, 10000, 15000))).toBe('$150, $100, $75, $50, or even $35');
  });

  it('writes them lowest first when asked', () => {
    expect(mergeText(annual(7500, 3500, 5000), 'lowest_first')).toBe('$35, $50, or even $75');
    expect(mergeText(annual(3500, 5000), 'lowest_first')).toBe('$35 or even $50');
    expect(mergeText(annual(2500), 'lowest_first')).toBe('$25');
  });

  it('groups thousands and keeps cents exact', () => {
    expect(mergeText(annual(100000, 250000, 1000000))).toBe('$10,000, $2,500, or even $1,000');
    expect(mergeText(annual(123450, 100001, 99999))).toBe('$1,234.50, $1,000.01, or even $999.99');
    expect(mergeText(annual(2550, 5005))).toBe('$50.05 or even $25.50');
    expect(mergeText(annual(123456789012))).toBe('$1,234,567,890.12');
  });

  it('writes monthly asks as "a month"', () => {
    expect(mergeText(monthly(500, 1000, 1500, 2000, 2500))).toBe('$25 a month, $20 a month, $15 a month, $10 a month, or even $5 a month');
    expect(mergeText(monthly(417, 2500), 'lowest_first')).toBe('$4.17 a month or even $25 a month');
    expect(mergeText(monthly(250000))).toBe('$2,500 a month');
  });

  it('writes installment ladders with each annual ask and its installment over the months', () => {
    const twelve: MergeLadder = { askMode: 'ANNUAL_MONTHLY_12', annualAsks: [6000, 6600, 9000], monthlyAsks: [500, 550, 750] };
    expect(mergeText(twelve)).toBe('$90 ($7.50 a month for 12 months), $66 ($5.50 a month for 12 months), or even $60 ($5 a month for 12 months)');
    const six: MergeLadder = { askMode: 'ANNUAL_MONTHLY_6', annualAsks: [120000, 6000], monthlyAsks: [20000, 1000] };
    expect(mergeText(six, 'lowest_first')).toBe('$60 ($10 a month for 6 months) or even $1,200 ($200 a month for 6 months)');
    const ten: MergeLadder = { askMode: 'ANNUAL_MONTHLY_10', annualAsks: [5000], monthlyAsks: [500] };
    expect(mergeText(ten)).toBe('$50 ($5 a month for 10 months)');
  });

  it("writes the amounts the ladder's own ask string shows for whole-dollar asks (the pledge card's samples)", () => {
    const amounts = (text: string) => [...text.matchAll(/\$\d{1,3}(?:,\d{3})*(?:\.\d\d)?/g)].map((match) => match[0]).sort();
    for (const count of [1, 2, 3, 4, 5]) {
      const sample = pledgeCardPreview('ANNUAL_ONLY', count);
      expect(amounts(mergeText({ askMode: 'ANNUAL_ONLY', ...sample }))).toEqual(amounts(annualAskString(sample.annualAsks)));
      const months = pledgeCardPreview('MONTHLY_ONLY', count);
      expect(amounts(mergeText({ askMode: 'MONTHLY_ONLY', ...months }))).toEqual(amounts(monthlyAskString(months.monthlyAsks)));
      for (const askMode of ['ANNUAL_MONTHLY_6', 'ANNUAL_MONTHLY_10', 'ANNUAL_MONTHLY_12'] as const) {
        const ladder = pledgeCardPreview(askMode, count);
        expect(amounts(mergeText({ askMode, ...ladder }))).toEqual(amounts(installmentAskString(ladder.annualAsks, ladder.monthlyAsks)));
      }
    }
  });

  it('leaves out the empty places of a shorter ladder and says a repeated amount once', () => {
    expect(mergeText(annual(3500, 5000, 7500, null, null))).toBe('$75, $50, or even $35');
    expect(mergeText(annual(5000, 5000, 7500))).toBe('$75 or even $50');
  });

  it('starts with "$" whatever the ladder, so a spreadsheet never reads it as a formula', () => {
    const ladders: MergeLadder[] = [annual(1), annual(3500, 5000, 7500), monthly(500, 1000), { askMode: 'ANNUAL_MONTHLY_12', annualAsks: [6000], monthlyAsks: [500] }];
    for (const ladder of ladders) for (const order of ['highest_first', 'lowest_first'] as const) expect(mergeText(ladder, order)).toMatch(/^\$\d/);
  });

  it('refuses a ladder it cannot write, saying why', () => {
    expect(() => mergeText(annual())).toThrow('A ladder has 1 to 5 asks, not 0.');
    expect(() => mergeText(annual(100, 200, 300, 400, 500, 600))).toThrow('A ladder has 1 to 5 asks, not 6.');
    expect(() => mergeText(annual(5000, 0))).toThrow('Ask 2 must be an amount above $0 in whole cents, not 0.');
    expect(() => mergeText(annual(-5000))).toThrow('Ask 1 must be an amount above $0 in whole cents, not -5000.');
    expect(() => mergeText(annual(50.5))).toThrow('Ask 1 must be an amount above $0 in whole cents, not 50.5.');
    expect(() => mergeText(monthly(Number.NaN))).toThrow('Ask 1 must be an amount above $0 in whole cents, not NaN.');
    expect(() => mergeText({ askMode: 'ANNUAL_MONTHLY_12', annualAsks: [6000, 6600], monthlyAsks: [500] })).toThrow('Ask 2 has no installment for its 12 months.');
    expect(() => mergeText({ askMode: 'WEEKLY' as MergeLadder['askMode'], annualAsks: [100], monthlyAsks: [] })).toThrow('Unknown ask mode "WEEKLY".');
  });
});
