import { MAX_CELL_TEXT } from '../parse-cells.ts';

// The cells nearly every row holds (plain text, a whole or two-decimal number, a blank) read without the
// result objects of parse-cells.ts: a million rows have twenty million cells (issue 28). Each reader gives
// the same value parse-cells.ts gives (common-cells.test.ts compares them) or NOT_COMMON, and then the
// caller asks parse-cells.ts, which also words every error.

/** The cell is not a common one: read it with parse-cells.ts. */
export const NOT_COMMON = Symbol('not a common cell');
type Common<T> = T | typeof NOT_COMMON;

/** Below this many dollars, a number's cents are exact as a double and its shortest text has no exponent. */
const MAX_QUICK_DOLLARS = 1e13;
const MAX_COUNT = 999_999_999;

/** parseTextCell for a blank, a string or a number. */
export function commonText(value: unknown): Common<string | null> {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return NOT_COMMON;
  const text = value.trim();
  if (text === '') return null;
  return text.length > MAX_CELL_TEXT || text.includes('\u0000') ? NOT_COMMON : text;
}

/** parseIdCell for a blank, a string or a number. */
export function commonId(value: unknown): Common<string | null> {
  const text = commonText(value);
  return typeof text === 'string' && text.length > 100 ? NOT_COMMON : text;
}

/** parseZipCell for a blank, a string or a number. */
export function commonZip(value: unknown): Common<string | null> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value < 10_000) return String(value).padStart(5, '0');
  return commonText(value);
}

/**
 * parseAmountCell for a blank or a number of at most two decimals: the whole cents of 60.39 are 6039, and
 * 6039 / 100 is 60.39 again. A number with more decimals (1.005) or a text amount takes parseMoney's path.
 */
export function commonCents(value: unknown): Common<number | null> {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !(value >= 0 && value < MAX_QUICK_DOLLARS)) return NOT_COMMON;
  // -0 is 0 cents, as its text '0' is.
  if (value === 0) return 0;
  const cents = Math.round(value * 100);
  return cents / 100 === value ? cents : NOT_COMMON;
}

/** parseCountCell for a blank or a whole number. */
export function commonCount(value: unknown): Common<number | null> {
  if (value === undefined || value === null) return null;
  if (value === 0) return 0;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT ? value : NOT_COMMON;
}
