import { parseMoney } from '@askwise/domain';

// Reading one spreadsheet cell as the template expects it. A cell arrives as exceljs or SheetJS give it:
// a number, a string, a boolean, a Date, rich text, a formula with its cached result, a hyperlink or an error.

export type CellResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** The longest text a cell may hold; longer cells are refused, not cut. */
export const MAX_CELL_TEXT = 1000;

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value });
const fail = <T>(error: string): CellResult<T> => ({ ok: false, error });

/** A value as shown in an error message: quoted, and shortened when long. */
export function describeValue(value: unknown): string {
  const text = rawText(value);
  const shown = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `"${shown}"`;
}

function rawText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid date' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const cell = value as Record<string, unknown>;
    if (Array.isArray(cell.richText)) return (cell.richText as Array<{ text?: unknown }>).map((part) => String(part.text ?? '')).join('');
    if ('error' in cell) return String(cell.error);
    if ('result' in cell) return rawText(cell.result);
    if ('text' in cell) return rawText(cell.text);
    return '';
  }
  return String(value);
}

/**
 * The cell's plain value: formulas give their cached result, rich text and hyperlinks their text.
 * An error cell (#N/A, #DIV/0!) or a formula never calculated is refused.
 */
export function plainValue(value: unknown): CellResult<string | number | boolean | Date | null> {
  if (value === null || value === undefined) return ok(null);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return ok(value);
  if (typeof value !== 'object') return ok(String(value));
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) return ok(rawText(cell));
  if ('error' in cell) return fail(`holds the error ${String(cell.error)}`);
  if ('formula' in cell || 'sharedFormula' in cell) {
    if (!('result' in cell) || cell.result === undefined) return fail('holds a formula without a saved value; open the file in Excel and save it again');
    return plainValue(cell.result);
  }
  if ('text' in cell) return plainValue(cell.text);
  return ok(null);
}

function isBlank(value: string | number | boolean | Date | null): value is null | '' {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** Text: trimmed, blank -> null, at most MAX_CELL_TEXT characters. Numbers are written as typed. */
export function parseTextCell(value: unknown): CellResult<string | null> {
  const plain = plainValue(value);
  if (!plain.ok) return plain;
  if (isBlank(plain.value)) return ok(null);
  const text = plain.value instanceof Date ? rawText(plain.value) : String(plain.value).trim();
  if (text.length > MAX_CELL_TEXT) {
    return fail(`is ${text.length.toLocaleString('en-US')} characters long; a cell may hold at most ${MAX_CELL_TEXT.toLocaleString('en-US')}`);
  }
  // NUL cannot be stored in PostgreSQL text; other control characters are harmless.
  return ok(text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);
}

/** An amount of money in cents: 1234.5, '$1,234.50', '1 234', blank -> null. Negative amounts are refused. */
export function parseAmountCell(value: unknown): CellResult<number | null> {
  const plain = plainValue(value);
  if (!plain.ok) return plain;
  if (isBlank(plain.value)) return ok(null);
  if (typeof plain.value === 'boolean' || plain.value instanceof Date) return fail(`${describeValue(plain.value)} is not an amount of money`);
  const money = parseMoney(plain.value);
  if (!money.ok) return fail(`${describeValue(plain.value)} is not an amount of money`);
  if (money.cents < 0) return fail(`${describeValue(plain.value)} is negative; gifts cannot be below zero`);
  return ok(money.cents);
}

/** A whole number of gifts: 12, '1,204', blank -> null. */
export function parseCountCell(value: unknown): CellResult<number | null> {
  const plain = plainValue(value);
  if (!plain.ok) return plain;
  if (isBlank(plain.value)) return ok(null);
  const text = typeof plain.value === 'number' ? String(plain.value) : typeof plain.value === 'string' ? plain.value.trim().replace(/,(?=\d{3}(\D|$))/g, '') : '';
  if (!/^\d{1,9}(\.0+)?$/.test(text)) return fail(`${describeValue(plain.value)} is not a whole number of gifts`);
  return ok(Number.parseInt(text, 10));
}

/** The donor's id: text or a whole number (14974, not 14974.0). */
export function parseIdCell(value: unknown): CellResult<string | null> {
  const plain = plainValue(value);
  if (!plain.ok) return plain;
  if (typeof plain.value === 'number' && Number.isInteger(plain.value)) return ok(String(plain.value));
  const text = parseTextCell(plain.value);
  if (text.ok && text.value !== null && text.value.length > 100) return fail(`${describeValue(plain.value)} is too long for an id (at most 100 characters)`);
  return text;
}

/**
 * A ZIP code. Spreadsheets often turn '02134' into the number 2134: a number of three or four digits
 * gets its leading zeros back (US ZIP codes have five).
 */
export function parseZipCell(value: unknown): CellResult<string | null> {
  const plain = plainValue(value);
  if (!plain.ok) return plain;
  if (typeof plain.value === 'number' && Number.isInteger(plain.value) && plain.value >= 100 && plain.value < 10_000) {
    return ok(String(plain.value).padStart(5, '0'));
  }
  return parseTextCell(plain.value);
}
