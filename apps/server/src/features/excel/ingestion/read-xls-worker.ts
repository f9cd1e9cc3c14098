import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { MAX_ROW_CELLS, type SheetRow } from './sheet-rows.ts';

// The worker thread of read-xls-rows.ts: SheetJS reads a .xls whole and synchronously (seconds for a large
// one), which must not happen on the thread that answers requests. Rows go back in batches of a bounded
// number of cells, so that taking one in is quick on the other side too. Loaded as a file of its own by
// Node (its type annotations stripped), it keeps to syntax that is erasable.

export interface XlsWorkerInput {
  path: string;
  maxRows: number;
}

export type XlsWorkerMessage =
  | { kind: 'rows'; rows: SheetRow[] }
  | { kind: 'too-many-rows'; rows: number }
  | { kind: 'too-wide'; rowNumber: number; cells: number }
  | { kind: 'done' };

const BATCH_CELLS = 20_000;

function readFirstSheet(input: XlsWorkerInput, post: (message: XlsWorkerMessage) => void): void {
  const workbook = XLSX.read(readFileSync(input.path), {
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
  if (!sheet?.['!ref']) return post({ kind: 'done' });
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const dataRows = range.e.r - range.s.r;
  if (dataRows > input.maxRows) return post({ kind: 'too-many-rows', rows: dataRows });
  if (range.e.c + 1 > MAX_ROW_CELLS) return post({ kind: 'too-wide', rowNumber: range.s.r + 1, cells: range.e.c + 1 });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true, defval: null });
  let batch: SheetRow[] = [];
  let batchCells = 0;
  for (let i = 0; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    // Cells are given from the range's first column; a sheet's rows start at column A.
    batch.push({ rowNumber: range.s.r + i + 1, cells: range.s.c > 0 ? [...new Array<unknown>(range.s.c), ...cells] : cells });
    batchCells += cells.length + 1;
    if (batchCells >= BATCH_CELLS) {
      post({ kind: 'rows', rows: batch });
      batch = [];
      batchCells = 0;
    }
  }
  if (batch.length > 0) post({ kind: 'rows', rows: batch });
  post({ kind: 'done' });
}

if (parentPort) {
  const port = parentPort;
  readFirstSheet(workerData as XlsWorkerInput, (message) => port.postMessage(message));
}
