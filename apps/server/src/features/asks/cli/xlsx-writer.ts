import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { OutputColumn, SheetWriter } from './sheet-cell.ts';
import { RowXmlRenderer } from './xlsx-row-xml.ts';

// An .xlsx written with exceljs's streaming WorkbookWriter (useSharedStrings: false, useStyles: true):
// it makes the package, styles (the currency format), the header row, widths and frozen pane, and
// streams the sheet into the zip. The data rows are rendered by RowXmlRenderer straight into the
// sheet's stream, several times faster than exceljs's per-cell objects. Memory stays flat.

export const CURRENCY_FORMAT = '"$"#,##0.00';
const HEADER_STYLE: Partial<ExcelJS.Style> = { font: { bold: true } };
// Fastest deflate: the sheet is repetitive XML, so level 1 costs about a tenth more bytes, and
// compression is what the writer waits for.
const ZIP_LEVEL = 1;
const FLUSH_CHARS = 1 << 16;
const MAX_PENDING_BYTES = 4 << 20;

// exceljs 4 internals this file relies on (not in its typings); checked when the writer is made.
interface PendingStream {
  readonly _writableState?: { readonly length: number };
  readonly _readableState?: { readonly length: number };
}
interface SheetStream {
  write(text: string): unknown;
  readonly pipes?: readonly PendingStream[];
}
interface StyleRegistry {
  addStyleModel(style: Partial<ExcelJS.Style>, type: ExcelJS.ValueType): number;
}

/**
 * exceljs hands the sheet's XML to the zip without backpressure: rows written faster than they are
 * compressed would pile up in memory (about 1 GB for a million rows). So wait until the stream into
 * the zip (archiver's PassThrough behind exceljs's StreamBuf) holds at most a few MB; waiting only
 * until it is below that, not empty, keeps the compressor busy.
 */
async function waitForZip(zipInput: PendingStream | undefined): Promise<void> {
  const pending = () => (zipInput?._writableState?.length ?? 0) + (zipInput?._readableState?.length ?? 0);
  // Always let the event loop turn: zlib's callbacks run on it.
  await new Promise<void>((resolve) => setImmediate(resolve));
  while (pending() > MAX_PENDING_BYTES) await new Promise<void>((resolve) => setTimeout(resolve, 1));
}

export async function createXlsxWriter(path: string, columns: readonly OutputColumn[]): Promise<SheetWriter> {
  const stream = createWriteStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: true,
    zip: { zlib: { level: ZIP_LEVEL } },
  });
  const sheet = workbook.addWorksheet('Asks', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width ?? Math.max(10, Math.min(column.header.length + 2, 40)) }));
  const header = sheet.addRow(columns.map((column) => column.header));
  for (let c = 1; c <= columns.length; c++) header.getCell(c).style = HEADER_STYLE;
  header.commit();

  const styles = (workbook as unknown as { styles?: Partial<StyleRegistry> }).styles;
  const sheetStream = (sheet as unknown as { stream?: Partial<SheetStream> }).stream;
  if (typeof styles?.addStyleModel !== 'function' || typeof sheetStream?.write !== 'function') {
    throw new Error('This exceljs version lacks the streaming internals xlsx-writer.ts uses; check it against exceljs 4.4');
  }
  const renderer = new RowXmlRenderer(columns, {
    money: styles.addStyleModel({ numFmt: CURRENCY_FORMAT }, ExcelJS.ValueType.Number),
    date: styles.addStyleModel({ numFmt: 'yyyy-mm-dd' }, ExcelJS.ValueType.Date),
    dateTime: styles.addStyleModel({ numFmt: 'yyyy-mm-dd hh:mm:ss' }, ExcelJS.ValueType.Date),
  });
  const zipInput = sheetStream.pipes?.[0];
  let rowNumber = 1;
  let buffer = '';
  const flush = () => {
    if (buffer !== '') sheetStream.write!(buffer);
    buffer = '';
  };

  return {
    writeRow(cells) {
      rowNumber += 1;
      buffer += renderer.render(rowNumber, cells);
      if (buffer.length >= FLUSH_CHARS) flush();
    },
    async drain() {
      await waitForZip(zipInput);
    },
    async close() {
      flush();
      sheet.commit();
      await workbook.commit();
    },
    async abort() {
      // The run has failed already; later write errors of the half-written zip say nothing new.
      stream.on('error', () => undefined);
      stream.destroy();
    },
  };
}
