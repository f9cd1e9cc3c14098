// PostgreSQL COPY text format: one line per row, fields separated by tabs, \N for null, and backslash
// escapes for backslash, tab, newline and carriage return (and, on output, the other control characters).
// Names read this way are handed on as elements of PostgreSQL array literals.

export const COPY_NULL = '\\N';

const DECODE = /\\(.)/g;
const DECODED: Readonly<Record<string, string>> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };

/** A COPY text field read back as a value (null for \N). Octal and hex escapes never occur in COPY TO output of text. */
export function decodeCopyField(field: string): string | null {
  if (field === COPY_NULL) return null;
  if (!field.includes('\\')) return field;
  return field.replace(DECODE, (_, char: string) => DECODED[char] ?? char);
}

/** An integer COPY field (bigint cents, counts); 0 for null. */
export function decodeCopyInteger(field: string): number {
  if (field === COPY_NULL || field === '') return 0;
  const value = Number(field);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount ${field} is not a whole number of cents`);
  return value;
}

/**
 * A COPY text field (as the donor stream delivers it) as an element of an array literal. Names almost
 * never hold a backslash or a double quote, so they are quoted as they are.
 */
export function arrayElementOfCopyField(field: string): string {
  if (field.indexOf('\\') === -1) return field.indexOf('"') === -1 ? '"' + field + '"' : '"' + field.replace(/"/g, '\\"') + '"';
  if (field === COPY_NULL) return 'NULL';
  return '"' + decodeCopyField(field)!.replace(/["\\]/g, '\\$&') + '"';
}

/** The value of an element made by arrayElementOfCopyField (null for NULL). */
export function valueOfArrayElement(element: string): string | null {
  if (element === 'NULL') return null;
  const quoted = element.slice(1, -1);
  return quoted.indexOf('\\') === -1 ? quoted : quoted.replace(/\\(.)/g, '$1');
}
