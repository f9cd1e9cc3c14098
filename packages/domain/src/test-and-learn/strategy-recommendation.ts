import { formatMoney } from '../money.ts';
import { welchInterval, type DifferenceInterval, type GroupFigures } from './results-statistics.ts';

// Which strategy to use next time, from a test's results: per giving band and over the whole test, the
// strategy that raised more per recipient with Welch's interval of the difference. A strategy is recommended
// only where the interval excludes zero; a point estimate alone is noise as often as not.

/** A giving band's figures of one group. */
export interface BandFigures extends GroupFigures {
  band: number;
  label: string;
}

/** One of the test's two strategy groups as its results report has it. */
export interface TestedStrategy {
  letter: string;
  name: string;
  strategyId: string | null;
  figures: GroupFigures;
  bands: readonly BandFigures[];
}

/** The two strategies compared over one giving band, or over the whole test (band null). */
export interface StrategyComparison {
  band: number | null;
  label: string;
  firstRevenuePerRecipientCents: number;
  secondRevenuePerRecipientCents: number;
  /** Second group minus first; null where a group has under two recipients or neither has any spread. */
  interval: DifferenceInterval | null;
  /** The group that raised more per recipient, whether or not the interval excludes zero. */
  aheadLetter: string | null;
  /** The group recommended: only where the interval excludes zero. */
  recommendedLetter: string | null;
  text: string;
}

export interface StrategyRecommendation {
  first: Omit<TestedStrategy, 'figures' | 'bands'>;
  second: Omit<TestedStrategy, 'figures' | 'bands'>;
  overall: StrategyComparison;
  bands: StrategyComparison[];
  /** The strategy to use next time; null where the evidence does not exclude no difference. */
  recommendedStrategyId: string | null;
}

const NO_EVIDENCE = 'No evidence of a difference';

const NO_RECIPIENTS: GroupFigures = { recipients: 0, responders: 0, responseRate: 0, totalCents: 0, averageGiftCents: null, revenuePerRecipientCents: 0, variance: null };

/** Cents shown as money, rounded to the cent (halves away from zero), as the verdict shows them. */
function money(cents: number): string {
  return formatMoney(Math.sign(cents) * Math.round(Math.abs(cents)));
}

/** Compares the test's two strategies over the whole test and in each giving band either group was mailed in. */
export function recommendStrategy(first: TestedStrategy, second: TestedStrategy, level = 0.95): StrategyRecommendation {
  const pair = { first, second, level };
  const overall = compare(pair, { band: null, label: 'All donors' }, first.figures, second.figures);
  const bandNumbers = [...new Set([...first.bands, ...second.bands].map((band) => band.band))].sort((x, y) => x - y);
  const bands = bandNumbers.map((number) => {
    const a = first.bands.find((band) => band.band === number);
    const b = second.bands.find((band) => band.band === number);
    return compare(pair, { band: number, label: (a ?? b)!.label }, a ?? NO_RECIPIENTS, b ?? NO_RECIPIENTS);
  });
  const winner = overall.recommendedLetter === first.letter ? first : overall.recommendedLetter === second.letter ? second : null;
  return {
    first: { letter: first.letter, name: first.name, strategyId: first.strategyId },
    second: { letter: second.letter, name: second.name, strategyId: second.strategyId },
    overall,
    bands,
    recommendedStrategyId: winner?.strategyId ?? null,
  };
}

interface Pair {
  first: TestedStrategy;
  second: TestedStrategy;
  level: number;
}

/** One comparison: a and b are the first and the second group's figures over the band (or the whole test). */
function compare({ first, second, level }: Pair, where: { band: number | null; label: string }, a: GroupFigures, b: GroupFigures): StrategyComparison {
  const interval = welchInterval(a, b, level);
  const difference = b.revenuePerRecipientCents - a.revenuePerRecipientCents;
  const ahead = difference > 0 ? second : difference < 0 ? first : null;
  const isClear = interval !== null && (interval.low > 0 || interval.high < 0);
  return {
    ...where,
    firstRevenuePerRecipientCents: a.revenuePerRecipientCents,
    secondRevenuePerRecipientCents: b.revenuePerRecipientCents,
    interval,
    aheadLetter: ahead?.letter ?? null,
    recommendedLetter: isClear ? ahead!.letter : null,
    text: comparisonText(first.name, second.name, interval, b.revenuePerRecipientCents),
  };
}

/** The interval as the leader's lead: the group ahead minus the other, so a clear lead reads as two positive amounts. */
function lead(interval: DifferenceInterval): { amount: number; low: number; high: number } {
  return interval.difference >= 0
    ? { amount: interval.difference, low: interval.low, high: interval.high }
    : { amount: -interval.difference, low: -interval.high, high: -interval.low };
}

function comparisonText(firstName: string, secondName: string, interval: DifferenceInterval | null, secondCents: number): string {
  if (!interval) return `${NO_EVIDENCE}: too few results to compare (each strategy needs at least two recipients and some gifts).`;
  const percent = `${Math.round(interval.level * 100)}% CI`;
  const { amount, low, high } = lead(interval);
  if (interval.difference === 0) {
    return `${NO_EVIDENCE}: both strategies raised ${money(secondCents)} per recipient (${percent} of the difference ${money(low)} to ${money(high)}).`;
  }
  const [winner, loser] = interval.difference > 0 ? [secondName, firstName] : [firstName, secondName];
  const raised = `${winner} raised ${money(amount)} more per recipient than ${loser}`;
  if (low > 0) return `Recommended: ${winner}. ${raised} (${percent} ${money(low)} to ${money(high)}).`;
  return `${NO_EVIDENCE}: ${raised}, but the ${percent} (${money(low)} to ${money(high)}) includes no difference.`;
}

/** What the strategy step says about the company's last test: the strategy it recommends, or that it found no difference. */
export function lastTestSuggestionText(appealName: string, recommendation: StrategyRecommendation): string {
  const { first, second, overall } = recommendation;
  const winner = overall.recommendedLetter === first.letter ? first : overall.recommendedLetter === second.letter ? second : null;
  if (winner && overall.interval) {
    const loser = winner === first ? second : first;
    const { amount, low, high } = lead(overall.interval);
    const percent = `${Math.round(overall.interval.level * 100)}% CI`;
    return `Your last test (${appealName}): ${winner.name} raised ${money(amount)} more per recipient than ${loser.name} (${percent} ${money(low)} to ${money(high)}). We suggest ${winner.name}.`;
  }
  return `Your last test (${appealName}) found no evidence of a difference in revenue per recipient between ${first.name} and ${second.name}, so it does not favour either strategy.`;
}
