import type { Readable } from 'node:stream';
import type { AppealSource } from '@askwise/domain/appeal-steps';
import { ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import { createAskInputRow, parseAskInputLine, readCopyLines, type AskInputRow } from './ask-input-copy.ts';
import { arrayElementOfCopyField, valueOfArrayElement } from './copy-text.ts';

// An appeal's donors held as columns while they are calculated (a million donors: about 100 MB of typed
// arrays and the name fields), so that they can be put in the grid's default order here: PostgreSQL took
// 5 to 6 s of CPU to sort the wide rows by name, and nothing could be calculated before it had finished.

/** Numbers kept per donor, in this order, one row after another (a row's numbers share a cache line or two). */
export const INPUT = {
  id: 0,
  /** The first of the amounts the ask rules read, in ASK_GIVING_KEYS order (giving-fields.ts). */
  giving: 1,
  numberOfLifetimeGifts: 1 + ASK_GIVING_KEYS.length,
  wealthRating: 2 + ASK_GIVING_KEYS.length,
} as const;
export const INPUT_STRIDE = 3 + ASK_GIVING_KEYS.length;

/**
 * A text column of the inputs: each distinct value once, as an element of an array literal ('"Mary"',
 * NULL), and every row's index into those values. Names repeat a great deal, and a million strings kept
 * alive for the whole calculation cost more in garbage collection than the engine does.
 */
export class ValueColumn {
  ids: Int32Array;
  values: string[] = [];
  private readonly index = new Map<string, number>();

  constructor(
    capacity: number,
    private readonly toValue: (field: string) => string,
  ) {
    this.ids = new Int32Array(capacity);
  }

  /** Sets row `row` from a COPY field. */
  set(row: number, field: string): void {
    if (row === this.ids.length) {
      const grown = new Int32Array(this.ids.length * 2);
      grown.set(this.ids);
      this.ids = grown;
    }
    let id = this.index.get(field);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(this.toValue(field));
      this.index.set(field, id);
    }
    this.ids[row] = id;
  }

  /** The column with its rows in the given order. */
  reorder(order: Int32Array): ValueColumn {
    const ordered = new ValueColumn(0, this.toValue);
    ordered.ids = new Int32Array(order.length);
    for (let rank = 0; rank < order.length; rank++) ordered.ids[rank] = this.ids[order[rank]!]!;
    // Copied, not spread as arguments: a column of a large file holds hundreds of thousands of values.
    ordered.values = this.values.slice();
    return ordered;
  }
}

export class AskInputs {
  count = 0;
  /** INPUT_STRIDE numbers per donor. */
  numbers: Float64Array;
  /** Names and ids as array-literal elements, ready for the batch INSERT. */
  firstNames: ValueColumn;
  lastNames: ValueColumn;
  contactNames: ValueColumn;
  /** Constituent ids are nearly all distinct: one element per row. */
  keys: string[] = [];
  /** The second system's second sort key (read for sorting only). */
  informalNames: ValueColumn;
  /** Zip codes as read (null for none). */
  zipCodes: ValueColumn;

  constructor(capacity: number) {
    const rows = Math.max(capacity, 16);
    this.numbers = new Float64Array(rows * INPUT_STRIDE);
    this.firstNames = new ValueColumn(rows, arrayElementOfCopyField);
    this.lastNames = new ValueColumn(rows, arrayElementOfCopyField);
    this.contactNames = new ValueColumn(rows, arrayElementOfCopyField);
    this.informalNames = new ValueColumn(rows, arrayElementOfCopyField);
    this.zipCodes = new ValueColumn(rows, (field) => field);
  }

