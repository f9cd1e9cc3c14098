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

/** '$50 ($4.17/mo) / $55 ($4.58/mo) / $75 ($6.25/mo)' */
export function installmentAskString(annualAsks: readonly number[], installments: readonly number[]): string {
  let text = '';
  for (let k = 0; k < annualAsks.length; k++) {
    if (k > 0) text += SEPARATOR;
    text += formatWholeDollars(annualAsks[k]!) + ' (' + formatAskAmount(installments[k] ?? 0) + '/mo)';
  }
  return text;
}
