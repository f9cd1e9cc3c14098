import { divideRounded, dollarsToCents, multiplyCents } from '../money.ts';
import { MINIMUM_ASK, MONTHLY_ASK_STEP, MONTHS_PER_YEAR, NICE_STEPS } from './ladder-rules.ts';
import type { PreparedFactor } from './prepare-strategy.ts';

const STEP_LIMITS = NICE_STEPS.map((row) => (Number.isFinite(row.below) ? dollarsToCents(row.below) : Infinity));
const STEPS = NICE_STEPS.map((row) => dollarsToCents(row.step));
const [LIMIT_1 = 0, LIMIT_2 = 0, LIMIT_3 = 0] = STEP_LIMITS;
const [STEP_1 = 0, STEP_2 = 0, STEP_3 = 0, STEP_4 = 0] = STEPS;
const MINIMUM_ASK_CENTS = dollarsToCents(MINIMUM_ASK);
const MONTHLY_STEP_CENTS = dollarsToCents(MONTHLY_ASK_STEP);

/**
 * The nice-rounding step, in cents, for x = scaled / denominator cents. The step comes from x before
 * rounding, so 99.99 rounds to the nearest 5 (giving 100), not to the nearest 10.
 */
export function niceStepFor(scaled: number, denominator: number): number {
  if (scaled < LIMIT_1 * denominator) return STEP_1;
  if (scaled < LIMIT_2 * denominator) return STEP_2;
  return scaled < LIMIT_3 * denominator ? STEP_3 : STEP_4;
}

/** nice(cents x numerator / denominator): to the nearest step, halves up, never below $5. */
export function niceAsk(cents: number, numerator = 1, denominator = 1): number {
  const step = niceStepFor(cents * numerator, denominator);
  const ask = multiplyCents(cents, numerator, denominator * step) * step;
  return ask < MINIMUM_ASK_CENTS ? MINIMUM_ASK_CENTS : ask;
}

/**
 * Fills `into` with the annual ladder nice(base x F[k]). The ladder strictly rises: an ask that
 * rounds to the previous one or lower becomes the previous plus its own step.
 */
export function fillAnnualAsks(base: number, ladder: readonly PreparedFactor[], into: number[]): void {
  let previous = 0;
  for (let k = 0; k < ladder.length; k++) {
    const factor = ladder[k]!;
    const step = niceStepFor(base * factor.numerator, factor.denominator);
    let ask = multiplyCents(base, factor.numerator, factor.denominator * step) * step;
    if (ask < MINIMUM_ASK_CENTS) ask = MINIMUM_ASK_CENTS;
    if (ask <= previous) ask = previous + step;
    into[k] = ask;
    previous = ask;
  }
}

/**
 * Fills `into` with monthly-only asks: annual ask k / 12 to the cent, then to the nearest $5 (halves
 * up), at least $5 and at least $5 above the monthly ask before it.
 */
export function fillMonthlyOnlyAsks(annualAsks: readonly number[], count: number, into: number[]): void {
  let previous = 0;
  for (let k = 0; k < count; k++) {
    const perMonth = divideRounded(annualAsks[k]!, MONTHS_PER_YEAR);
    let ask = divideRounded(perMonth, MONTHLY_STEP_CENTS) * MONTHLY_STEP_CENTS;
    if (ask < MINIMUM_ASK_CENTS) ask = MINIMUM_ASK_CENTS;
    if (k > 0 && ask < previous + MONTHLY_STEP_CENTS) ask = previous + MONTHLY_STEP_CENTS;
    into[k] = ask;
    previous = ask;
  }
}

/** Fills `into` with installments: annual ask k / installments, to the cent (halves up). */
export function fillInstallments(
  annualAsks: readonly number[],
  installments: number,
  count: number,
  into: number[],
): void {
  for (let k = 0; k < count; k++) into[k] = divideRounded(annualAsks[k]!, installments);
}
