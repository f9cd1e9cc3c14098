import { dollarsToCents } from '../money.ts';
import type { DonorStatus } from './ask-choices.ts';
import type { AskFlags } from './ask-types.ts';
import { FLAG_RULES } from './ladder-rules.ts';

const FIVE_K = dollarsToCents(FLAG_RULES.fiveKOrAbove);
const ONE_K = dollarsToCents(FLAG_RULES.oneKMoreLastYear);
const THREE_X_MULTIPLE = FLAG_RULES.threeXAppealGift.multiple;
const THREE_X_MINIMUM_ASK = dollarsToCents(FLAG_RULES.threeXAppealGift.minimumAsk);

/** The review flags of a primary ask (cents) against last year's appeal gift (cents). */
export function flagAsk(primaryAsk: number, appealGiftLastYear: number): AskFlags {
  const fiveKOrAbove = primaryAsk >= FIVE_K;
  const hasGivenLastYear = appealGiftLastYear > 0;
  const oneKMoreLastYear = hasGivenLastYear && primaryAsk >= appealGiftLastYear + ONE_K;
  const threeXAppealGift =
    hasGivenLastYear && primaryAsk >= appealGiftLastYear * THREE_X_MULTIPLE && primaryAsk >= THREE_X_MINIMUM_ASK;
  return {
    fiveKOrAbove,
    oneKMoreLastYear,
    threeXAppealGift,
    isSpicy: fiveKOrAbove || oneKMoreLastYear || threeXAppealGift,
  };
}

/** The status a donor starts with: flagged asks go to the secondary list for a person to check. */
export function defaultStatus(flags: AskFlags): DonorStatus {
  return flags.isSpicy ? 'handle_manually' : 'ready_export';
}
