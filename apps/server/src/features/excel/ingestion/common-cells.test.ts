import { describe, expect, it } from 'vitest';
import { parseAmountCell, parseCountCell, parseIdCell, parseTextCell, parseZipCell, type CellResult } from '../parse-cells.ts';
import { commonCents, commonCount, commonId, commonText, commonZip, NOT_COMMON } from './common-cells.ts';

// The direct path must give what parse-cells.ts gives, or step aside: every value here goes through both.

/** A seeded generator, so that a failure can be run again. */
function numbers(seed: number, count: number): number[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 14);
    const raw = next() * scale;
    // Whole, two decimals, three decimals, many decimals, negative.
    return [Math.round(raw), Math.round(raw * 100) / 100, Math.round(raw * 1000) / 1000, raw, -raw][i % 5]!;
  });
}

const SPECIAL: unknown[] = [
  undefined, null, '', '   ', 'Ann', '  Ann  ', 'a\u0000b', 'x'.repeat(1000), ' '.concat('x'.repeat(1000)), 'x'.repeat(1001), 'i'.repeat(101), 'i'.repeat(100),
  '$1,234.50', '12x', '1,204', '2.5', '02134', 0, -0, 1, 99, 100, 2134, 9999, 10_000, 83807, 0.1 + 0.2, 1.005, 20.5, 60.39, 1e-7, 1e13 - 0.01, 1e13, 1e15, 1e21,
  999_999_999, 1_000_000_000, -5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER, true, false, new Date('2024-01-02'),
  { formula: 'A1*2', result: 40 }, { richText: [{ text: 'R' }] }, { error: '#N/A' },
];

const READERS: Array<[string, (value: unknown) => unknown, (value: unknown) => CellResult<unknown>]> = [
  ['text', commonText, parseTextCell],
  ['id', commonId, parseIdCell],
  ['zip', commonZip, parseZipCell],
  ['amount', commonCents, parseAmountCell],
  ['count', commonCount, parseCountCell],
];

describe('common cells', () => {
  const values = [...SPECIAL, ...numbers(7, 5000), ...numbers(11, 5000).map(String)];
  it.each(READERS)('%s cells read directly are read as parse-cells.ts reads them', (_name, common, full) => {
    let direct = 0;
    for (const value of values) {
      const quick = common(value);
      if (quick === NOT_COMMON) continue;
      direct++;
      // The value goes into a COPY line as text: -0 and 0 are the same there, and are compared so.
      expect({ value, read: String(quick) }).toEqual({ value, read: String((full(value) as { value: unknown }).value) });
      expect(full(value).ok).toBe(true);
    }
    // The comparison is not empty: hundreds of the generated values take the direct path.
    expect(direct).toBeGreaterThan(500);
  });

  it('leaves bad cells to parse-cells.ts, which words their errors', () => {
    for (const value of ['x'.repeat(1001), -5, 2.5, 'i'.repeat(101), { error: '#N/A' }, true]) {
      const verdicts = [commonText(value), commonId(value), commonAmountOrCount(value)];
      expect(verdicts).toContain(NOT_COMMON);
    }
    expect(commonCents(-5)).toBe(NOT_COMMON);
    expect(commonCents(1.005)).toBe(NOT_COMMON);
    expect(commonCount(2.5)).toBe(NOT_COMMON);
    expect(commonId('i'.repeat(101))).toBe(NOT_COMMON);
    expect(commonText('x'.repeat(1001))).toBe(NOT_COMMON);
  });
});

function commonAmountOrCount(value: unknown): unknown {
  return commonCents(value) === NOT_COMMON ? NOT_COMMON : commonCount(value);
}
