import { describe, expect, it } from 'vitest';
import { isSyncFinished, isWatchingSync } from './virtuous-sync-watch.ts';

describe('isWatchingSync', () => {
  it('watches a locked account whatever its last status says', () => {
    expect(isWatchingSync(true, null)).toBe(true);
    expect(isWatchingSync(true, { status: 'DONE' })).toBe(true);
  });

  it('keeps watching an unlocked account whose sync still reads as running (the two answers raced)', () => {
    expect(isWatchingSync(false, { status: 'CONTACTS' })).toBe(true);
    expect(isWatchingSync(false, { status: 'START' })).toBe(true);
  });

  it('stops once the account is unlocked and its sync has ended, or never ran', () => {
    expect(isWatchingSync(false, { status: 'DONE' })).toBe(false);
    expect(isWatchingSync(false, { status: 'ERROR' })).toBe(false);
    expect(isWatchingSync(false, null)).toBe(false);
  });

  it('counts DONE and ERROR, and only those, as final', () => {
    expect(['DONE', 'ERROR', 'START', 'LEVELS', 'CONTACTS', 'GIFTS'].map(isSyncFinished)).toEqual([true, true, false, false, false, false]);
  });
});
