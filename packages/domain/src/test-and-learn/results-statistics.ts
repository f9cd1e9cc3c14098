import tCdf from '@stdlib/stats-base-dists-t-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { formatMoney } from '../money.ts';

// The figures of a test's results and the verdict, from the sums the database adds up per group (amounts in
// cents): revenue per recipient counts every recipient, a donor who gave nothing as a gift of 0. The
// difference between two groups is judged with Welch's t interval (unequal variances, Welch-Satterthwaite
// degrees of freedom), the standard comparison of two means; the t distribution comes from stdlib.

/** What the database adds up for a group: recipients, responders, the sum of gifts and of their squares. */
export interface GroupSums {
  recipients: number;
  responders: number;
  /** Sum of gifts in cents. */
  totalCents: bigint;
  /** Sum of the squares of gifts in cents (exact: a million donors' squares pass 2^53). */
  sumOfSquares: bigint;
}

export interface GroupFigures {
  recipients: number;
  responders: number;
  /** 0 .. 1. */
  responseRate: number;
  totalCents: number;
  /** Average gift of those who gave; null when nobody did. */
  averageGiftCents: number | null;
  revenuePerRecipientCents: number;
  /** Sample variance (n - 1) of the gift per recipient, in cents squared; null below two recipients. */
  variance: number | null;
}

/** Figures of a group from its sums; the variance from the exact sums: (n Sx2 - Sx^2) / (n (n - 1)). */
export function groupFiguresOf(sums: GroupSums): GroupFigures {
  const n = sums.recipients;
  const total = Number(sums.totalCents);
  const squaresSpread = BigInt(n) * sums.sumOfSquares - sums.totalCents * sums.totalCents;
  return {
    recipients: n,
    responders: sums.responders,
    responseRate: n === 0 ? 0 : sums.responders / n,
    totalCents: total,
    averageGiftCents: sums.responders === 0 ? null : total / sums.responders,
    revenuePerRecipientCents: n === 0 ? 0 : total / n,
    variance: n < 2 ? null : Number(squaresSpread) / (n * (n - 1)),
  };
}

export interface DifferenceInterval {
  /** Second group's mean minus the first's, in cents. */
  difference: number;
  low: number;
  high: number;
  degreesOfFreedom: number;
  /** Two-sided p-value of no difference. */
  pValue: number;
  level: number;
}

/**
 * Welch's interval for the difference of two means (second minus first) at the given level; null when a
 * group has fewer than two members or both have no spread.
 */
export function welchInterval(first: GroupFigures, second: GroupFigures, level = 0.95): DifferenceInterval | null {
  if (first.variance === null || second.variance === null) return null;
  const a = first.variance / first.recipients;
  const b = second.variance / second.recipients;
  const standardError = Math.sqrt(a + b);
  if (standardError === 0) return null;
  const degreesOfFreedom = (a + b) ** 2 / (a ** 2 / (first.recipients - 1) + b ** 2 / (second.recipients - 1));
  const difference = second.revenuePerRecipientCents - first.revenuePerRecipientCents;
  const margin = tQuantile(1 - (1 - level) / 2, degreesOfFreedom) * standardError;
  const t = difference / standardError;
  return {
    difference,
    low: difference - margin,
    high: difference + margin,
    degreesOfFreedom,
    pValue: 2 * (1 - tCdf(Math.abs(t), degreesOfFreedom)),
    level,
  };
}

/** Cents shown as money, rounded to the cent (halves away from zero). */
function money(cents: number): string {
  return formatMoney(Math.sign(cents) * Math.round(Math.abs(cents)));
}

/**
 * The verdict in plain words: which strategy raised more per recipient, by how much, with the interval;
 * or that the interval includes zero.
 */
export function verdictOf(firstName: string, secondName: string, interval: DifferenceInterval | null): string {
  if (!interval) return 'No verdict yet: each group needs at least two recipients and some gifts.';
  const percent = `${Math.round(interval.level * 100)}%`;
  if (interval.low <= 0 && interval.high >= 0) {
    return `No clear difference yet: the interval includes zero (${secondName} minus ${firstName}: ${money(interval.difference)} per recipient, ${percent} CI ${money(interval.low)} to ${money(interval.high)}).`;
  }
  const isSecondAhead = interval.difference > 0;
  const [winner, loser] = isSecondAhead ? [secondName, firstName] : [firstName, secondName];
  const [low, high] = isSecondAhead ? [interval.low, interval.high] : [-interval.high, -interval.low];
  return `${winner} raised ${money(Math.abs(interval.difference))} more per recipient than ${loser} (${percent} CI ${money(low)} to ${money(high)}).`;
}
