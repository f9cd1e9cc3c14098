// Public face of excel: the template's columns, the streamed .xlsx row reader (also used by the command line), and
// the one reader of uploaded spreadsheets, a file's first sheet told by its bytes and read with the upload's guards
// (for other files too, such as a mailing's results).
export { TEMPLATE_COLUMNS, TEMPLATE_HEADERS, columnLetter, matchHeaderRow, normalizeHeader, type TemplateFieldKey } from './template-columns.ts';
// The command line's .xlsx reader reads a workbook's parts as ingestion does.
export { loadWorkbookParts, recordSheetParts, sheetPart } from './ingestion/read-xlsx-rows.ts';
export { openZipParts, type ZipParts } from './ingestion/zip-parts.ts';
export { findFirstSheet } from './ingestion/inspect-workbook.ts';
export { readFirstSheetRows, type SheetFileLimits } from './ingestion/first-sheet-rows.ts';
export { ExcelRefusal } from './ingestion/excel-refusal.ts';
export type { SheetRow } from './ingestion/sheet-rows.ts';
