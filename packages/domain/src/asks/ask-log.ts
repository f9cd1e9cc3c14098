import { formatMoney } from '../money.ts';
import type { DonorStatus } from './ask-choices.ts';
import { DONOR_STATUS_LABELS } from './ask-choices.ts';
import type { AskDonor, AskFlags } from './ask-types.ts';
import type { BaseAskReason, BaseAskRule } from './base-ask.ts';
import { keptPerStrategy } from './kept-per-strategy.ts';
import type { PreparedStrategy } from './prepare-strategy.ts';

// The ask log explains a donor's ladder in plain words, in this order: who the donor is, the line that
// produced the base (with its numbers), any cap or floor, the ask factors, then flags and status.

/** Tile wording of the flags (spec section 9), used in the log and on the summary. */
export const FLAG_LABELS = {
  fiveKOrAbove: '$5K or above',
  threeXAppealGift: "3x the appeal gift last year and above $500",
  oneKMoreLastYear: "$1K more than last year's gift",
} as const;

/** The ask-log line stating a status; a status the user sets replaces it. */
export function statusLine(label: string): string {
  return `Status: ${label}`;
}

const STATUS_PREFIX = statusLine('');

/**
 * What the figures after the first one are called for each rule that divides its gift: every figure in a
 * line is named for what it is (lifetime giving divided by the number of gifts is the average gift).
 */
const DIVIDED_NAMES: Partial<Record<BaseAskRule, { count: (divisor: number) => string; result: string }>> = {
  campaign: { count: (n) => String(n), result: 'one fifth' },
  greatestGift: { count: (n) => String(n), result: 'one fifth' },
  averageGift: { count: (n) => `${n} ${n === 1 ? 'gift' : 'gifts'}`, result: 'average gift' },
};

function giftLine(label: string, why: BaseAskReason, factorNote = ''): string {
  const factor = (why.factor?.text ?? '1') + factorNote;
  const names = DIVIDED_NAMES[why.rule];
  if (why.divisor > 0 && names !== undefined) {
    const divided = `${names.count(why.divisor)} = ${names.result} ${formatMoney(why.divided)}`;
    return `${label} ${formatMoney(why.gift)} / ${divided} x ${factor} = ${formatMoney(why.product)}`;
  }
  return `${label} ${formatMoney(why.gift)} x ${factor} = ${formatMoney(why.product)}`;
}

// Under one prepared strategy the line of the rule that gave the base follows from its rule and gift alone (the
// band or tier, the factor and the product are worked out from them), and an appeal's donors share a few thousand
// such lines: making each again, money formatting and all, was some 40% of the engine's time. So each line is
// kept once made, per strategy and rule. Not the average gift's: it follows from two amounts (lifetime giving and
// the number of gifts), nearly every donor has their own, and keeping them only filled the heap.
/** How many lines one rule of one prepared strategy keeps before it starts again (bounds memory on odd data). */
export const RULE_LINES_KEPT_LIMIT = 50_000;
const ruleLinesOf = keptPerStrategy(() => new Map<BaseAskRule, Map<number, string>>());

function keptGiftLine(s: PreparedStrategy, label: string, why: BaseAskReason, factorNote = ''): string {
  if (why.rule === 'averageGift') return giftLine(label, why, factorNote);
  const byRule = ruleLinesOf(s);
  let lines = byRule.get(why.rule);
  if (lines === undefined) {
    lines = new Map();
    byRule.set(why.rule, lines);
  }
  const known = lines.get(why.gift);
  if (known !== undefined) return known;
  const line = giftLine(label, why, factorNote);
  if (lines.size >= RULE_LINES_KEPT_LIMIT) lines.clear();
  lines.set(why.gift, line);
  return line;
}

const RULE_LABELS = {
  lastYear: 'Appeal gift last year',
  newDonor: 'Appeal gift last year',
  twoYearsAgo: 'Appeal gift two years ago',
  threeYearsAgo: 'Appeal gift three years ago',
  campaign: 'Campaign gift',
  greatestGift: 'Greatest gift',
  averageGift: 'Lifetime giving',
  specialEvent: 'Special event gift',
  zipAverage: "Average gift in the donor's zip code",
} as const;

/** Appends the lines that explain the base ask. */
export function appendBaseAskLines(
  lines: string[],
  donor: AskDonor,
  s: PreparedStrategy,
  why: BaseAskReason,
  base: number,
): void {
  const rule = why.rule;
  if (rule === 'custom') {
    lines.push(`Custom base ask ${formatMoney(base)} replaces the strategy rules (no wealth floor)`);
    return;
  }
  if (rule === 'none') {
    lines.push('No gift or zip average to work from');
  } else if (rule === 'newDonor') {
    lines.push(keptGiftLine(s, RULE_LABELS.newDonor, why, ' (new donor)'));
    if (why.newDonorMinimum > 0 && s.newDonor !== null) {
      const multiple = s.newDonor.minimumGiftMultiple.text;
      lines.push(`Raised to ${multiple} x appeal gift last year ${formatMoney(why.gift)} = ${formatMoney(why.newDonorMinimum)}`);
    }
  } else {
    lines.push(keptGiftLine(s, RULE_LABELS[rule], why));
  }
  if (why.cap > 0) lines.push(`Capped at the strategy's ceiling of ${formatMoney(why.cap)}`);
  if (why.wealthProduct > 0) {
    const wealth = `${formatMoney(donor.wealthRating)} x ${s.wealthMinimum.factor.text} = ${formatMoney(why.wealthProduct)}`;
    const cap = why.wealthCap > 0 ? `, capped at the strategy's ceiling of ${formatMoney(why.wealthCap)}` : '';
    lines.push(`Raised to the wealth minimum: wealth rating ${wealth}${cap}`);
  }
  if (why.isBaseline) lines.push(`Baseline ask of ${s.strategy.title}: ${formatMoney(base)}`);
}

/** The 'Flagged for review' line naming each flag that is set. */
export function flagsLine(flags: AskFlags): string {
  const reasons: string[] = [];
  if (flags.fiveKOrAbove) reasons.push(FLAG_LABELS.fiveKOrAbove);
  if (flags.oneKMoreLastYear) reasons.push(FLAG_LABELS.oneKMoreLastYear);
  if (flags.threeXAppealGift) reasons.push(FLAG_LABELS.threeXAppealGift);
  return `Flagged for review: ${reasons.join('; ')}`;
}

/** The ask log with its status line replaced (or added) for a status the user set. */
export function withStatusLine(askLogs: readonly string[], status: DonorStatus): string[] {
  const lines = askLogs.filter((line) => !line.startsWith(STATUS_PREFIX));
  lines.push(statusLine(DONOR_STATUS_LABELS[status]));
  return lines;
}
