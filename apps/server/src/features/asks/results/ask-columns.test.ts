import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { askColumnsOf, CACHED_DONORS, heldAskColumns } from './ask-columns.ts';

// Nothing is read here: columns are read from the database only when a sort or search first needs them.
const pool = {} as pg.Pool;
const COMPANY = 990_001;

describe('the columns kept in memory for the grid', () => {
  it('keeps five companies\' appeals of 100,000 donors, so each is read once and not again on the next request', () => {
    const first = [1, 2, 3, 4, 5].map((appealId) => askColumnsOf(pool, COMPANY + appealId, appealId, 1, 'v1', 100_000));
    const again = [1, 2, 3, 4, 5].map((appealId) => askColumnsOf(pool, COMPANY + appealId, appealId, 1, 'v1', 100_000));
    again.forEach((columns, i) => expect(columns).toBe(first[i]));
  });

  it('holds no more donors than its budget, dropping the least recently used, and always the newest', () => {
    const small = askColumnsOf(pool, COMPANY + 10, 10, 1, 'v1', 100_000);
    askColumnsOf(pool, COMPANY + 11, 11, 1, 'v1', CACHED_DONORS / 2);
    askColumnsOf(pool, COMPANY + 12, 12, 1, 'v1', CACHED_DONORS / 2);
    expect(heldAskColumns(COMPANY + 10, 10)).toBeNull();
    expect(heldAskColumns(COMPANY + 11, 11)).not.toBeNull();
    expect(heldAskColumns(COMPANY + 12, 12)).not.toBeNull();
    expect(askColumnsOf(pool, COMPANY + 10, 10, 1, 'v1', 100_000)).not.toBe(small);

    const huge = askColumnsOf(pool, COMPANY + 13, 13, 1, 'v1', CACHED_DONORS * 2);
    expect(heldAskColumns(COMPANY + 13, 13)).toBe(huge);
    expect(heldAskColumns(COMPANY + 12, 12)).toBeNull();
  });
});
