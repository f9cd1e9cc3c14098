import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { SheetRow } from './sheet-rows.ts';
import { readSharedStrings } from './xlsx-shared-strings.ts';
import { xlsxSheetRowBatches } from './xlsx-sheet-rows.ts';
import { openZipParts, type ZipParts } from './zip-parts.ts';

type WorksheetEvent = { eventType: string; value: { sheetNo?: string } };
type ReaderInternals = {
  model?: object;
  sharedStrings?: unknown[];
  _parseWorksheet: (iterator: unknown, sheetNo: string) => Generator<WorksheetEvent>;
};

/**
 * exceljs names sheets by workbook order only when it has read workbook.xml first, and fails when a sheet
 * arrives before it (exceljs itself writes workbook.xml last). This records the part number (sheetN.xml),
 * which is certain, on every sheet reader's events, and lets sheets arrive in any order.
 */
export function recordSheetParts(reader: InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>): ReaderInternals {
  const internals = reader as unknown as ReaderInternals;
  const parseWorksheet = internals._parseWorksheet.bind(reader);
  internals._parseWorksheet = function* (iterator, partNo) {
    internals.model ??= {};
    for (const event of parseWorksheet(iterator, partNo)) {
      event.value.sheetNo = partNo;
      yield event;
    }
  };
  return internals;
}

type PartReaders = {
  _parseRels: (stream: unknown) => Promise<void>;
  _parseWorkbook: (stream: unknown) => Promise<void>;
  _parseStyles: (stream: unknown) => Promise<void>;
};

/**
 * A WorkbookReader that reads nothing by itself, given the workbook's relations, sheet list, shared strings
 * and (with `withStyles`, for dates) styles from the file's parts: sheets are then parsed straight from their
 * part (zip-parts.ts says why exceljs's own walk through the zip is not used). The shared strings are read
 * by our scanner (xlsx-shared-strings.ts), rich text as its plain text.
 */
export async function loadWorkbookParts(parts: ZipParts, options: { withStyles: boolean }) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: options.withStyles ? 'cache' : 'ignore',
    entries: 'ignore',
  });
  const internals = recordSheetParts(reader) as ReaderInternals & PartReaders;
  if (parts.has(RELS_PART)) await internals._parseRels((await parts.stream(RELS_PART)).data);
  if (parts.has(WORKBOOK_PART)) await internals._parseWorkbook((await parts.stream(WORKBOOK_PART)).data);
  internals.sharedStrings = await workbookSharedStrings(parts);
  if (options.withStyles && parts.has(STYLES_PART)) await internals._parseStyles((await parts.stream(STYLES_PART)).data);
  return { reader, internals };
}

const RELS_PART = 'xl/_rels/workbook.xml.rels';
const WORKBOOK_PART = 'xl/workbook.xml';
const SHARED_STRINGS_PART = 'xl/sharedStrings.xml';
const STYLES_PART = 'xl/styles.xml';
export const sheetPart = (sheetNo: string) => `xl/worksheets/sheet${sheetNo}.xml`;

/** The workbook's shared strings, in order (none when it has no such part). */
async function workbookSharedStrings(parts: ZipParts): Promise<unknown[]> {
  return parts.has(SHARED_STRINGS_PART) ? readSharedStrings((await parts.stream(SHARED_STRINGS_PART)).data) : [];
}

/**
 * Streams the rows of one sheet of a .xlsx: the shared strings are read first, then the sheet's part is
 * inflated and scanned as it streams, never held whole (xlsx-sheet-rows.ts, our own scanner in place of
 * exceljs's SAX driver: docs/decisions/012-reading-xlsx-sheets.md has the figures).
 */
export async function* readXlsxRows(path: string, sheetNo: string): AsyncGenerator<SheetRow> {
  const parts = await openZipParts(path);
  try {
    // Rows need only the shared strings: exceljs's reader (relations, sheet list, styles) is not made.
    const sharedStrings = await workbookSharedStrings(parts);
    const sheet = await parts.stream(sheetPart(sheetNo));
    try {
      // Rows are handed on from the scanner's batches here, not through xlsxSheetRows: one generator fewer per row.
      for await (const rows of xlsxSheetRowBatches(sheet.data, sharedStrings)) for (const row of rows) yield row;
    } finally {
      sheet.source.destroy();
      sheet.data.destroy();
    }
  } finally {
    await parts.close();
  }
}
