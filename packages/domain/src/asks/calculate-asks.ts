import { ASK_GIVING_KEYS } from '../giving-fields.ts';
import { defaultStatus, flagAsk } from './ask-flags.ts';
import { appendBaseAskLines, flagsLine } from './ask-log.ts';
import type { AskDonor, AskFlags, AskLadder, AskResult, DonorType } from './ask-types.ts';
import { chooseBaseAsk, createBaseAskReason } from './base-ask.ts';
import { classifyDonor, donorTypeTitle } from './donor-type.ts';
import { ladderFor } from './ladder-by-base.ts';
import type { PreparedStrategy } from './prepare-strategy.ts';

// calculateAsks runs once per donor over whole appeals (a million donors and more), so it reuses one
// reason record instead of allocating it per donor, and takes the ladder kept for the base ask
// (ladder-by-base.ts). It is synchronous, so the reuse is safe.
const why = createBaseAskReason();

const AMOUNT_FIELDS = [...ASK_GIVING_KEYS, 'numberOfLifetimeGifts', 'wealthRating', 'zipAverage'] as const;

function assertWholeCents(donor: AskDonor): void {
  if (
    Number.isSafeInteger(donor.appealGiftLastYear) &&
    Number.isSafeInteger(donor.appealGiftTwoYearsAgo) &&
    Number.isSafeInteger(donor.appealGiftThreeYearsAgo) &&
    Number.isSafeInteger(donor.campaignGift) &&
    Number.isSafeInteger(donor.specialEventGift) &&
    Number.isSafeInteger(donor.greatestGift) &&
    Number.isSafeInteger(donor.lifetimeGiving) &&
    Number.isSafeInteger(donor.numberOfLifetimeGifts) &&
    Number.isSafeInteger(donor.wealthRating) &&
    Number.isSafeInteger(donor.zipAverage) &&
    (donor.customBaseAsk == null || Number.isSafeInteger(donor.customBaseAsk))
  ) {
    return;
  }
  for (const field of AMOUNT_FIELDS) {
    const value: unknown = donor[field];
    if (value == null) throw new RangeError(`${field} is missing (use 0 for no gift)`);
    if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole number of cents, not ${String(value)}`);
  }
  throw new RangeError(`customBaseAsk must be a whole number of cents, not ${String(donor.customBaseAsk)}`);
}

/** No ask log: a ladder's results share one empty list, so that every result has the same shape. */
const NO_ASK_LOG: readonly string[] = Object.freeze([]);

/** One donor's ask ladder, flags, status and ask log under a prepared strategy. */
export function calculateAsks(donor: AskDonor, s: PreparedStrategy): AskResult {
  return calculate(donor, s, true);
}

/**
 * One donor's ladder, flags and status without the ask log. A calculation of a whole appeal stores no log
 * (ask-explanation makes it again for the rows shown or exported), and making the log's lines was about
 * 57% of the engine's time per donor (bench/README.md, engine).
 */
export function calculateAskLadder(donor: AskDonor, s: PreparedStrategy): AskLadder {
  return calculate(donor, s, false);
}

function calculate(donor: AskDonor, s: PreparedStrategy, isExplained: boolean): AskResult {
  assertWholeCents(donor);
  const base = chooseBaseAsk(donor, s, why);
  const { primaryAsk, annualAsks, monthlyAsks, askString } = ladderFor(base, s);
  const flags = flagAsk(primaryAsk, donor.appealGiftLastYear);
  const donorType = classifyDonor(donor);
  return {
    baseAsk: base,
    primaryAsk,
    annualAsks,
    monthlyAsks,
    askString,
    flags,
    status: defaultStatus(flags),
    askLogs: isExplained ? askLogOf(donor, s, base, flags, donorType) : NO_ASK_LOG,
    donorType,
    isBaseline: why.isBaseline,
  };
}

/** The ask log of the donor whose reason `why` holds. */
function askLogOf(donor: AskDonor, s: PreparedStrategy, base: number, flags: AskFlags, donorType: DonorType): string[] {
  const askLogs = [donorTypeTitle(donorType, why.rule === 'newDonor')];
  appendBaseAskLines(askLogs, donor, s, why, base);
  askLogs.push(s.askFactorLine);
  if (s.askModeLine !== null) askLogs.push(s.askModeLine);
  if (flags.isSpicy) askLogs.push(flagsLine(flags));
  askLogs.push(flags.isSpicy ? s.flaggedStatusLine : s.readyStatusLine);
  return askLogs;
}

/** Works out one donor's ladder: a prepared strategy's rules, or a test group's fixed ladder. */
export type AskCalculator = (donor: AskDonor) => AskResult;

/** The calculator of a prepared strategy; build it once per appeal (or test group), not per donor. */
export function strategyCalculator(prepared: PreparedStrategy): AskCalculator {
  return (donor) => calculateAsks(donor, prepared);
}

/** Works out one donor's ladder without its ask log; every AskCalculator is one too. */
export type AskLadderCalculator = (donor: AskDonor) => AskLadder;

/** The ladder calculator of a prepared strategy (a whole appeal's calculation). */
export function strategyLadderCalculator(prepared: PreparedStrategy): AskLadderCalculator {
  return (donor) => calculateAskLadder(donor, prepared);
}
