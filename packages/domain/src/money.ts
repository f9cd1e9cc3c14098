// Money is held as integer cents in a plain number (always a safe integer), never as binary floating
// point dollars. Factors such as 1.35 are held as integer ratios (27/20) so every product is exact
// before it is rounded once, halves up.

/** An exact decimal factor as a reduced integer ratio, e.g. 1.35 -> 27/20. */
export interface Ratio {
  readonly numerator: number;
  readonly denominator: number;
}

export type MoneyParseResult = { readonly ok: true; readonly cents: number } | { readonly ok: false; readonly error: string };

const CENTS_PER_DOLLAR = 100;

/** a / b rounded to the nearest integer, halves away from zero (halves up for amounts). b > 0. */
export function divideRounded(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) {
    return divideRoundedBig(BigInt(a), BigInt(b));
  }
  const magnitude = a < 0 ? -a : a;
  const remainder = magnitude % b;
  let quotient = (magnitude - remainder) / b;
  if (remainder * 2 >= b) quotient += 1;
  return a < 0 ? -quotient : quotient;
}

/** cents x numerator / denominator, rounded to the cent (halves up); exact for every safe input. */
export function multiplyCents(cents: number, numerator: number, denominator: number): number {
  const product = cents * numerator;
  // Below 2^53 the product is exact; beyond it (absurd amounts) fall back to BigInt rather than drift.
  if (product <= Number.MAX_SAFE_INTEGER && product >= -Number.MAX_SAFE_INTEGER) {
    return divideRounded(product, denominator);
  }
  return divideRoundedBig(BigInt(cents) * BigInt(numerator), BigInt(denominator));
}

/** cents x ratio, rounded to the cent (halves up). */
export function multiplyCentsByRatio(cents: number, ratio: Ratio): number {
  return multiplyCents(cents, ratio.numerator, ratio.denominator);
}

/** cents / divisor rounded to the cent (halves up): gift / 5, L / N, an installment. */
export function divideCents(cents: number, divisor: number): number {
  if (!Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`Cannot divide an amount by ${divisor}`);
  }
  return divideRounded(cents, divisor);
}

function divideRoundedBig(a: bigint, b: bigint): number {
  if (b <= 0n) throw new RangeError(`Cannot divide an amount by ${b}`);
  const magnitude = a < 0n ? -a : a;
  let quotient = magnitude / b;
  if ((magnitude % b) * 2n >= b) quotient += 1n;
  const result = Number(a < 0n ? -quotient : quotient);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount is too large to hold exactly');
  return result;
}

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** An exact ratio for a decimal written in a table, e.g. 1.35 or '0.0025'. */
export function decimalToRatio(value: number | string): Ratio {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(value));
  if (!match) throw new RangeError(`${value} is not a plain non-negative decimal factor`);
  const fraction = match[2] ?? '';
  const denominator = 10 ** fraction.length;
  const numerator = Number((match[1] ?? '') + fraction);
  if (!Number.isSafeInteger(numerator) || fraction.length > 15) throw new RangeError(`${value} has too many digits`);
  const divisor = greatestCommonDivisor(numerator, denominator) || 1;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

// Thousands groups may be separated by commas or (non-breaking, thin) spaces, e.g. '1,234' or '1 234'.
const AMOUNT_PATTERN =
  /^([+-]?)\s*\$?\s*([+-]?)(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

/**
 * Reads an amount of money to the cent: '$1,234.50', '1 234', '-$5', '(12.50)', 1234.5 or 1.5e3.
 * Blank, null and undefined are 0 (a missing gift). More than two decimals round halves up.
 */
export function parseMoney(value: string | number | null | undefined): MoneyParseResult {
  if (value === null || value === undefined) return { ok: true, cents: 0 };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, error: `${value} is not an amount of money` };
    // The shortest decimal text of a number is what the user typed (1.005 stays 1.005), unlike value * 100.
    return parseAmountText(String(value), String(value));
  }
  let text = value.trim();
  if (text === '') return { ok: true, cents: 0 };
  let isBracketed = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    isBracketed = true;
    text = text.slice(1, -1).trim();
  }
  const result = parseAmountText(text, value);
  if (!isBracketed || !result.ok) return result;
  return { ok: true, cents: result.cents === 0 ? 0 : -result.cents };
}

