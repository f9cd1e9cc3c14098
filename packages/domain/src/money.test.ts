import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decimalToRatio,
  divideCents,
  formatAskAmount,
  formatMoney,
  formatWholeDollars,
  multiplyCents,
  parseMoney,
  parseMoneyOrThrow,
} from './money.ts';

describe('parseMoney', () => {
  it.each([
    ['$1,234.50', 123_450],
    ['1 234', 123_400],
    ['1\u00a0234,5'.replace(',', '.'), 123_450],
    ['  $12  ', 1_200],
    ['12.', 1_200],
    ['.5', 50],
    ['0.005', 1],
    ['0.004', 0],
    ['1.005', 101],
    ['2.675', 268],
    ['-$5.25', -525],
    ['$-5.25', -525],
    ['(12.50)', -1_250],
    ['+7', 700],
    ['1.5e3', 150_000],
    ['1,234,567.891', 123_456_789],
    ['', 0],
    ['   ', 0],
  ])('reads %j as %d cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, cents });
  });

  it('reads null, undefined and numbers', () => {
    expect(parseMoneyOrThrow(null)).toBe(0);
    expect(parseMoneyOrThrow(undefined)).toBe(0);
    expect(parseMoneyOrThrow(1234.5)).toBe(123_450);
    expect(parseMoneyOrThrow(1.005)).toBe(101);
    expect(parseMoneyOrThrow(0.1 + 0.2)).toBe(30);
    expect(parseMoneyOrThrow(1e-7)).toBe(0);
    expect(parseMoneyOrThrow(-0)).toBe(0);
  });

  it.each(['12x', 'abc', '$', '-', '1,23', '12,34.5', '1.2.3', '--5', '$1 234,5', '12e'])('rejects %j clearly', (text) => {
    const result = parseMoney(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toContain('is not an amount of money');
    expect(() => parseMoneyOrThrow(text)).toThrow(RangeError);
  });

  it('rejects amounts too large to hold exactly and non-finite numbers', () => {
    expect(parseMoney('999999999999999999').ok).toBe(false);
    expect(parseMoney(1e21).ok).toBe(false);
    expect(parseMoney(Number.NaN).ok).toBe(false);
    expect(parseMoney(Number.POSITIVE_INFINITY).ok).toBe(false);
  });

  it('reads back what formatMoney writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseMoneyOrThrow(formatMoney(cents))).toBe(cents);
      }),
    );
  });
});

describe('exact arithmetic', () => {
  it('turns decimals into reduced ratios', () => {
    expect(decimalToRatio(1.35)).toEqual({ numerator: 27, denominator: 20 });
    expect(decimalToRatio(0.0025)).toEqual({ numerator: 1, denominator: 400 });
    expect(decimalToRatio(2)).toEqual({ numerator: 2, denominator: 1 });
    expect(() => decimalToRatio(-1)).toThrow(RangeError);
  });

  it('multiplies by a ratio with halves up, where floating point would drift', () => {
    expect(multiplyCents(25_000, 3, 2)).toBe(37_500);
    expect(multiplyCents(1_725, 23, 20)).toBe(1_984); // 19.8375 -> 19.84
    expect(multiplyCents(1, 1, 2)).toBe(1);
    expect(multiplyCents(105, 1, 10)).toBe(11); // 10.5 -> 11
    expect(multiplyCents(Number.MAX_SAFE_INTEGER, 1, 3)).toBe(3_002_399_751_580_330);
    // The product passes 2^53 here, so the exact BigInt path takes over.
    expect(multiplyCents(Number.MAX_SAFE_INTEGER, 2, 3)).toBe(6_004_799_503_160_661);
  });

  it('matches a BigInt reference for any safe amount and factor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 64) }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 10_000 }), (cents, numerator, denominator) => {
        const exact = (BigInt(cents) * BigInt(numerator) * 2n + BigInt(denominator)) / (2n * BigInt(denominator));
        expect(multiplyCents(cents, numerator, denominator)).toBe(Number(exact));
      }),
    );
  });

  it('divides to the cent with halves up, symmetric for refunds', () => {
    expect(divideCents(5_000, 12)).toBe(417);
    expect(divideCents(5_500, 12)).toBe(458);
    expect(divideCents(90_000, 6)).toBe(15_000);
    expect(divideCents(5, 2)).toBe(3);
    expect(divideCents(-5, 2)).toBe(-3);
    expect(() => divideCents(100, 0)).toThrow(RangeError);
  });
});

describe('formatting', () => {
  it.each([
    [123_450, '$1,234.50', '$1,235', '$1,234.50'],
    [0, '$0.00', '$0', '$0'],
    [5, '$0.05', '$0', '$0.05'],
    [100_000_000, '$1,000,000.00', '$1,000,000', '$1,000,000'],
    [100_050, '$1,000.50', '$1,001', '$1,000.50'],
    [-123_450, '-$1,234.50', '-$1,235', '-$1,234.50'],
  ])('%d cents', (cents, money, wholeDollars, askAmount) => {
    expect(formatMoney(cents)).toBe(money);
    expect(formatWholeDollars(cents)).toBe(wholeDollars);
    expect(formatAskAmount(cents)).toBe(askAmount);
  });
});
