// The one .xlsx writer of the product (the export files and the command line's output): SpreadsheetML
// written directly into a streaming ZIP, so memory stays flat however many rows (docs/decisions/003).
export { CONTENT_TYPE_XLSX, centsLiteral, isFormulaLike, MAX_CELL_TEXT } from './xlsx-parts.ts';
export { MAX_DATA_ROWS_PER_SHEET, writeXlsx, XlsxStreamWriter } from './xlsx-stream-writer.ts';
export type { XlsxCellKind, XlsxCellValue, XlsxColumn, XlsxWriterOptions } from './xlsx-stream-writer.ts';
export { XlsxWorkerWriter } from './xlsx-worker-writer.ts';
export { ZipTooLargeError } from './zip-writer.ts';
