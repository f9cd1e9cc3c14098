/** One row of a sheet: its 1-based row number and its cells from column A (sparse: gaps are undefined). */
export interface SheetRow {
  rowNumber: number;
  cells: unknown[];
}

/**
 * How many rows after the first (the header) a reader passes on; a file with more is refused with
 * message(rows), rows being null when the reader stopped counting at the limit (a stream is not read on).
 */
export interface RowLimit {
  maxRows: number;
  message: (rows: number | null) => string;
}

/** Cells in a row: Excel's widest sheet (column XFD). A wider row is no spreadsheet's, and is refused. */
export const MAX_ROW_CELLS = 16_384;

export function tooWideRow(rowNumber: number, cells: number): string {
  return `Row ${rowNumber.toLocaleString('en-US')} has ${cells.toLocaleString('en-US')} columns; a spreadsheet has at most ${MAX_ROW_CELLS.toLocaleString('en-US')}. The file was refused.`;
}
