import { parseMoney } from '@askwise/domain';
import { columnLetter, ExcelRefusal, normalizeHeader, readFirstSheetRows, type SheetRow } from '../excel/index.ts';

// Reads a mailing's results file (.xlsx, .xls or .csv): one row per gift with the donor's id (Cont. ID) and the
// gift amount, optionally the gift date, the source code and whether the donor responded. Headers are matched
// as the donor upload matches them (case, spacing and punctuation aside; plural or singular), amounts read to
// the cent as there, and a bad cell is reported by row and column like 'Row 7, column "Gift Amount" (C7): ...'.
// The file goes through the donor upload's one reader (excel/index.ts readFirstSheetRows): its format told by its
// bytes, so a workbook renamed .csv meets the workbook guards; a .xlsx or a .csv streamed, a .xls read in a
// worker thread, none of them holding up the server's other requests (SheetJS read a .csv whole on the event
// loop: 44.5 s for a zip bomb named .csv, 2.5 s for a genuine 1,000,000-row one).

export interface ResultGift {
  constituentKey: string;
  cents: number;
  /** ISO date or null. */
  giftDate: string | null;
  sourceCode: string | null;
}

export interface ResultCellError {
  id: string;
  error: string;
}

export interface ParsedResultsFile {
  gifts: ResultGift[];
  /** Data rows read (gifts, non-responders and rows in error). */
  rowCount: number;
  errors: ResultCellError[];
  errorCount: number;
}

export class ResultsFileRefusal extends Error {
  override name = 'ResultsFileRefusal';
}

const COLUMNS = {
  key: ['cont id', 'constituent id', 'id', 'donor id', 'contact id', 'constituent lookup id', 'lookup id'],
  amount: ['gift amount', 'amount', 'gift', 'gift amt', 'donation amount', 'donation'],
  date: ['gift date', 'date', 'donation date'],
  sourceCode: ['source code', 'source', 'appeal code', 'reply code'],
  responded: ['responded', 'response', 'gave'],
} as const;
type ColumnKey = keyof typeof COLUMNS;

export const RESULTS_FILE_HELP = 'The results file needs a header row with Cont. ID and Gift Amount (Gift Date, Source Code and Responded are optional).';
const MAX_KEPT_ERRORS = 1000;
const HEADER_SEARCH_ROWS = 10;
const RESULT_FILE_PATTERN = /\.(xlsx|xls|csv)$/i;

export function isResultsFileName(fileName: string): boolean {
  return RESULT_FILE_PATTERN.test(fileName);
}

type Header = { at: number; columns: Partial<Record<ColumnKey, number>>; names: string[] };
const WANTED = Object.entries(COLUMNS).map(([key, aliases]) => ({ key: key as ColumnKey, aliases: new Set(aliases.map(normalizeHeader)) }));

/** The row's columns when it is the header row (it names at least the id and the amount). */
function headerOf(cells: unknown[]): Omit<Header, 'at'> | null {
  const names = Array.from(cells, (cell) => (cell === null || cell === undefined ? '' : String(cell)));
  const columns: Partial<Record<ColumnKey, number>> = {};
  names.forEach((name, index) => {
    const normalized = normalizeHeader(name);
    const match = WANTED.find((column) => column.aliases.has(normalized));
    if (match && columns[match.key] === undefined) columns[match.key] = index;
  });
  return columns.key !== undefined && columns.amount !== undefined ? { columns, names } : null;
}

function keyOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : String(value).trim();
  return text === '' ? null : text;
}

function isNo(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return ['0', 'no', 'n', 'false', 'f'].includes(String(value).trim().toLowerCase());
}

/** Days from Excel's day 0 (1899-12-30, the 1900 date system) to 1970-01-01. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;

/** An ISO date, null when empty, undefined when not a date. A number is an Excel date (a .xlsx stores dates so). */
function dateOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const date =
    value instanceof Date ? value : typeof value === 'number' ? new Date(Math.round((value - EXCEL_EPOCH_DAYS) * DAY_MS)) : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** Dates read, by cell value: a mailing's gifts fall on a few dozen days, and reading a date costs a microsecond. */
const MAX_KNOWN_DATES = 10_000;

/** Reads rows one at a time: the header within the first rows, then one gift (or a non-responder, or errors) per row. */
class ResultRows {
  private header: Header | null = null;
  private rowsBeforeHeader = 0;
  readonly parsed: ParsedResultsFile = { gifts: [], rowCount: 0, errors: [], errorCount: 0 };
  private readonly knownDates = new Map<unknown, string | null | undefined>();

  get hasHeader(): boolean {
    return this.header !== null;
  }

