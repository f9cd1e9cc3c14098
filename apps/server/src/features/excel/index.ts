// Public face of excel: the template's columns, the streamed .xlsx row reader (also used by the command line), and
// the one reader of uploaded spreadsheets, a file's first sheet told by its bytes and read with the upload's guards
// (for other files too, such as a mailing's results).
export { TEMPLATE_COLUMNS, TEMPLATE_HEADERS, columnLetter, matchHeaderRow, normalizeHeader, type TemplateFieldKey } from './template-columns.ts';
export { recordSheetParts } from './ingestion/read-xlsx-rows.ts';
export { readFirstSheetRows, type SheetFileLimits } from './ingestion/first-sheet-rows.ts';
export { ExcelRefusal } from './ingestion/excel-refusal.ts';
export type { SheetRow } from './ingestion/sheet-rows.ts';
