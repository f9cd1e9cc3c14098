import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { withCompanyClient } from '../../../db/database.ts';
import { readCopyLines } from '../ask-input-copy.ts';
import { lowerAscii } from '../ask-inputs.ts';
import { COPY_NULL, decodeCopyField } from '../copy-text.ts';
import { LADDER_COLUMNS } from '../ladder-columns.ts';

// Any sort but the default one, and any search, needs every row of the generation: PostgreSQL read and
// sorted a million rows per request for that (0.3 to 1.5 s). Instead the columns those requests look at
// are read into typed arrays when first needed (one COPY per kind of column, or per request for the largest), kept for
// the generation as last edited (an edit or a recalculation changes the version, and they are read
// again), and each page is found by walking a sort order worked out once per column (sorted-page.ts): a
// few milliseconds a page. Only large appeals use this; a small one is read quickly enough by SQL
// (docs/decisions/006).

/**
 * Number columns of appeal_asks that the grid sorts or searches by. They are integer cents, held in a
 * Float64Array only so that NaN can stand for null: every cent amount below 2^53 is exact in a double, and
 * these values are only compared and matched, never computed with.
 */
export const NUMBER_COLUMNS = ['base_ask', 'primary_ask', 'custom_base_ask', 'appeal_gift_last_year', ...LADDER_COLUMNS] as const;
export type NumberColumn = (typeof NUMBER_COLUMNS)[number];

export const TEXT_COLUMNS = ['first_name', 'last_name', 'contact_name', 'constituent_key'] as const;
export type TextColumn = (typeof TEXT_COLUMNS)[number];

export type AskColumn = 'filter_bits' | NumberColumn | TextColumn;

/** A text column: each distinct value once (null for SQL null), and each row's index into them. */
export interface TextValues {
  ids: Int32Array;
  values: Array<string | null>;
}

/** A sort order over the rows (indexes = name rank - 1): non-null keys ascending, then the nulls, each by name rank. */
export interface SortOrder {
  rows: Int32Array;
  /** How many rows have a value (they come first). */
  nonNull: number;
}

const isTextColumn = (column: AskColumn): column is TextColumn => (TEXT_COLUMNS as readonly string[]).includes(column);

