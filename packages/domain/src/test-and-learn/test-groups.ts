import { z } from 'zod';
import type { StrategyId } from '../asks/ask-choices.ts';
import { strategyIdSchema } from '../asks/ask-settings.ts';
import { BAND_FLOORS } from '../asks/ladder-rules.ts';
import { STRATEGIES } from '../asks/strategies.ts';
import { dollarsToCents } from '../money.ts';

// An appeal's A/B test of strategies: its groups, their shares, and how donors are split among them. Groups
// A and B each run a strategy; an optional holdout group C gets one fixed ladder the user types.

export const TEST_GROUP_LETTERS = ['A', 'B', 'C'] as const;
export type TestGroupLetter = (typeof TEST_GROUP_LETTERS)[number];

/** The letter of the optional holdout group, whose donors all get the fixed ladder. */
export const HOLDOUT_LETTER = 'C';

/** The group letter of donors of an appeal without a test. */
export const NO_TEST_GROUP = '-';

/** The highest amount of a fixed ladder, in cents ($1,000,000). */
export const FIXED_LADDER_MAX_CENTS = 100_000_000;

const shareSchema = z.number().int().min(1, 'Each group needs at least 1% of the donors.').max(99, 'Each group needs at least 1% of the donors.');
const sourceCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter a source code for each group.')
  .max(30, 'A source code has at most 30 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'A source code uses letters, digits, - and _ only.');

export const strategyGroupSchema = z.object({
  letter: z.enum(['A', 'B']),
  strategyId: strategyIdSchema,
  /** Whole percent of the appeal's donors. */
  share: shareSchema,
  sourceCode: sourceCodeSchema,
});
export type StrategyGroup = z.infer<typeof strategyGroupSchema>;

/** Whole dollars in cents: annual asks are whole dollars (ask-string.ts). */
const fixedAskSchema = z
  .number()
  .int()
  .min(100, 'Each ask of the fixed ladder is at least $1.')
  .max(FIXED_LADDER_MAX_CENTS, 'Each ask of the fixed ladder is at most $1,000,000.')
  .refine((cents) => cents % 100 === 0, 'The fixed ladder takes whole dollars.');

export const holdoutGroupSchema = z.object({
  letter: z.literal(HOLDOUT_LETTER),
  share: shareSchema,
  sourceCode: sourceCodeSchema,
  /** The annual asks every donor of the group gets, in cents, lowest first (ask 1 is the primary ask). */
  fixedLadder: z
    .array(fixedAskSchema)
    .min(3, 'The fixed ladder has 3 to 5 asks.')
    .max(5, 'The fixed ladder has 3 to 5 asks.')
    .refine((asks) => asks.every((ask, k) => k === 0 || ask > asks[k - 1]!), 'Each ask of the fixed ladder is above the one before.'),
});
export type HoldoutGroup = z.infer<typeof holdoutGroupSchema>;

export const testGroupSchema = z.discriminatedUnion('letter', [strategyGroupSchema, holdoutGroupSchema]);
export type TestGroup = z.infer<typeof testGroupSchema>;

export const appealTestSchema = z
  .array(testGroupSchema)
  .min(2, 'A test has two groups, and optionally a holdout group.')
  .max(3, 'A test has two groups, and optionally a holdout group.')
  .refine((groups) => groups.every((group, index) => group.letter === TEST_GROUP_LETTERS[index]), 'The groups are A and B, then optionally C.')
  .refine((groups) => groups.reduce((sum, group) => sum + group.share, 0) === 100, 'The shares add up to 100%.')
  .refine((groups) => strategyOf(groups[0]!) !== strategyOf(groups[1]!), 'Choose two different strategies to compare.')
  .refine(
    (groups) => new Set(groups.map((group) => group.sourceCode.trim().toUpperCase())).size === groups.length,
    'The groups need different source codes.',
  );

/** What the set-up, summary and results call the holdout group. */
export const HOLDOUT_TITLE = 'Fixed-ladder holdout';

/** A group's name: its strategy's title, or the holdout's. */
export function testGroupTitle(group: TestGroup): string {
  return group.letter === HOLDOUT_LETTER ? HOLDOUT_TITLE : STRATEGIES[group.strategyId].title;
}

/** A group's strategy, or null for the holdout group (its fixed ladder instead). */
export function strategyOf(group: TestGroup): StrategyId | null {
  return group.letter === HOLDOUT_LETTER ? null : group.strategyId;
}

/** Source code of a group: the appeal's code (letters and digits of its name, at most 8) and the group letter. */
export function defaultSourceCode(appealName: string, letter: TestGroupLetter): string {
  const code = appealName.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 8) || 'APPEAL';
  return `${code}-${letter}`;
}

/** The default test: 50/50 between the appeal's strategy and another. */
export function defaultAppealTest(appealName: string, strategyA: StrategyId, strategyB: StrategyId): TestGroup[] {
  return [
    { letter: 'A', strategyId: strategyA, share: 50, sourceCode: defaultSourceCode(appealName, 'A') },
    { letter: 'B', strategyId: strategyB, share: 50, sourceCode: defaultSourceCode(appealName, 'B') },
  ];
}

/**
 * How many of `count` donors each group gets: the shares' exact quotas rounded down, and the donors left over
 * given one each to the largest remainders (ties to the earlier group). Every group is within one donor of
 * count x share / 100.
 */
export function groupQuotas(count: number, shares: readonly number[]): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  const exact = shares.map((share) => (count * share) / total);
  const quotas = exact.map(Math.floor);
  let left = count - quotas.reduce((sum, quota) => sum + quota, 0);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    quotas[index]! += 1;
    left -= 1;
  }
  return quotas;
}

/** Giving bands the split is stratified by: B1 .. B6 of the donor's latest appeal gift (ask rules), then no appeal gift. */
export const GIVING_BAND_LABELS = ['$25,000+', '$10,000 - $24,999', '$1,000 - $9,999', '$500 - $999', '$100 - $499', 'Under $100', 'No appeal gift'] as const;
export const NO_APPEAL_GIFT_BAND = 6;

/** The band floors in cents, B1 first. */
export const GIVING_BAND_FLOORS_CENTS: readonly number[] = BAND_FLOORS.map(dollarsToCents);

/** The giving band of a donor: the band of the latest of the three years' appeal gifts that is above zero. */
export function givingBandOf(appealGifts: readonly [number, number, number]): number {
  const latest = appealGifts.find((gift) => gift > 0);
  if (latest === undefined) return NO_APPEAL_GIFT_BAND;
  const band = GIVING_BAND_FLOORS_CENTS.findIndex((floor) => latest >= floor);
  return band === -1 ? GIVING_BAND_FLOORS_CENTS.length : band;
}
