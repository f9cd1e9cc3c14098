import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { ExcelRefusal } from './excel-refusal.ts';
import type { XlsWorkerInput, XlsWorkerMessage } from './read-xls-worker.ts';
import { tooWideRow, type RowLimit, type SheetRow } from './sheet-rows.ts';

// From source the worker is the .ts file beside this one; the production build (scripts/build-server.mjs)
// makes it an entry point of its own at the bundle's root, beside the code that starts it.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./read-xls-worker.ts', import.meta.url)
  : new URL('./read-xls-worker.js', import.meta.url);

/**
 * SheetJS holds the whole sheet: a .xls has at most 65,536 rows of 256 columns, and 1 GiB is room for any
 * real one. A file that needs more stops the worker, not the server.
 */
const WORKER_HEAP_MB = 1024;

const TOO_LARGE = 'The workbook is too large to read as .xls. Please save it from Excel as .xlsx and upload it again.';

const refusalOf = (error: Error) =>
  (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ExcelRefusal(TOO_LARGE) : error;

/**
 * The rows of the first sheet of a .xls (BIFF, or Excel 2003 XML / HTML saved as .xls), read with SheetJS
 * in a worker thread (read-xls-worker.ts) so that the server keeps answering meanwhile. Formulas give
 * their cached values. Refuses the file (ExcelRefusal) past the row limit.
 */
export async function* readXlsRows(path: string, limit: RowLimit): AsyncGenerator<SheetRow> {
  const input: XlsWorkerInput = { path, maxRows: limit.maxRows };
  const worker = new Worker(WORKER_URL, { workerData: input, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const inbox: XlsWorkerMessage[] = [];
  const state: { failure: Error | null; hasExited: boolean; wake: (() => void) | null } = { failure: null, hasExited: false, wake: null };
  const notify = () => state.wake?.();
  worker.on('message', (message: XlsWorkerMessage) => (inbox.push(message), notify()));
  worker.on('error', (error: Error) => ((state.failure = error), notify()));
  worker.on('exit', () => ((state.hasExited = true), notify()));
  try {
    for (;;) {
      const message = inbox.shift();
      if (message?.kind === 'rows') {
        yield* message.rows;
        // Batches that came in meanwhile wait for the next turn: the loop does not take them all at once.
        await nextTurn();
      } else if (message?.kind === 'done') return;
      else if (message?.kind === 'too-many-rows') throw new ExcelRefusal(limit.message(message.rows));
      else if (message?.kind === 'too-wide') throw new ExcelRefusal(tooWideRow(message.rowNumber, message.cells));
      else if (state.failure) throw refusalOf(state.failure);
      else if (state.hasExited) throw new Error('The .xls reader stopped before the end of the sheet.');
      else await new Promise<void>((resolve) => (state.wake = resolve));
    }
  } finally {
    await worker.terminate();
  }
}
