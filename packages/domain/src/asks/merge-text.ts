import { formatAskAmount } from '../money.ts';
import { ASK_MODES, INSTALLMENTS_BY_ASK_MODE, type AskMode } from './ask-choices.ts';

// A donor's ladder in words for the letter body: "$75, $50, or even $35". Amounts are written as the ask
// strings write them (ask-string.ts: '$1,000' for whole dollars, grouped thousands) except that cents are
// kept, as a letter quotes the exact amount: formatAskAmount, which writes '$4.17' and '$1,000'.
// Every amount is above $0, so the text always starts with '$': a spreadsheet never takes it for a formula
// (the export writers' guard, platform/xlsx isFormulaLike, leaves it as it is).

export type MergeTextOrder = 'highest_first' | 'lowest_first';

/** A donor's ladder as calculated (AskResult) or stored; a shorter ladder's empty places may be null. */
export interface MergeLadder {
  askMode: AskMode;
  /** Annual asks in cents, ask 1 first; empty for MONTHLY_ONLY. */
  annualAsks: ReadonlyArray<number | null>;
  /** Monthly asks (MONTHLY_ONLY) or each annual ask's installment (ANNUAL_MONTHLY_n) in cents; empty for ANNUAL_ONLY. */
  monthlyAsks: ReadonlyArray<number | null>;
}

const MAX_ASKS = 5;

interface Phrase {
  cents: number;
  text: string;
}

/** '$75, $50, or even $35': the ladder in words, highest first unless asked otherwise. */
export function mergeText(ladder: MergeLadder, order: MergeTextOrder = 'highest_first'): string {
  const phrases = phrasesOf(ladder).sort((a, b) => (order === 'highest_first' ? b.cents - a.cents : a.cents - b.cents));
  const texts = [...new Set(phrases.map((phrase) => phrase.text))];
  if (texts.length === 1) return texts[0]!;
  const last = texts.pop()!;
  return texts.length === 1 ? `${texts[0]} or even ${last}` : `${texts.join(', ')}, or even ${last}`;
}

/** Each ask in words with the amount it is ordered by; throws a RangeError saying what is wrong with the ladder. */
function phrasesOf({ askMode, annualAsks, monthlyAsks }: MergeLadder): Phrase[] {
  if (!ASK_MODES.includes(askMode)) throw new RangeError(`Unknown ask mode "${String(askMode)}".`);
  const isMonthlyOnly = askMode === 'MONTHLY_ONLY';
  const installments = INSTALLMENTS_BY_ASK_MODE[askMode];
  const asks = isMonthlyOnly ? monthlyAsks : annualAsks;
  const places = asks.flatMap((cents, index) => (cents === null ? [] : [{ cents, ask: index + 1 }]));
  if (places.length < 1 || places.length > MAX_ASKS) throw new RangeError(`A ladder has 1 to ${MAX_ASKS} asks, not ${places.length}.`);
  return places.map(({ cents, ask }) => {
    const amount = amountText(cents, ask);
    if (isMonthlyOnly) return { cents, text: `${amount} a month` };
    if (installments === 0) return { cents, text: amount };
    const installment = monthlyAsks[ask - 1];
    if (installment == null) throw new RangeError(`Ask ${ask} has no installment for its ${installments} months.`);
    return { cents, text: `${amount} (${amountText(installment, ask)} a month for ${installments} months)` };
  });
}

function amountText(cents: number, ask: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`Ask ${ask} must be an amount above $0 in whole cents, not ${cents}.`);
  return formatAskAmount(cents);
}
