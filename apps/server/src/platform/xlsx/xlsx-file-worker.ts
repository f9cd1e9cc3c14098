import { parentPort, workerData } from 'node:worker_threads';
import { XlsxStreamWriter, type XlsxCellValue, type XlsxColumn, type XlsxWriterOptions } from './xlsx-stream-writer.ts';

// The worker thread of xlsx-worker-writer.ts: one workbook's XML, ZIP framing and deflate, off the thread
// that reads the rows. Rows arrive in batches of cell values; the file's bytes go back as they are made.
// Loaded as a file of its own by Node (its type annotations stripped), it and what it imports keep to
// erasable syntax.

export interface XlsxWorkerInput {
  columns: XlsxColumn[];
  options: XlsxWriterOptions;
}

/** From the writer: a batch of rows, or the end of the file. */
export type XlsxWorkerCommand = { kind: 'rows'; rows: XlsxCellValue[][] } | { kind: 'finish' };

/** To the writer: bytes of the file, a batch written, the file complete, or why it failed. */
export type XlsxWorkerMessage = { kind: 'bytes'; chunk: Uint8Array } | { kind: 'written' } | { kind: 'finished' } | { kind: 'failed'; message: string };

function writeWorkbook(input: XlsxWorkerInput, port: NonNullable<typeof parentPort>): void {
  const post = (message: XlsxWorkerMessage) => port.postMessage(message);
  const writer = new XlsxStreamWriter(input.columns, input.options);
  const sending = (async () => {
    for await (const chunk of writer.output as AsyncIterable<Buffer>) post({ kind: 'bytes', chunk });
  })();
  sending.catch(() => undefined);
  const handle = async (command: XlsxWorkerCommand) => {
    if (command.kind === 'rows') {
      for (const row of command.rows) await writer.addRow(row);
      return post({ kind: 'written' });
    }
    await writer.finish();
    await sending;
    post({ kind: 'finished' });
    port.close();
  };
  // One command at a time, in the order they came; after a failure the rest are dropped.
  let queue = Promise.resolve();
  let hasFailed = false;
  port.on('message', (command: XlsxWorkerCommand) => {
    queue = queue.then(async () => {
      if (hasFailed) return;
      await handle(command).catch((error: unknown) => {
        hasFailed = true;
        post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        port.close();
      });
    });
  });
}

if (parentPort) writeWorkbook(workerData as XlsxWorkerInput, parentPort);
