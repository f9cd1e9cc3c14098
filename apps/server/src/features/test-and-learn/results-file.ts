import { parseMoney } from '@askwise/domain';
import * as XLSX from '@e965/xlsx';
import { columnLetter, normalizeHeader } from '../excel/index.ts';

// Reads a mailing's results file (.xlsx, .xls or .csv): one row per gift with the donor's id (Cont. ID) and the
// gift amount, optionally the gift date, the source code and whether the donor responded. Headers are matched
// as the donor upload matches them (case, spacing and punctuation aside; plural or singular), amounts read to
// the cent as there, and a bad cell is reported by row and column like 'Row 7, column "Gift Amount" (C7): ...'.

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

function findHeader(rows: unknown[][]): { at: number; columns: Partial<Record<ColumnKey, number>>; names: string[] } | null {
  const wanted = Object.entries(COLUMNS).map(([key, aliases]) => ({ key: key as ColumnKey, aliases: new Set(aliases.map(normalizeHeader)) }));
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const names = (rows[at] ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell)));
    const columns: Partial<Record<ColumnKey, number>> = {};
    names.forEach((name, index) => {
      const normalized = normalizeHeader(name);
      const match = wanted.find((column) => column.aliases.has(normalized));
      if (match && columns[match.key] === undefined) columns[match.key] = index;
    });
    if (columns.key !== undefined && columns.amount !== undefined) return { at, columns, names };
  }
  return null;
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

function dateOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

/** Parses a results file held in memory. Throws ResultsFileRefusal when it cannot be read at all. */
export function parseResultsFile(file: Buffer, fileName: string): ParsedResultsFile {
  let rows: unknown[][];
  try {
    // CSV cells stay text (an id '00123' keeps its zeros); Excel cells keep their types.
    const workbook = XLSX.read(file, { type: 'buffer', raw: /\.csv$/i.test(fileName), cellDates: true, dense: true });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
    if (!sheet) throw new ResultsFileRefusal('The results file has no sheet.');
    rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: false });
  } catch (error) {
    if (error instanceof ResultsFileRefusal) throw error;
    throw new ResultsFileRefusal('The results file could not be read. Please save it as .xlsx or .csv and try again.');
  }
  const header = findHeader(rows);
  if (!header) throw new ResultsFileRefusal(RESULTS_FILE_HELP);
  const { columns, names } = header;
  const gifts: ResultGift[] = [];
  const errors: ResultCellError[] = [];
  let errorCount = 0;
  const report = (rowNumber: number, column: number, message: string) => {
    errorCount += 1;
    const id = `${columnLetter(column)}${rowNumber}`;
    if (errors.length < MAX_KEPT_ERRORS) errors.push({ id, error: `Row ${rowNumber}, column "${names[column]}" (${id}): ${message}` });
  };
  let rowCount = 0;
  for (let at = header.at + 1; at < rows.length; at++) {
    const cells = rows[at] ?? [];
    const rowNumber = at + 1;
    const cell = (key: ColumnKey) => (columns[key] === undefined ? null : cells[columns[key]]);
    if (cells.every((value) => value === null || value === '')) continue;
    rowCount += 1;
    const constituentKey = keyOf(cell('key'));
    const amount = parseMoney(cell('amount') as string | number | null);
    const giftDate = dateOf(cell('date'));
    let isValid = true;
    if (!constituentKey) {
      report(rowNumber, columns.key!, "the donor's id is missing");
      isValid = false;
    }
    if (!amount.ok) {
      report(rowNumber, columns.amount!, `${amount.error}`);
      isValid = false;
    } else if (amount.cents < 0) {
      report(rowNumber, columns.amount!, 'a gift cannot be negative');
      isValid = false;
    }
    if (giftDate === undefined) {
      report(rowNumber, columns.date!, `"${String(cell('date'))}" is not a date`);
      isValid = false;
    }
    if (!isValid || !amount.ok || amount.cents === 0 || isNo(cell('responded'))) continue;
    gifts.push({ constituentKey: constituentKey!, cents: amount.cents, giftDate: giftDate ?? null, sourceCode: keyOf(cell('sourceCode')) });
  }
  return { gifts, rowCount, errors, errorCount };
}
