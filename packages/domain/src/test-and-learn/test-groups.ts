import { z } from 'zod';
import type { StrategyId } from '../asks/ask-choices.ts';
import { strategyIdSchema } from '../asks/ask-settings.ts';
import { BAND_FLOORS } from '../asks/ladder-rules.ts';
import { dollarsToCents } from '../money.ts';

// An appeal's A/B test of strategies: its groups, their shares, and how donors are split among them.

export const TEST_GROUP_LETTERS = ['A', 'B'] as const;
export type TestGroupLetter = (typeof TEST_GROUP_LETTERS)[number];

/** The group letter of donors of an appeal without a test. */
export const NO_TEST_GROUP = '-';

export const testGroupSchema = z.object({
  letter: z.enum(TEST_GROUP_LETTERS),
  strategyId: strategyIdSchema,
  /** Whole percent of the appeal's donors. */
  share: z.number().int().min(1, 'Each group needs at least 1% of the donors.').max(99, 'Each group needs at least 1% of the donors.'),
  sourceCode: z
    .string()
    .trim()
    .min(1, 'Enter a source code for each group.')
    .max(30, 'A source code has at most 30 characters.')
    .regex(/^[A-Za-z0-9_-]+$/, 'A source code uses letters, digits, - and _ only.'),
});
export type TestGroup = z.infer<typeof testGroupSchema>;

export const appealTestSchema = z
  .array(testGroupSchema)
  .length(2, 'A test has two groups.')
  .refine((groups) => groups[0]!.letter === 'A' && groups[1]!.letter === 'B', 'The groups are A and B.')
  .refine((groups) => groups[0]!.share + groups[1]!.share === 100, 'The shares add up to 100%.')
  .refine((groups) => groups[0]!.strategyId !== groups[1]!.strategyId, 'Choose two different strategies to compare.')
  .refine((groups) => groups[0]!.sourceCode.toUpperCase() !== groups[1]!.sourceCode.toUpperCase(), 'The groups need different source codes.');

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