export class AskColumns {
  bits = new Int32Array(0);
  /** NaN for SQL null. */
  readonly numbers = new Map<NumberColumn, Float64Array>();
  readonly texts = new Map<TextColumn, TextValues>();
  /** Sort orders by number and status columns: they change with every edit. */
  readonly orders = new Map<string, SortOrder>();
  /** Sort orders by names and ids: an edit never changes those, so they outlive a version (see carryTextsFrom). */
  readonly textOrders = new Map<string, SortOrder>();
  private readonly loads = new Map<AskColumn, Promise<void>>();
  private searchText: string | null = null;
  private searchStarts: Int32Array | null = null;
  /** The rows holding each of the last searches asked, most recent last: a user pages through one search. */
  private rowsBySearch = new Map<string, Uint8Array>();
  /** The same for searches that are also amounts: their matches change with an edit, so no version takes them over. */
  private readonly rowsByAmountSearch = new Map<string, Uint8Array>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly companyId: number,
    private readonly appealId: number,
    private readonly generation: number,
    readonly count: number,
  ) {}

  /** The columns read (or being read) so far. */
  loadedColumns(): AskColumn[] {
    return [...this.loads.keys()];
  }

  /**
   * Takes over the names and ids of an earlier version of the same generation, with their sort orders and
   * search text: edits change statuses, custom asks and ladders, never a name, an id or a row's rank.
   */
  carryTextsFrom(previous: AskColumns): void {
    if (previous.generation !== this.generation || previous.count !== this.count) return;
    for (const [column, values] of previous.texts) {
      this.texts.set(column, values);
      this.loads.set(column, Promise.resolve());
    }
    for (const [orderBy, order] of previous.textOrders) this.textOrders.set(orderBy, order);
    this.searchText = previous.searchText;
    this.searchStarts = previous.searchStarts;
    this.rowsBySearch = previous.rowsBySearch;
  }

  /** Reads the columns not read yet (with the rest of their kind for most appeals: columnsToRead), in one COPY. */
  ensure(columns: readonly AskColumn[]): Promise<void> {
    const missing = this.columnsToRead(columns).filter((column) => !this.loads.has(column));
    if (missing.length > 0) {
      const loading = this.load(missing);
      for (const column of missing) this.loads.set(column, loading);
      loading.catch(() => {
        for (const column of missing) if (this.loads.get(column) === loading) this.loads.delete(column);
      });
    }
    return Promise.all(columns.map((column) => this.loads.get(column)!)).then(() => undefined);
  }

  /**
   * What to read for `columns`: of an appeal up to READ_ALL_UP_TO donors, every column of the same kind (the
   * filter bits and all amounts, or all names and ids), so that its first sorts and searches read it twice in all,
   * not once each: a cold web process read five 100,000-donor appeals in 61 COPYs, each a scan, while every
   * company's users sorted at once (bench/README.md, load). A larger appeal reads what the request needs: all its
   * amounts would keep the first sort waiting seconds.
   */
  private columnsToRead(columns: readonly AskColumn[]): readonly AskColumn[] {
    if (this.count > READ_ALL_UP_TO) return columns;
    const hasText = columns.some(isTextColumn);
    const hasNumber = columns.some((column) => !isTextColumn(column));
    return [...(hasNumber ? ['filter_bits' as const, ...NUMBER_COLUMNS] : []), ...(hasText ? TEXT_COLUMNS : [])];
  }

  private async load(columns: readonly AskColumn[]): Promise<void> {
    const { count } = this;
    const targets = columns.map((column) => {
      if (column === 'filter_bits') return { bits: new Int32Array(count) };
      if (isTextColumn(column))
        return { text: { ids: new Int32Array(count), values: [] as Array<string | null> }, index: new Map<string, number>() };
      return { numbers: new Float64Array(count) };
    });
    const query = `copy (
      select name_rank, ${columns.join(', ')} from appeal_asks
      where appeal_id = ${Math.trunc(this.appealId)} and generation = ${Math.trunc(this.generation)}
      order by name_rank
    ) to stdout`;
    const handleLine = (line: string) => {
      let end = line.indexOf('\t');
      const row = Number(line.slice(0, end)) - 1;
      if (!(row >= 0 && row < count)) throw new Error('The results changed while they were read');
      for (const target of targets) {
        const start = end + 1;
        end = line.indexOf('\t', start);
        const field = line.slice(start, end === -1 ? line.length : end);
        if ('bits' in target) target.bits![row] = Number(field);
        else if ('numbers' in target) target.numbers![row] = field === COPY_NULL ? Number.NaN : Number(field);
        else {
          let id = target.index!.get(field);
          if (id === undefined) {
            id = target.text!.values.length;
            target.text!.values.push(decodeCopyField(field));
            target.index!.set(field, id);
          }
          target.text!.ids[row] = id;
        }
      }
    };
    const read = (client: pg.PoolClient) => readCopyLines(client.query(copyTo(query)), handleLine);
    await withCompanyClient(this.pool, this.companyId, read, { readOnly: true });
    columns.forEach((column, i) => {
      const target = targets[i]!;
      if ('bits' in target) this.bits = target.bits!;
      else if ('numbers' in target) this.numbers.set(column as NumberColumn, target.numbers!);
      else this.texts.set(column as TextColumn, target.text!);
    });
  }

  /**
   * Every row's searchable text as SQL builds it (lower(first || ' ' || last), lower(contact), lower(key)),
   * one string for the whole generation with a separator no search holds; built on the first search.
   */
  /**
   * The rows whose names or ids hold `search` (1) and the others (0). Found once per search (a walk through the
   * whole generation's text: 5 ms for 100,000 donors, 4% of the load run's web CPU) and kept for the next pages
   * of the same search; an edit never changes a name or an id, so the next version takes them over.
   */
  rowsHolding(search: string): Uint8Array {
    return keptMatches(this.rowsBySearch, search, () => this.findRowsHolding(search));
  }

  /** The rows a search that is also an amount matches (`find` works them out), kept like rowsHolding's. */
  rowsMatchingAmountSearch(search: string, find: () => Uint8Array): Uint8Array {
    return keptMatches(this.rowsByAmountSearch, search, find);
  }

  private findRowsHolding(search: string): Uint8Array {
    const matches = new Uint8Array(this.count);
    const { text, starts } = this.search();
    let row = 0;
    for (let at = text.indexOf(search); at !== -1; at = text.indexOf(search, starts[row + 1]!)) {
      // The row holding position `at`: rows are in order, so search forward from the last one.
      while (starts[row + 1]! <= at) row++;
      matches[row] = 1;
      if (row + 1 >= this.count) break;
    }
    return matches;
  }

  search(): { text: string; starts: Int32Array } {
    if (this.searchText === null || this.searchStarts === null) {
      const [first, last, contact, key] = TEXT_COLUMNS.map((column) => this.texts.get(column)!);
      const lowered = (values: TextValues) => values.values.map((value) => (value === null ? null : lowerAscii(value)));
      const [firsts, lasts, contacts, keys] = [lowered(first!), lowered(last!), lowered(contact!), lowered(key!)];
      const parts = new Array<string>(this.count);
      const starts = new Int32Array(this.count + 1);
      let at = 0;
      for (let row = 0; row < this.count; row++) {
        const part =
          (firsts[first!.ids[row]!] ?? '') +
          ' ' +
          (lasts[last!.ids[row]!] ?? '') +
          SEPARATOR +
          (contacts[contact!.ids[row]!] ?? '') +
          SEPARATOR +
          (keys[key!.ids[row]!] ?? '') +
          SEPARATOR;
        parts[row] = part;
        starts[row] = at;
        at += part.length;
      }
      starts[this.count] = at;
      this.searchText = parts.join('');
      this.searchStarts = starts;
    }
    return { text: this.searchText, starts: this.searchStarts };
  }
}

