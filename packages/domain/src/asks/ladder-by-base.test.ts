import { describe, expect, it } from 'vitest';
import { ASK_MODES, NUMBER_OF_ASKS_CHOICES, STRATEGY_IDS } from './ask-choices.ts';
import { LADDER_KEPT_LIMIT, ladderFor, makeLadder } from './ladder-by-base.ts';
import { prepareStrategy } from './prepare-strategy.ts';

// Under one prepared strategy a donor's ladder and its text depend on the base ask alone, so they are
// kept per base. A kept ladder must be the ladder made afresh, whatever came before it.
const BASES = [0, 1, 499, 500, 4_167, 5_000, 9_999, 10_000, 37_550, 99_995, 1_000_000, 123_456_789, 2 ** 40 + 7];

describe('ladderFor', () => {
  it('gives the ladder made afresh, the first time and every time after, in every mode', () => {
    for (const id of STRATEGY_IDS) {
      for (const askMode of ASK_MODES) {
        for (const numberOfAsks of NUMBER_OF_ASKS_CHOICES) {
          const s = prepareStrategy(id, { numberOfAsks, askMode });
          for (const base of BASES) {
            expect(ladderFor(base, s)).toEqual(makeLadder(base, s));
            expect(ladderFor(base, s)).toEqual(makeLadder(base, s));
          }
        }
      }
    }
  });

  it('keeps each prepared strategy its own ladders when appeals take turns', () => {
    const monthly = prepareStrategy('nice_easy', { numberOfAsks: 3, askMode: 'MONTHLY_ONLY' });
    const annual = prepareStrategy('nice_easy', { numberOfAsks: 3, askMode: 'ANNUAL_ONLY' });
    for (let turn = 0; turn < 3; turn++) {
      expect(ladderFor(5_000, monthly).askString).toBe('$5/mo / $10/mo / $15/mo');
      expect(ladderFor(5_000, annual).askString).toBe('$50 / $55 / $75');
    }
  });

  it('hands out ladders nobody can change, since donors with the same base share them', () => {
    const s = prepareStrategy('swing_fences', { numberOfAsks: 5, askMode: 'ANNUAL_MONTHLY_12' });
    const ladder = ladderFor(5_000, s);
    expect(Object.isFrozen(ladder)).toBe(true);
    expect(Object.isFrozen(ladder.annualAsks)).toBe(true);
    expect(Object.isFrozen(ladder.monthlyAsks)).toBe(true);
  });

  it('stays right past the number of ladders it keeps', () => {
    const s = prepareStrategy('secret_sauce', { numberOfAsks: 3, askMode: 'ANNUAL_MONTHLY_10' });
    for (let base = 0; base < LADDER_KEPT_LIMIT + 1_000; base += 1) ladderFor(base * 3, s);
    for (let base = 0; base < LADDER_KEPT_LIMIT + 1_000; base += 997) expect(ladderFor(base * 3, s)).toEqual(makeLadder(base * 3, s));
  });
});
