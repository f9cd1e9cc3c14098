import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { recordSheetParts } from '../../excel/index.ts';
import type { SheetCell, SheetReader, SheetRow } from './sheet-cell.ts';

const BATCH_ROWS = 1000;

interface WorksheetInfo {
  readonly name?: string;
}
interface WorkbookModel {
  readonly model?: { readonly sheets?: readonly WorksheetInfo[] };
}

/** An exceljs cell value as a plain cell: formulas give their result, rich text and links their text. */
export function plainCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('result' in v || 'formula' in v || 'sharedFormula' in v) return plainCell(v.result);
    if (Array.isArray(v.richText)) return (v.richText as { text?: unknown }[]).map((run) => String(run.text ?? '')).join('');
    if ('text' in v) return plainCell(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

/**
 * The first worksheet of an .xlsx file, streamed with exceljs's WorkbookReader. Shared strings and
 * styles (for dates) are cached; everything else is ignored.
 */
export async function openXlsxReader(path: string): Promise<SheetReader> {
  const { size } = await stat(path);
  const stream = createReadStream(path, { highWaterMark: 1 << 20 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  // Sheets may arrive before workbook.xml; then the first sheet stored is taken as the donors.
  recordSheetParts(workbook);
  return {
    totalBytes: size,
    get bytesRead() {
      return stream.bytesRead;
    },
    async *rowBatches(): AsyncIterable<readonly SheetRow[]> {
      try {
        for await (const worksheet of workbook) {
          // Worksheets arrive in the file's storage order; the first one in the workbook is the donors.
          const firstName = (workbook as unknown as WorkbookModel).model?.sheets?.[0]?.name;
          const name = (worksheet as unknown as WorksheetInfo).name;
          if (firstName !== undefined && name !== firstName) {
            for await (const _row of worksheet) void _row;
            continue;
          }
          let batch: SheetRow[] = [];
          for await (const row of worksheet) {
            const values = row.values as unknown[];
            const cells: SheetCell[] = [];
            for (let c = 1; c < values.length; c++) cells.push(plainCell(values[c]));
            batch.push({ rowNumber: row.number, cells });
            if (batch.length >= BATCH_ROWS) {
              yield batch;
              batch = [];
            }
          }
          if (batch.length > 0) yield batch;
          return;
        }
      } finally {
        stream.destroy();
      }
    },
  };
}