/** Appeals of up to this many donors read all their columns of a kind at once (see AskColumns.columnsToRead). */
export const READ_ALL_UP_TO = 250_000;

/** Searches whose rows are kept per generation: 8 x one byte a donor. */
const SEARCHES_KEPT = 8;

/** A search's rows from `kept` (made the most recent), or found and kept, the least recent dropped. */
function keptMatches(kept: Map<string, Uint8Array>, search: string, find: () => Uint8Array): Uint8Array {
  const found = kept.get(search);
  if (found) {
    kept.delete(search);
    kept.set(search, found);
    return found;
  }
  const matches = find();
  kept.set(search, matches);
  if (kept.size > SEARCHES_KEPT) kept.delete(kept.keys().next().value!);
  return matches;
}

/** Never in a search (isColumnQuery checks it), so a match never spans two fields. */
export const SEPARATOR = '\u0001';

/**
 * The columns of the most recently used appeals, as many as fit in a budget of donors. All the columns of a
 * million donors take about 150 MB, so the budget holds two such appeals (as a limit of two appeals did),
 * or twenty of 100,000: with only two kept, five companies reviewing at once read their columns again on
 * nearly every sort and search (bench/load: two thirds of the web process's CPU).
 */
export const CACHED_DONORS = 2_000_000;
const cache: Array<{ key: string; columns: AskColumns }> = [];

/**
 * The columns of an appeal's results as they are now: `version` must change with every change of the
 * rows (appeal_ask_runs.updated_at does: an edit stores the summary again, a calculation a new generation).
 */
export function askColumnsOf(
  pool: pg.Pool,
  companyId: number,
  appealId: number,
  generation: number,
  version: string,
  count: number,
): AskColumns {
  const key = `${companyId}:${appealId}:${generation}:${version}:${count}`;
  const found = cache.findIndex((entry) => entry.key === key);
  if (found !== -1) {
    const [entry] = cache.splice(found, 1);
    cache.unshift(entry!);
    return entry!.columns;
  }
  // Older versions of the same appeal are of no more use, but for the names and ids they have read.
  const columns = new AskColumns(pool, companyId, appealId, generation, count);
  for (let i = cache.length - 1; i >= 0; i--) {
    if (!cache[i]!.key.startsWith(`${companyId}:${appealId}:`)) continue;
    columns.carryTextsFrom(cache[i]!.columns);
    cache.splice(i, 1);
  }
  cache.unshift({ key, columns });
  // The newest is kept whatever its size; older ones while the donors held stay within the budget.
  let donors = 0;
  const firstDropped = cache.findIndex((entry, i) => (donors += entry.columns.count) > CACHED_DONORS && i > 0);
  if (firstDropped !== -1) cache.length = firstDropped;
  return columns;
}

/** The columns this process holds for an appeal (any version), or null. */
export function heldAskColumns(companyId: number, appealId: number): AskColumns | null {
  return cache.find((entry) => entry.key.startsWith(`${companyId}:${appealId}:`))?.columns ?? null;
}
