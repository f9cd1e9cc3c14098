import { defaultStatus, flagAsk } from '../asks/ask-flags.ts';
import { flagsLine, statusLine } from '../asks/ask-log.ts';
import { DONOR_STATUS_LABELS } from '../asks/ask-choices.ts';
import { annualAskString } from '../asks/ask-string.ts';
import type { AskCalculator } from '../asks/calculate-asks.ts';
import { classifyDonor, donorTypeTitle } from '../asks/donor-type.ts';
import type { AskResult } from '../asks/ask-types.ts';
import { formatWholeDollars } from '../money.ts';

// The holdout group of a test gets one ladder the user typed, the same for every donor: it is annual asks
// only, whatever the appeal's ask mode, so the holdout measures a plain fixed ask against the strategies.

const NO_ASKS: readonly number[] = Object.freeze([]);

/** The ask-log line explaining a fixed ladder. */
export function fixedLadderLine(ladder: readonly number[]): string {
  return `Fixed ladder (holdout group): ${ladder.map(formatWholeDollars).join(' / ')} for every donor of the group, whatever their giving`;
}

/**
 * The calculator giving every donor the fixed ladder (annual asks in whole-dollar cents, ask 1 first). The
 * donor's type, flags and status are worked out as for any ladder, so the review grid and summary treat
 * holdout donors the same way. Built once per calculation: the ladder, its text and log lines are shared.
 */
export function fixedLadderCalculator(ladderCents: readonly number[]): AskCalculator {
  const annualAsks: readonly number[] = Object.freeze([...ladderCents]);
  const primaryAsk = annualAsks[0]!;
  const askString = annualAskString(annualAsks);
  const ladderLine = fixedLadderLine(annualAsks);
  const readyLine = statusLine(DONOR_STATUS_LABELS.ready_export);
  const flaggedLine = statusLine(DONOR_STATUS_LABELS.handle_manually);
  return (donor): AskResult => {
    const flags = flagAsk(primaryAsk, donor.appealGiftLastYear);
    const donorType = classifyDonor(donor);
    const askLogs = [donorTypeTitle(donorType, false), ladderLine];
    if (flags.isSpicy) askLogs.push(flagsLine(flags));
    askLogs.push(flags.isSpicy ? flaggedLine : readyLine);
    return {
      baseAsk: primaryAsk,
      primaryAsk,
      annualAsks,
      monthlyAsks: NO_ASKS,
      askString,
      flags,
      status: defaultStatus(flags),
      askLogs,
      donorType,
      isBaseline: false,
    };
  };
}
