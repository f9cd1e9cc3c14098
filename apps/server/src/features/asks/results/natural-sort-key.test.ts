import { describe, expect, it } from 'vitest';
import { naturalSortKey, naturalSortKeyByPattern } from './sorted-page.ts';

// The one-pass key must equal the SQL's two replaces (grid-query.ts NATURAL_ID), which the grid tests compare
// with PostgreSQL itself.

const EDGES = ['', 'abc', 'C1', 'C10', 'c2', '007', '0', '000', 'A0B00C000', '12-34-56', 'ID 42 x', 'é9', '9é', '1'.repeat(20), '0' + '9'.repeat(20),
  '9'.repeat(21), '00' + '5'.repeat(21), '1'.repeat(45), '1' + '0'.repeat(30) + '7'.repeat(12), 'x' + '3'.repeat(41) + 'y2'];

/** Ids from a seeded generator: runs of digits (with leading zeros, some long) between letters and marks. */
function generatedIds(count: number): string[] {
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
  const parts = ['C', 'RE-', 'x', ' ', '0', '00', '-', 'ü'];
  return Array.from({ length: count }, () => {
    let id = '';
    for (let p = next(5) + 1; p > 0; p--) id += next(2) ? parts[next(parts.length)] : String(next(10 ** (1 + next(9)))).padStart(next(12), '0').repeat(1 + next(3));
    return id;
  });
}

describe('the natural sort key of an id', () => {
  it.each(EDGES)('is the pattern\'s key for %j', (id) => {
    expect(naturalSortKey(id)).toBe(naturalSortKeyByPattern(id));
  });

  it('is the pattern\'s key for 20,000 generated ids', () => {
    const differing = generatedIds(20_000).filter((id) => naturalSortKey(id) !== naturalSortKeyByPattern(id));
    expect(differing).toEqual([]);
  });
});
