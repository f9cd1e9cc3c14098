import { describe, expect, it } from 'vitest';
import { formatAskAmount, formatWholeDollars } from '../money.ts';
import { installmentAskString } from './ask-string.ts';

// installmentAskString keeps each ask's text once made; the text must be the same as made afresh, for every
// amount, however many ladders came before.
const made = (annual: readonly number[], installments: readonly number[]) =>
  annual.map((cents, k) => `${formatWholeDollars(cents)} (${formatAskAmount(installments[k]!)}/mo)`).join(' / ');

describe('installmentAskString', () => {
  it('gives the same text for a ladder seen before and made afresh', () => {
    const annual = [5_000, 5_500, 7_500];
    const installments = [417, 458, 625];
    expect(installmentAskString(annual, installments)).toBe('$50 ($4.17/mo) / $55 ($4.58/mo) / $75 ($6.25/mo)');
    expect(installmentAskString(annual, installments)).toBe('$50 ($4.17/mo) / $55 ($4.58/mo) / $75 ($6.25/mo)');
  });

  it('tells apart asks with the same annual amount and another installment, and the reverse', () => {
    expect(installmentAskString([120_000], [10_000])).toBe('$1,200 ($100/mo)');
    expect(installmentAskString([120_000], [20_000])).toBe('$1,200 ($200/mo)');
    expect(installmentAskString([240_000], [20_000])).toBe('$2,400 ($200/mo)');
  });

  it('makes amounts past what it keeps, and stays right after more asks than it keeps', () => {
    expect(installmentAskString([500_000_000_000], [41_666_666_667])).toBe(made([500_000_000_000], [41_666_666_667]));
    for (let annual = 100; annual <= 12_000_000; annual += 100) {
      const installment = Math.round(annual / 12);
      expect(installmentAskString([annual], [installment])).toBe(made([annual], [installment]));
    }
    expect(installmentAskString([5_000], [417])).toBe('$50 ($4.17/mo)');
  });
});
