import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { XlsxStreamWriter, type XlsxColumn } from '../../../platform/xlsx/index.ts';
import type { OutputColumn, SheetCell, SheetWriter } from './sheet-cell.ts';

// The command line's .xlsx output through the product's one .xlsx writer (platform/xlsx, the export's):
// each cell keeps its type (text, number, flag, date), amounts are money from whole cents, text that
// looks like a formula is stored as text. Memory stays flat: rows go to the sheet's stream in batches and
// the writer waits while compression or the disk is behind.

// Fastest deflate: the sheet is repetitive XML, so level 1 costs about a tenth more bytes, and
// compression is what the writer waits for.
const ZIP_LEVEL = 1;

function xlsxColumn(column: OutputColumn): XlsxColumn {
  return {
    header: column.header,
    kind: column.kind === 'amount' ? 'cents' : 'value',
    width: column.width ?? Math.max(10, Math.min(column.header.length + 2, 40)),
  };
}

export async function createXlsxWriter(path: string, columns: readonly OutputColumn[]): Promise<SheetWriter> {
  const stream = createWriteStream(path);
  const writer = new XlsxStreamWriter(columns.map(xlsxColumn), { sheetName: 'Asks', compressionLevel: ZIP_LEVEL, autoFilter: false });
  // A failure of the file (a folder that went away, a full disk) stops the writer and is what the user is told.
  let fileError: Error | null = null;
  const written = pipeline(writer.output, stream).catch((error: Error) => {
    fileError = error;
    writer.abort(error);
  });
  // writeRow is synchronous: rows wait here until the next drain() hands them to the writer.
  let pending: (readonly SheetCell[])[] = [];
  const addPending = async () => {
    const rows = pending;
    pending = [];
    for (const row of rows) await writer.addRow(row);
  };
  const reported = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      throw fileError ?? error;
    }
    if (fileError) throw fileError;
  };

  return {
    writeRow(cells) {
      pending.push(cells);
    },
    drain: () => reported(addPending),
    close: () =>
      reported(async () => {
        await addPending();
        await writer.finish();
        await written;
      }),
    async abort() {
      // The run has failed already; later write errors of the half-written zip say nothing new.
      writer.abort(new Error('The run was stopped'));
      await written;
    },
  };
}
