import type pg from 'pg';
import { statusOfBits } from '../ask-filters.ts';
import { lowerAscii, sortCodePointOrder } from '../ask-inputs.ts';
import { LADDER_COLUMNS } from '../ladder-columns.ts';
import {
  askColumnsOf,
  heldAskColumns,
  NUMBER_COLUMNS,
  SEPARATOR,
  TEXT_COLUMNS,
  type AskColumn,
  type AskColumns,
  type NumberColumn,
  type SortOrder,
  type TextColumn,
} from './ask-columns.ts';
import { NATURAL_DIGITS, type GridQuery } from './grid-query.ts';
import type { RankPage } from './grid-rows.repository.ts';

// A page of any sort or search over an appeal's columns in memory (ask-columns.ts), with exactly the
// order and matches of the SQL it replaces: the column ascending or descending with nulls last, then the
// name rank in the same direction; text sorted as lower() sorts it under the C collation.

/** What each sortable grid column sorts by (the expressions of grid-query.ts). */
type TextSortKey = { text: TextColumn; isLowered: boolean; isNatural?: boolean };
const SORT_KEYS: Record<string, { number: NumberColumn } | TextSortKey | { status: true }> = {
  firstName: { text: 'first_name', isLowered: true },
  lastName: { text: 'last_name', isLowered: true },
  contactName: { text: 'contact_name', isLowered: true },
  constituentId: { text: 'constituent_key', isLowered: false, isNatural: true },
  status: { status: true },
  askString: { number: 'primary_ask' },
  baseAsk: { number: 'base_ask' },
  customBaseAsk: { number: 'custom_base_ask' },
  appealGiftLastYear: { number: 'appeal_gift_last_year' },
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((k) => [
      [`anualAsk${k}`, { number: `annual_ask${k}` as NumberColumn }],
      [`monthlyAsk${k}`, { number: `monthly_ask${k}` as NumberColumn }],
    ]),
  ),
};

/** Whether a query can be answered from the columns (every grid sort can; a search holding the separator cannot). */
export function isColumnQuery(query: GridQuery): boolean {
  return SORT_KEYS[query.sort.orderBy] !== undefined && !(query.search ?? '').includes(SEPARATOR);
}

const NATURAL_PADDING = '0'.repeat(NATURAL_DIGITS);
const NATURAL_RUN = new RegExp(`0*([0-9]{${NATURAL_DIGITS}})`, 'g');

