import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { askColumnsOf, AskColumns, CACHED_DONORS, heldAskColumns, NUMBER_COLUMNS, READ_ALL_UP_TO, TEXT_COLUMNS } from './ask-columns.ts';

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

  it("finds a search's rows once and keeps them for the next pages of the same search, and for the next version", () => {
    const names = [['Ada', 'Lovelace', 'Ada Lovelace', 'K1'], ['Mary', 'Smith', null, 'K2'], ['Li', 'Arden', 'Li Arden', 'K3']] as const;
    const columns = new AskColumns(pool, COMPANY + 20, 20, 1, names.length);
    TEXT_COLUMNS.forEach((column, c) => columns.texts.set(column, { ids: Int32Array.from(names.map((_, row) => row)), values: names.map((row) => row[c] ?? null) }));
    const ar = columns.rowsHolding('ar');
    expect([...ar]).toEqual([0, 1, 1]);
    expect(columns.rowsHolding('ar')).toBe(ar);
    expect([...columns.rowsHolding('k1')]).toEqual([1, 0, 0]);
    const edited = new AskColumns(pool, COMPANY + 20, 20, 1, names.length);
    edited.carryTextsFrom(columns);
    expect(edited.rowsHolding('ar')).toBe(ar);
  });

  it("keeps an amount search's rows for the next pages of this version only: an edit changes amounts", () => {
    const columns = new AskColumns(pool, COMPANY + 22, 22, 1, 2);
    let found = 0;
    const find = () => (found++, Uint8Array.of(1, 0));
    const rows = columns.rowsMatchingAmountSearch('100', find);
    expect(columns.rowsMatchingAmountSearch('100', find)).toBe(rows);
    expect(found).toBe(1);
    const edited = new AskColumns(pool, COMPANY + 22, 22, 1, 2);
    edited.carryTextsFrom(columns);
    expect(edited.rowsMatchingAmountSearch('100', find)).not.toBe(rows);
    expect(found).toBe(2);
  });

  it('reads every column of a kind at once for an appeal up to READ_ALL_UP_TO donors, only those asked for above', async () => {
    // The pool here reads nothing: what matters is which columns each read was started for.
    const small = new AskColumns(pool, COMPANY + 23, 23, 1, READ_ALL_UP_TO);
    const reading = small.ensure(['filter_bits', 'base_ask']);
    expect(small.loadedColumns()).toEqual(['filter_bits', ...NUMBER_COLUMNS]);
    await expect(reading).rejects.toThrow();
    const searched = small.ensure(['last_name']);
    expect(small.loadedColumns()).toEqual([...TEXT_COLUMNS]);
    await expect(searched).rejects.toThrow();

    const large = new AskColumns(pool, COMPANY + 24, 24, 1, READ_ALL_UP_TO + 1);
    const narrow = large.ensure(['filter_bits', 'base_ask']);
    expect(large.loadedColumns()).toEqual(['filter_bits', 'base_ask']);
    await expect(narrow).rejects.toThrow();
  });

  it('keeps the rows of the last 8 searches only', () => {
    const columns = new AskColumns(pool, COMPANY + 21, 21, 1, 1);
    TEXT_COLUMNS.forEach((column) => columns.texts.set(column, { ids: Int32Array.of(0), values: ['abcdefghij'] }));
    const first = columns.rowsHolding('a');
    for (const search of 'bcdefghi') columns.rowsHolding(search);
    expect(columns.rowsHolding('a')).not.toBe(first);
  });
});
