import { fillAnnualAsks, fillInstallments, fillMonthlyOnlyAsks } from './ask-ladder.ts';
import { annualAskString, installmentAskString, monthlyAskString } from './ask-string.ts';
import { keptPerStrategy } from './kept-per-strategy.ts';
import type { PreparedStrategy } from './prepare-strategy.ts';

// Under one prepared strategy a donor's ladder, and so its text, follows from the base ask alone, and a
// whole appeal has far fewer distinct bases than donors. Working the ladder out and formatting its text
// again for every donor was a quarter of the engine's time, so each base's ladder is kept once made and
// shared by the donors with that base (frozen, so no one can change another donor's asks).

/** A base ask's ladder and its text, in cents. */
export interface Ladder {
  /** Annual ask 1; for MONTHLY_ONLY the annual ask 1 worked out before it became monthly. */
  readonly primaryAsk: number;
  /** Empty for MONTHLY_ONLY. */
  readonly annualAsks: readonly number[];
  /** Monthly asks for MONTHLY_ONLY, installments for ANNUAL_MONTHLY_n, empty for ANNUAL_ONLY. */
  readonly monthlyAsks: readonly number[];
  readonly askString: string;
}

/** How many ladders one prepared strategy keeps before it starts again (bounds memory on odd data). */
export const LADDER_KEPT_LIMIT = 50_000;

const NO_ASKS: readonly number[] = Object.freeze([]);
const scratchAnnualAsks: number[] = [0, 0, 0, 0, 0];

function ladderOf(primaryAsk: number, annualAsks: readonly number[], monthlyAsks: readonly number[], askString: string): Ladder {
  return Object.freeze({ primaryAsk, annualAsks: Object.freeze(annualAsks), monthlyAsks: Object.freeze(monthlyAsks), askString });
}

/** The ladder of a base ask worked out afresh (ask-ladder.ts has the rules). */
export function makeLadder(base: number, s: PreparedStrategy): Ladder {
  const count = s.ladder.length;
  if (s.isMonthlyOnly) {
    // Flags and bands read the annual ask 1 worked out before it became monthly.
    fillAnnualAsks(base, s.ladder, scratchAnnualAsks);
    const monthly: number[] = [];
    fillMonthlyOnlyAsks(scratchAnnualAsks, count, monthly);
    return ladderOf(scratchAnnualAsks[0]!, NO_ASKS, monthly, monthlyAskString(monthly));
  }
  const annual: number[] = [];
  fillAnnualAsks(base, s.ladder, annual);
  if (s.installments === 0) return ladderOf(annual[0]!, annual, NO_ASKS, annualAskString(annual));
  const installments: number[] = [];
  fillInstallments(annual, s.installments, count, installments);
  return ladderOf(annual[0]!, annual, installments, installmentAskString(annual, installments));
}

const laddersOf = keptPerStrategy(() => new Map<number, Ladder>());

/** The ladder of a base ask (cents) under a prepared strategy: kept once made, shared and frozen. */
export function ladderFor(base: number, s: PreparedStrategy): Ladder {
  const ladders = laddersOf(s);
  const known = ladders.get(base);
  if (known !== undefined) return known;
  const ladder = makeLadder(base, s);
  if (ladders.size >= LADDER_KEPT_LIMIT) ladders.clear();
  ladders.set(base, ladder);
  return ladder;
}
