/** One row of a sheet: its 1-based row number and its cells from column A (sparse: gaps are undefined). */
export interface SheetRow {
  rowNumber: number;
  cells: unknown[];
}
