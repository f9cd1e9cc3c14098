import { ExcelRefusal } from './excel-refusal.ts';
import { inspectWorkbook, type InspectionLimits } from './inspect-workbook.ts';
import { readCsvRows } from './read-csv-rows.ts';
import { readXlsRows } from './read-xls-rows.ts';
import { readXlsxRows } from './read-xlsx-rows.ts';
import type { RowLimit, SheetRow } from './sheet-rows.ts';

export interface SheetFileLimits extends InspectionLimits {
  /** Rows after the first (the header) that the caller can use; a file with more is refused. */
  maxRows: number;
  /** The refusal past maxRows, rows being null when not all were counted; else the donor upload's words. */
  tooManyRows?: (rows: number | null) => string;
  /** Whether text files are read as CSV (when their name says .csv). */
  readsCsv?: boolean;
}

export interface FirstSheet {
  format: 'xlsx' | 'xls' | 'csv';
  rows: AsyncGenerator<SheetRow>;
  /** Rows in the sheet, header included, when known before reading them (a .xlsx). */
  rowCount: number | null;
}

const count = (n: number) => n.toLocaleString('en-US');

function rowLimitOf(limits: SheetFileLimits): RowLimit {
  const { maxRows } = limits;
  const message =
    limits.tooManyRows ??
    ((rows: number | null) =>
      rows === null
        ? `The file has more than ${count(maxRows)} rows, the most Askwise reads from one file. Please split it into smaller files.`
        : `The file has ${count(rows)} rows; Askwise reads at most ${count(maxRows)} from one file. Please split it into smaller files.`);
  return { maxRows, message };
}

/**
 * The one reader of uploaded spreadsheets (an Excel donor file, a mailing's results): the rows of a file's
 * first sheet, the format told by its bytes, not its name (inspect-workbook.ts), with the same guards
 * whatever the name (zip bombs, encrypted parts, entities; ExcelRefusal says why) and a row limit that
 * each caller sets to what it can use. A .xlsx is streamed (never held whole) and refused up front when
 * its rows are too many; a .xls is read in a worker thread; a CSV is streamed, letting the event loop turn
 * between chunks. Dates in workbooks come as Excel serial numbers; CSV cells as their text.
 */
export async function readFirstSheetRows(path: string, fileName: string, limits: SheetFileLimits): Promise<FirstSheet> {
  const inspection = await inspectWorkbook(path, limits, { isCsvText: Boolean(limits.readsCsv) && /\.csv$/i.test(fileName) });
  const limit = rowLimitOf(limits);
  switch (inspection.kind) {
    case 'xlsx': {
      const dataRows = Math.max(0, inspection.rowCount - 1);
      if (dataRows > limit.maxRows) throw new ExcelRefusal(limit.message(dataRows));
      return { format: 'xlsx', rows: readXlsxRows(path, inspection.firstSheet.sheetNo), rowCount: inspection.rowCount };
    }
    case 'xls':
      return { format: 'xls', rows: readXlsRows(path, limit), rowCount: null };
    case 'csv':
      return { format: 'csv', rows: readCsvRows(path, inspection.encoding, limit), rowCount: null };
  }
}
