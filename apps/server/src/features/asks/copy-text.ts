// PostgreSQL COPY text format: one line per row, fields separated by tabs, \N for null, and backslash
// escapes for backslash, tab, newline and carriage return (and, on output, the other control characters).

export const COPY_NULL = '\\N';

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** A text value as a COPY field. */
export function copyText(value: string | null | undefined): string {
  if (value === null || value === undefined) return COPY_NULL;
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** An integer (cents, counts) as a COPY field. */
export function copyInteger(value: number | null | undefined): string {
  return value === null || value === undefined ? COPY_NULL : String(value);
}

const ARRAY_ELEMENT_ESCAPE = /["\\]/g;
const NEEDS_ANY_ESCAPE = /["\\\t\n\r]/;

/** A text[] as a COPY field: an array literal with every element quoted, then COPY-escaped. */
export function copyTextArray(values: readonly string[]): string {
  // Ask-log lines almost never hold quotes, backslashes or control characters: join them as they are.
  let isPlain = true;
  for (let i = 0; i < values.length && isPlain; i++) isPlain = !NEEDS_ANY_ESCAPE.test(values[i]!);
  if (isPlain) return values.length === 0 ? '{}' : '{"' + values.join('","') + '"}';
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    if (i > 0) literal += ',';
    literal += '"' + values[i]!.replace(ARRAY_ELEMENT_ESCAPE, '\\$&') + '"';
  }
  return copyText(literal + '}');
}

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