/** parseMoney that throws a RangeError for a non-amount such as '12x'. */
export function parseMoneyOrThrow(value: string | number | null | undefined): number {
  const result = parseMoney(value);
  if (!result.ok) throw new RangeError(result.error);
  return result.cents;
}

/** Whole or decimal dollars from a data table (e.g. a cap of 1000) as exact cents. */
export function dollarsToCents(dollars: number): number {
  return parseMoneyOrThrow(dollars);
}

function notAnAmount(original: string | number): MoneyParseResult {
  return { ok: false, error: `"${original}" is not an amount of money` };
}

function parseAmountText(text: string, original: string | number): MoneyParseResult {
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return notAnAmount(original);
  const [, signBefore = '', signAfter = '', wholePart = '', fractionPart = '', exponentText] = match;
  if (signBefore !== '' && signAfter !== '') return notAnAmount(original);
  const wholeDigits = wholePart.replace(/[^\d]/g, '');
  if (wholeDigits === '' && fractionPart === '') return notAnAmount(original);
  const digits = wholeDigits + fractionPart;
  // The cents end where the decimal point is, moved by the exponent, plus two places.
  const centsEnd = wholeDigits.length + Number(exponentText ?? '0') + 2;
  if (centsEnd > digits.length + 20) return { ok: false, error: `"${original}" is too large an amount` };
  let centsDigits: string;
  let isRoundedUp = false;
  if (centsEnd <= 0) {
    centsDigits = '0';
    isRoundedUp = centsEnd === 0 && (digits[0] ?? '0') >= '5';
  } else if (centsEnd >= digits.length) {
    centsDigits = digits + '0'.repeat(centsEnd - digits.length);
  } else {
    centsDigits = digits.slice(0, centsEnd);
    isRoundedUp = (digits[centsEnd] ?? '0') >= '5';
  }
  const significant = centsDigits.replace(/^0+/, '');
  if (significant.length > 16) return { ok: false, error: `"${original}" is too large an amount` };
  const magnitude = Number(significant || '0') + (isRoundedUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) return { ok: false, error: `"${original}" is too large an amount` };
  const isNegative = (signBefore || signAfter) === '-' && magnitude !== 0;
  return { ok: true, cents: isNegative ? -magnitude : magnitude };
}

// Formatting runs for every ask of every donor, so digit groups come from lookup tables.
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
const PLAIN_NUMBERS = Array.from({ length: 1000 }, (_, n) => String(n));
const CENTS_TEXT = Array.from({ length: 100 }, (_, n) => '.' + String(n).padStart(2, '0'));

function groupThousands(wholeDollars: number): string {
  if (wholeDollars < 1000) return PLAIN_NUMBERS[wholeDollars]!;
  let text = '';
  let rest = wholeDollars;
  while (rest >= 1000) {
    const group = rest % 1000;
    rest = (rest - group) / 1000;
    text = ',' + THREE_DIGITS[group]! + text;
  }
  return PLAIN_NUMBERS[rest]! + text;
}

/** '$1,234.50' (negative: '-$1,234.50'). */
export function formatMoney(cents: number): string {
  const magnitude = cents < 0 ? -cents : cents;
  const centsPart = magnitude % CENTS_PER_DOLLAR;
  const dollars = (magnitude - centsPart) / CENTS_PER_DOLLAR;
  return (cents < 0 ? '-$' : '$') + groupThousands(dollars) + CENTS_TEXT[centsPart]!;
}

/** '$1,235': whole dollars, halves up, as used in ask strings. */
export function formatWholeDollars(cents: number): string {
  if (cents >= 0 && cents % CENTS_PER_DOLLAR === 0) return '$' + groupThousands(cents / CENTS_PER_DOLLAR);
  const dollars = divideRounded(cents, CENTS_PER_DOLLAR);
  return (dollars < 0 ? '-$' + groupThousands(-dollars) : '$' + groupThousands(dollars));
}

/** '$50' for whole dollars, '$4.17' otherwise: an ask or an installment as a donor reads it. */
export function formatAskAmount(cents: number): string {
  return cents % CENTS_PER_DOLLAR === 0 ? formatWholeDollars(cents) : formatMoney(cents);
}