  push({ rowNumber, cells }: SheetRow): void {
    if (!Array.from(cells).some((value) => !isEmpty(value))) return;
    if (!this.header) {
      if (this.rowsBeforeHeader++ >= HEADER_SEARCH_ROWS) return;
      const found = headerOf(cells);
      if (found) this.header = { at: rowNumber, ...found };
      return;
    }
    this.parsed.rowCount += 1;
    const { columns } = this.header;
    const cell = (key: ColumnKey) => (columns[key] === undefined ? null : cells[columns[key]]);
    const constituentKey = keyOf(cell('key'));
    const amount = parseMoney(cell('amount') as string | number | null);
    const giftDate = this.dateOf(cell('date'));
    let isValid = true;
    if (!constituentKey) isValid = this.report(rowNumber, columns.key!, "the donor's id is missing");
    if (!amount.ok) isValid = this.report(rowNumber, columns.amount!, `${amount.error}`);
    else if (amount.cents < 0) isValid = this.report(rowNumber, columns.amount!, 'a gift cannot be negative');
    if (giftDate === undefined) isValid = this.report(rowNumber, columns.date!, `"${String(cell('date'))}" is not a date`);
    if (!isValid || !amount.ok || amount.cents === 0 || isNo(cell('responded'))) return;
    this.parsed.gifts.push({ constituentKey: constituentKey!, cents: amount.cents, giftDate: giftDate ?? null, sourceCode: keyOf(cell('sourceCode')) });
  }

  private dateOf(value: unknown): string | null | undefined {
    if (value instanceof Date) return dateOf(value);
    if (this.knownDates.has(value)) return this.knownDates.get(value);
    const date = dateOf(value);
    if (this.knownDates.size < MAX_KNOWN_DATES) this.knownDates.set(value, date);
    return date;
  }

  /** Counts a cell error (keeping the first ones); false, so a caller can mark its row invalid. */
  private report(rowNumber: number, column: number, message: string): false {
    this.parsed.errorCount += 1;
    const id = `${columnLetter(column)}${rowNumber}`;
    if (this.parsed.errors.length < MAX_KEPT_ERRORS) this.parsed.errors.push({ id, error: `Row ${rowNumber}, column "${this.header!.names[column]}" (${id}): ${message}` });
    return false;
  }
}

/** Guards of a results workbook: the donor upload's (a results file is far smaller than a donor file). */
const WORKBOOK_LIMITS = { maxFileBytes: 64 * 1024 * 1024, maxUnzippedBytes: 1024 * 1024 * 1024, maxRatio: 100 };

export interface ResultsRowLimit {
  maxRows: number;
  tooManyRows: (rows: number | null) => string;
}

/** Rows a results file may hold beyond its mailing, for a small one (a CRM export of the month's gifts). */
const SMALL_MAILING_MARGIN = 10_000;

/**
 * A results file lists the mailing's gifts, one a row: at most twice the donors mailed (a donor may give more
 * than once), or the mailing plus 10,000 rows when that is more. A longer file is not this appeal's results;
 * it is refused as soon as its rows pass the limit, before it is read on.
 */
export function resultsRowLimit(mailedDonors: number): ResultsRowLimit {
  const maxRows = Math.max(2 * mailedDonors, mailedDonors + SMALL_MAILING_MARGIN);
  const count = (n: number) => n.toLocaleString('en-US');
  return {
    maxRows,
    tooManyRows: (rows) =>
      `The results file has ${rows === null ? `more than ${count(maxRows)}` : count(rows)} rows; this appeal was mailed to ${count(mailedDonors)} donors, ` +
      `and Askwise reads at most ${count(maxRows)} rows for it (twice the mailing, or ${count(SMALL_MAILING_MARGIN)} more than it). Please check that the file holds this appeal's results.`,
  };
}

/** Reads a results file from disk. Throws ResultsFileRefusal when it cannot be read at all. */
export async function readResultsFile(path: string, fileName: string, rowLimit: ResultsRowLimit): Promise<ParsedResultsFile> {
  const reader = new ResultRows();
  try {
    const { rows } = await readFirstSheetRows(path, fileName, { ...WORKBOOK_LIMITS, ...rowLimit, readsCsv: true });
    for await (const row of rows) reader.push(row);
  } catch (error) {
    if (error instanceof ExcelRefusal) throw new ResultsFileRefusal(error.message);
    throw new ResultsFileRefusal('The results file could not be read. Please save it as .xlsx or .csv and try again.');
  }
  if (!reader.hasHeader) throw new ResultsFileRefusal(RESULTS_FILE_HELP);
  return reader.parsed;
}