/** The natural sort key of an id, exactly as the SQL of grid-query.ts (NATURAL_ID) writes it: its two replaces. */
export function naturalSortKeyByPattern(value: string): string {
  return value.replace(/([0-9]+)/g, `${NATURAL_PADDING}$1`).replace(NATURAL_RUN, '$1');
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The same key in one pass (the two replaces took 177 ms of a 100,000-donor appeal's cold start): each run of
 * digits loses its leading zeros and is padded to NATURAL_DIGITS. A run of more significant digits than that
 * is rare, and the pattern's result for it is not so simple (its second match may start inside the run).
 */
export function naturalSortKey(value: string): string {
  let key = '';
  let copiedTo = 0;
  for (let i = 0; i < value.length; ) {
    if (!isDigit(value.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < value.length && isDigit(value.charCodeAt(i))) i++;
    let significant = start;
    while (significant < i && value.charCodeAt(significant) === 48) significant++;
    const digits = i - significant;
    if (digits > NATURAL_DIGITS) return naturalSortKeyByPattern(value);
    key += value.slice(copiedTo, start) + NATURAL_PADDING.slice(digits) + value.slice(significant, i);
    copiedTo = i;
  }
  return copiedTo === 0 ? value : key + value.slice(copiedTo);
}

function textSortValue(value: string, key: TextSortKey): string {
  if (key.isNatural) return naturalSortKey(value);
  return key.isLowered ? lowerAscii(value) : value;
}

const STATUS_ORDER = { exclude_export: 0, handle_manually: 1, ready_export: 2 } as const;

/**
 * Rows in ascending (key, row) order, where key is a whole number per row (NaN for null): packed into one
 * float per row and sorted natively when that is exact, else sorted by comparison. Plain loops, not
 * Float64Array.from with a mapping function (it iterates generically): the eight sorts of a 100,000-donor
 * appeal took half a second of the web process's cold start (bench/README.md, load).
 */
function orderByKeys(keys: Float64Array): SortOrder {
  const count = keys.length;
  let nonNull = 0;
  let largest = 0;
  for (let row = 0; row < count; row++) {
    const key = keys[row]!;
    if (Number.isNaN(key)) continue;
    nonNull += 1;
    const size = Math.abs(key);
    if (size > largest) largest = size;
  }
  const rows = new Int32Array(count);
  const rowSpan = 2 ** Math.ceil(Math.log2(count + 1));
  if ((largest + 1) * rowSpan < Number.MAX_SAFE_INTEGER) {
    const packed = new Float64Array(nonNull);
    let at = 0;
    let nullAt = nonNull;
    for (let row = 0; row < count; row++) {
      const key = keys[row]!;
      if (Number.isNaN(key)) rows[nullAt++] = row;
      else packed[at++] = key * rowSpan + row;
    }
    packed.sort();
    for (let i = 0; i < nonNull; i++) {
      const value = packed[i]!;
      rows[i] = value - Math.floor(value / rowSpan) * rowSpan;
    }
  } else {
    const nonNullRows: number[] = [];
    let nullAt = nonNull;
    for (let row = 0; row < count; row++) {
      if (Number.isNaN(keys[row]!)) rows[nullAt++] = row;
      else nonNullRows.push(row);
    }
    nonNullRows.sort((a, b) => keys[a]! - keys[b]! || a - b);
    rows.set(nonNullRows);
  }
  return { rows, nonNull };
}

/** Each row's key for a text sort: the place of its value among the column's distinct values, NaN for null. */
function textKeys(columns: AskColumns, sortKey: TextSortKey): Float64Array {
  // Each distinct value's place among the others, as the C collation orders them.
  const { ids, values } = columns.texts.get(sortKey.text)!;
  const sortable: Array<string | null> = new Array(values.length);
  const distinct = new Set<string>();
  for (let id = 0; id < values.length; id++) {
    const value = values[id]!;
    const key = value === null ? null : textSortValue(value, sortKey);
    sortable[id] = key;
    if (key !== null) distinct.add(key);
  }
  const place = new Map<string, number>();
  sortCodePointOrder([...distinct]).forEach((value, index) => place.set(value, index));
  const placeOfId = new Float64Array(values.length);
  for (let id = 0; id < values.length; id++) {
    const key = sortable[id]!;
    placeOfId[id] = key === null ? Number.NaN : place.get(key)!;
  }
  const keys = new Float64Array(ids.length);
  for (let row = 0; row < ids.length; row++) keys[row] = placeOfId[ids[row]!]!;
  return keys;
}

function orderFor(columns: AskColumns, orderBy: string): SortOrder {
  const sortKey = SORT_KEYS[orderBy]!;
  const orders = 'text' in sortKey ? columns.textOrders : columns.orders;
  const found = orders.get(orderBy);
  if (found) return found;
  let keys: Float64Array;
  if ('number' in sortKey) {
    keys = columns.numbers.get(sortKey.number)!;
  } else if ('status' in sortKey) {
    const { bits } = columns;
    keys = new Float64Array(bits.length);
    // A row's bits take few distinct values: each is looked up once.
    const orderOfBits = new Map<number, number>();
    for (let row = 0; row < bits.length; row++) {
      const value = bits[row]!;
      let order = orderOfBits.get(value);
      if (order === undefined) orderOfBits.set(value, (order = STATUS_ORDER[statusOfBits(value)]));
      keys[row] = order;
    }
  } else {
    keys = textKeys(columns, sortKey);
  }
  const order = orderByKeys(keys);
  orders.set(orderBy, order);
  return order;
}

const SEARCHED_AMOUNTS = ['primary_ask', 'base_ask', ...LADDER_COLUMNS] as const satisfies readonly NumberColumn[];

/** The columns a query reads. */
export function columnsOf(query: GridQuery): AskColumn[] {
  const sortKey = SORT_KEYS[query.sort.orderBy]!;
  const columns: AskColumn[] = ['filter_bits'];
  if ('number' in sortKey) columns.push(sortKey.number);
  if ('text' in sortKey) columns.push(sortKey.text);
  if (query.search !== null) columns.push(...TEXT_COLUMNS, ...(query.searchCents === null ? [] : SEARCHED_AMOUNTS));
  return [...new Set(columns)];
}

/** Rows holding the search: names and ids containing it, or an amount of exactly it. */
function searchMatches(columns: AskColumns, search: string, searchCents: number | null): Uint8Array {
  const holding = columns.rowsHolding(search);
  if (searchCents === null) return holding;
  // Kept too: a walk through every amount of every row took 2% of the load run's web CPU.
  return columns.rowsMatchingAmountSearch(search, () => {
    // The kept rows are shared with the next request: amounts are marked on a copy.
    const matches = holding.slice();
    for (const column of SEARCHED_AMOUNTS) {
      const values = columns.numbers.get(column)!;
      for (let r = 0; r < values.length; r++) if (values[r] === searchCents) matches[r] = 1;
    }
    return matches;
  });
}

/** The page's name ranks and the number of rows in the filter (and search). */
export async function sortedPage(columns: AskColumns, query: GridQuery, knownTotal: number | null): Promise<RankPage> {
  await columns.ensure(columnsOf(query));
  const { rows, nonNull } = orderFor(columns, query.sort.orderBy);
  const mask = query.filter.mask;
  const bits = columns.bits;
  const matches = query.search === null ? null : searchMatches(columns, query.search, query.searchCents);
  const skip = (query.pageNumber - 1) * query.pageSize;
  const ranks: number[] = [];
  let seen = 0;
  const visit = (row: number): void => {
    if ((bits[row]! & mask) !== mask || (matches !== null && matches[row] === 0)) return;
    if (seen >= skip && ranks.length < query.pageSize) ranks.push(row + 1);
    seen += 1;
  };
  const isCounting = knownTotal === null;
  const isDone = () => !isCounting && ranks.length === query.pageSize;
  // Descending is the ascending order reversed, the nulls still last.
  if (query.isDescending) {
    for (let i = nonNull - 1; i >= 0 && !isDone(); i--) visit(rows[i]!);
    for (let i = rows.length - 1; i >= nonNull && !isDone(); i--) visit(rows[i]!);
  } else {
    for (let i = 0; i < rows.length && !isDone(); i++) visit(rows[i]!);
  }
  return { ranks, total: knownTotal ?? seen };
}

/**
 * After an edit: when this process holds an earlier version of the appeal's columns (someone sorted or
 * searched it here), reads the columns that changed for the new version and works out the sort orders that
 * were in use, so that the next sort or search does not wait for them. Names and ids carry over (see
 * AskColumns.carryTextsFrom). Resolves to the new version's columns, or null when there was nothing to renew.
 */
export async function renewAskColumns(
  pool: pg.Pool,
  companyId: number,
  appealId: number,
  current: { generation: number; version: string; count: number },
): Promise<AskColumns | null> {
  const previous = heldAskColumns(companyId, appealId);
  if (!previous) return null;
  const columns = askColumnsOf(pool, companyId, appealId, current.generation, current.version, current.count);
  if (columns === previous) return columns;
  await columns.ensure(previous.loadedColumns());
  for (const orderBy of previous.orders.keys()) orderFor(columns, orderBy);
  return columns;
}

/**
 * Reads all the columns of an appeal's current results, works out every sort order and the text searches
 * look in, unless this process holds them already (about 0.3 s of CPU for 100,000 donors).
 */
export async function warmAskColumns(
  pool: pg.Pool,
  companyId: number,
  appealId: number,
  current: { generation: number; version: string; count: number },
): Promise<AskColumns> {
  const columns = askColumnsOf(pool, companyId, appealId, current.generation, current.version, current.count);
  await columns.ensure(['filter_bits', ...NUMBER_COLUMNS, ...TEXT_COLUMNS]);
  for (const orderBy of Object.keys(SORT_KEYS)) orderFor(columns, orderBy);
  columns.search();
  return columns;
}