  push(row: AskInputRow, zipField: string): void {
    const i = this.count;
    let at = i * INPUT_STRIDE;
    if (at === this.numbers.length) {
      const grown = new Float64Array(this.numbers.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    const numbers = this.numbers;
    numbers[at++] = row.appealConstituentId;
    const giving = row.giving;
    for (let k = 0; k < giving.length; k++) numbers[at++] = giving[k]!;
    numbers[at++] = row.numberOfLifetimeGifts;
    numbers[at] = row.wealthRating;
    this.firstNames.set(i, row.firstNameField);
    this.lastNames.set(i, row.lastNameField);
    this.contactNames.set(i, row.contactNameField);
    this.informalNames.set(i, row.informalNameField);
    this.keys.push(arrayElementOfCopyField(row.constituentKeyField));
    this.zipCodes.set(i, zipField);
    this.count += 1;
  }

  /** The same donors in the given order (row indexes), so that the calculation then reads them one after another. */
  reorder(order: Int32Array): AskInputs {
    const ordered = new AskInputs(0);
    ordered.numbers = new Float64Array(order.length * INPUT_STRIDE);
    const from = this.numbers;
    const to = ordered.numbers;
    const keys = new Array<string>(order.length);
    for (let rank = 0; rank < order.length; rank++) {
      const index = order[rank]!;
      const source = index * INPUT_STRIDE;
      to.set(from.subarray(source, source + INPUT_STRIDE), rank * INPUT_STRIDE);
      keys[rank] = this.keys[index]!;
    }
    ordered.keys = keys;
    ordered.firstNames = this.firstNames.reorder(order);
    ordered.lastNames = this.lastNames.reorder(order);
    ordered.contactNames = this.contactNames.reorder(order);
    ordered.zipCodes = this.zipCodes.reorder(order);
    ordered.count = order.length;
    return ordered;
  }
}

/** Reads the COPY stream of askInputCopySql into columns. */
export async function readAskInputs(input: Readable, expectedRows: number): Promise<AskInputs> {
  const inputs = new AskInputs(expectedRows);
  const row = createAskInputRow();
  await readCopyLines(input, (line) => {
    parseAskInputLine(line, row);
    inputs.push(row, row.zipCodeField);
  });
  return inputs;
}

/** PostgreSQL's lower() under the C collation changes ASCII letters only. */
export function lowerAscii(text: string): string {
  let lowered = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      lowered += text.slice(from, i) + String.fromCharCode(code + 32);
      from = i + 1;
    }
  }
  return from === 0 ? text : lowered + text.slice(from);
}

/** The C collation's order: UTF-8 bytes, which is code point order (UTF-16 units differ above U+D7FF). */
export function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.codePointAt(i)!;
    const y = b.codePointAt(i)!;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** Strings in the C collation's order; the native sort (UTF-16 units) agrees unless a string holds a surrogate pair. */
export function sortCodePointOrder(values: string[]): string[] {
  return values.some((value) => /[\uD800-\uDFFF]/.test(value)) ? values.sort(compareCodePoints) : values.sort();
}

/**
 * Each row's position among the distinct values of a name column, as lower(field) sorts under the C
 * collation, nulls last. Only the distinct values are lowered and sorted.
 */
function sortKeys(column: ValueColumn, count: number): { keys: Int32Array; size: number } {
  const lowered = column.values.map((element) => {
    const value = valueOfArrayElement(element);
    return value === null ? null : lowerAscii(value);
  });
  const values = sortCodePointOrder([...new Set(lowered.filter((value) => value !== null))]);
  const position = new Map(values.map((value, index) => [value, index]));
  const rank = Int32Array.from(lowered, (value) => (value === null ? values.length : position.get(value)!));
  const keys = new Int32Array(count);
  for (let i = 0; i < keys.length; i++) keys[i] = rank[column.ids[i]!]!;
  return { keys, size: values.length + 1 };
}

/** A stable counting sort of `order` by small integer keys. */
function sortByKeys(order: Int32Array, { keys, size }: { keys: Int32Array; size: number }): Int32Array {
  const starts = new Int32Array(size + 1);
  for (let i = 0; i < keys.length; i++) starts[keys[i]! + 1]! += 1;
  for (let k = 1; k <= size; k++) starts[k]! += starts[k - 1]!;
  const sorted = new Int32Array(order.length);
  for (const index of order) sorted[starts[keys[index]!]!++] = index;
  return sorted;
}

/**
 * The rows in the grid's default order: lower(first name), lower(last name), id, nulls last (contact name
 * and informal name for the second system), as the index of each row by name rank.
 */
export function nameOrder(inputs: AskInputs, source: AppealSource): Int32Array {
  const { numbers, count } = inputs;
  const idOf = (index: number) => numbers[index * INPUT_STRIDE + INPUT.id]!;
  let byId = Int32Array.from({ length: count }, (_, i) => i);
  let isAscending = true;
  for (let i = 1; i < count && isAscending; i++) isAscending = idOf(i - 1) < idOf(i);
  if (!isAscending) byId = Int32Array.from([...byId].sort((a, b) => idOf(a) - idOf(b)));
  const isVirtuous = source === 'virtuous';
  const second = sortKeys(isVirtuous ? inputs.informalNames : inputs.lastNames, count);
  const first = sortKeys(isVirtuous ? inputs.contactNames : inputs.firstNames, count);
  return sortByKeys(sortByKeys(byId, second), first);
}
