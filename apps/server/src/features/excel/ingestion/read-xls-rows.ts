import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { SheetRow } from './sheet-rows.ts';

/**
 * The rows of the first sheet of a .xls (BIFF, or Excel 2003 XML / HTML saved as .xls) with SheetJS.
 * A .xls sheet holds at most 65,536 rows, so reading the file whole is bounded. Formulas give their
 * cached values.
 */
export async function* readXlsRows(path: string): AsyncGenerator<SheetRow> {
  const workbook = XLSX.read(await readFile(path), {
    type: 'buffer',
    dense: true,
    sheets: 0,
    cellFormula: false,
    cellHTML: false,
    cellText: false,
    cellDates: false,
    cellStyles: false,
  });
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet?.['!ref']) return;
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    // Cells are given from the range's first column; the template starts at column A.
    yield { rowNumber: range.s.r + i + 1, cells: range.s.c > 0 ? [...new Array<unknown>(range.s.c), ...cells] : cells };
  }
}
