import { inspectWorkbook, type InspectionLimits } from './inspect-workbook.ts';
import { readXlsRows } from './read-xls-rows.ts';
import { readXlsxRows } from './read-xlsx-rows.ts';
import type { SheetRow } from './sheet-rows.ts';

/**
 * The rows of a workbook file's first sheet, for readers of other files than the donor upload (a mailing's
 * results): the same guards first (zip bombs, encrypted parts, entities; ExcelRefusal says why), then a
 * .xlsx streamed (never held whole) or a .xls read whole. Dates come as Excel serial numbers.
 */
export async function readFirstSheetRows(path: string, limits: InspectionLimits): Promise<{ rows: AsyncGenerator<SheetRow>; rowCount: number | null }> {
  const inspection = await inspectWorkbook(path, limits);
  if (inspection.kind === 'xlsx') return { rows: readXlsxRows(path, inspection.firstSheet.sheetNo), rowCount: inspection.rowCount };
  return { rows: readXlsRows(path), rowCount: null };
}
