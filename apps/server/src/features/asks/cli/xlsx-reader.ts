import { stat } from 'node:fs/promises';
import { findFirstSheet, loadWorkbookParts, openZipParts, sheetPart, type ZipParts } from '../../excel/index.ts';
import type { SheetCell, SheetReader, SheetRow } from './sheet-cell.ts';

const BATCH_ROWS = 1000;

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
 * The first worksheet of an .xlsx file, streamed with exceljs's worksheet reader from the sheet's own part,
 * after the workbook, shared strings and styles (for dates) have been read from theirs (the excel feature's
 * loadWorkbookParts: exceljs's walk through the zip lost parts on a loaded machine).
 */
export async function openXlsxReader(path: string): Promise<SheetReader> {
  const { size } = await stat(path);
  // Opened on the first batch, so that a damaged file fails where the caller reads (as "cannot read").
  let sheet: Awaited<ReturnType<ZipParts['stream']>> | null = null;
  return {
    get totalBytes() {
      return sheet?.compressedSize ?? size;
    },
    get bytesRead() {
      return (sheet?.source as unknown as { bytesRead: number } | undefined)?.bytesRead ?? 0;
    },
    async *rowBatches(): AsyncIterable<readonly SheetRow[]> {
      const parts = await openZipParts(path);
      try {
        const { internals } = await loadWorkbookParts(parts, { withStyles: true });
        const { sheetNo } = findFirstSheet(await parts.text('xl/workbook.xml'), await parts.text('xl/_rels/workbook.xml.rels'));
        sheet = await parts.stream(sheetPart(sheetNo));
        const [event] = [...internals._parseWorksheet(sheet.data, sheetNo)];
        const worksheet = event!.value as unknown as AsyncIterable<{ values: unknown; number: number }>;
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
      } finally {
        sheet?.source.destroy();
        sheet?.data.destroy();
        await parts.close();
      }
    },
  };
}
