import { APPEAL_GIFT, ASK_GIVING_KEYS } from '../giving-fields.ts';
import { fillAnnualAsks, fillInstallments, fillMonthlyOnlyAsks } from './ask-ladder.ts';
import { defaultStatus, flagAsk } from './ask-flags.ts';
import { appendBaseAskLines, flagsLine } from './ask-log.ts';
import { annualAskString, installmentAskString, monthlyAskString } from './ask-string.ts';
import type { AskDonor, AskResult } from './ask-types.ts';
import { chooseBaseAsk, createBaseAskReason } from './base-ask.ts';
import { classifyDonor, donorTypeTitle } from './donor-type.ts';
import type { PreparedStrategy } from './prepare-strategy.ts';

// calculateAsks runs once per donor over whole appeals (a million donors and more), so it reuses one
// reason record and one scratch ladder instead of allocating them per donor. It is synchronous, so
// the reuse is safe.
const why = createBaseAskReason();
const scratchAnnualAsks: number[] = [0, 0, 0, 0, 0];
const NO_ASKS: readonly number[] = Object.freeze([]);

const AMOUNT_FIELDS = [...ASK_GIVING_KEYS, 'numberOfLifetimeGifts', 'wealthRating', 'zipAverage'] as const;

function assertWholeCents(donor: AskDonor): void {
  if (
    Number.isSafeInteger(donor[APPEAL_GIFT.lastYear]) &&
    Number.isSafeInteger(donor[APPEAL_GIFT.twoYearsAgo]) &&
    Number.isSafeInteger(donor[APPEAL_GIFT.threeYearsAgo]) &&
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

/** One donor's ask ladder, flags, status and ask log under a prepared strategy. */
export function calculateAsks(donor: AskDonor, s: PreparedStrategy): AskResult {
  assertWholeCents(donor);
  const base = chooseBaseAsk(donor, s, why);
  const count = s.ladder.length;
  let primaryAsk: number;
  let annualAsks: readonly number[];
  let monthlyAsks: readonly number[];
  let askString: string;
  if (s.isMonthlyOnly) {
    // Flags and bands read the annual ask 1 worked out before it became monthly.
    fillAnnualAsks(base, s.ladder, scratchAnnualAsks);
    primaryAsk = scratchAnnualAsks[0]!;
    const monthly: number[] = [];
    fillMonthlyOnlyAsks(scratchAnnualAsks, count, monthly);
    annualAsks = NO_ASKS;
    monthlyAsks = monthly;
    askString = monthlyAskString(monthly);
  } else {
    const annual: number[] = [];
    fillAnnualAsks(base, s.ladder, annual);
    primaryAsk = annual[0]!;
    annualAsks = annual;
    if (s.installments > 0) {
      const installments: number[] = [];
      fillInstallments(annual, s.installments, count, installments);
      monthlyAsks = installments;
      askString = installmentAskString(annual, installments);
    } else {
      monthlyAsks = NO_ASKS;
      askString = annualAskString(annual);
    }
  }
  const flags = flagAsk(primaryAsk, donor.appealGiftLastYear);
  const donorType = classifyDonor(donor);
  const askLogs = [donorTypeTitle(donorType, why.rule === 'newDonor')];
  appendBaseAskLines(askLogs, donor, s, why, base);
  askLogs.push(s.askFactorLine);
  if (s.askModeLine !== null) askLogs.push(s.askModeLine);
  if (flags.isSpicy) askLogs.push(flagsLine(flags));
  askLogs.push(flags.isSpicy ? s.flaggedStatusLine : s.readyStatusLine);
  return {
    baseAsk: base,
    primaryAsk,
    annualAsks,
    monthlyAsks,
    askString,
    flags,
    status: defaultStatus(flags),
    askLogs,
    donorType,
    isBaseline: why.isBaseline,
  };
}

/** Works out one donor's ladder: a prepared strategy's rules, or a test group's fixed ladder. */
export type AskCalculator = (donor: AskDonor) => AskResult;

/** The calculator of a prepared strategy; build it once per appeal (or test group), not per donor. */
export function strategyCalculator(prepared: PreparedStrategy): AskCalculator {
  return (donor) => calculateAsks(donor, prepared);
}
