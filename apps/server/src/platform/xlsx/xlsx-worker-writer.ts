import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { XlsxWorkerCommand, XlsxWorkerInput, XlsxWorkerMessage } from './xlsx-file-worker.ts';
import type { XlsxCellValue, XlsxColumn, XlsxWriterOptions } from './xlsx-stream-writer.ts';

// From source the worker is the .ts file beside this one; the production build (scripts/build-server.mjs)
// makes it an entry point of its own at the bundle's root, beside the code that starts it.
const WORKER_URL = import.meta.url.endsWith('.ts') ? new URL('./xlsx-file-worker.ts', import.meta.url) : new URL('./xlsx-file-worker.js', import.meta.url);

/** Rows a message carries: few enough to clone quickly, enough that messages stay few. */
const BATCH_ROWS = 1000;
/** Batches sent and not yet written: the most rows a file holds in memory beyond its reader's buffer. */
const MAX_BATCHES_IN_FLIGHT = 4;

/**
 * XlsxStreamWriter's work (XML, ZIP and deflate) on a worker thread of its own, with the same use: read
 * `output` while calling `addRow`, await `finish()` at the end. Two files written at once use two cores.
 * The caller makes the cell values; they cross to the worker by structured clone, in batches.
 */
export class XlsxWorkerWriter {
  readonly output: Readable;
  private readonly stream = new PassThrough({ highWaterMark: 1 << 20 });
  private readonly worker: Worker;
  private batch: XlsxCellValue[][] = [];
  private rowCount = 0;
  private inFlight = 0;
  private failed: Error | null = null;
  private isFinished = false;
  private wake: (() => void) | null = null;

  constructor(columns: readonly XlsxColumn[], options: XlsxWriterOptions = {}) {
    this.output = this.stream;
    // Only what the worker writes crosses: a caller's column may carry functions of its own.
    const input: XlsxWorkerInput = { columns: columns.map(({ header, kind, width }) => ({ header, kind, width })), options };
    this.worker = new Worker(WORKER_URL, { workerData: input });
    this.worker.on('message', (message: XlsxWorkerMessage) => this.receive(message));
    this.worker.on('error', (error: Error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('The .xlsx worker stopped before the file was written')));
    this.stream.on('drain', () => this.notify());
    this.stream.on('close', () => this.fail(new Error('The .xlsx stream was closed before it was written')));
  }

  /** Data rows added so far (headers not counted). */
  get rows(): number {
    return this.rowCount;
  }

  async addRow(values: readonly XlsxCellValue[]): Promise<void> {
    if (this.failed) throw this.failed;
    this.rowCount++;
    this.batch.push(values as XlsxCellValue[]);
    if (this.batch.length >= BATCH_ROWS) await this.send();
  }

  async finish(): Promise<void> {
    if (this.batch.length > 0) await this.send();
    this.post({ kind: 'finish' });
    while (!this.isFinished && !this.failed) await this.nextChange();
    if (this.failed) throw this.failed;
  }

  /** Stops the worker and fails `output` (its reader sees the error). */
  abort(error: Error): void {
    this.fail(error);
  }

  /** Sends the batch, then waits while the worker is behind or the file's reader is. */
  private async send(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    this.inFlight++;
    this.post({ kind: 'rows', rows });
    while (!this.failed && (this.inFlight >= MAX_BATCHES_IN_FLIGHT || this.stream.writableNeedDrain)) await this.nextChange();
    if (this.failed) throw this.failed;
  }

  private post(command: XlsxWorkerCommand): void {
    if (this.failed) throw this.failed;
    this.worker.postMessage(command);
  }

  private receive(message: XlsxWorkerMessage): void {
    if (this.failed) return;
    if (message.kind === 'bytes') this.stream.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    else if (message.kind === 'written') this.inFlight--;
    else if (message.kind === 'failed') return this.fail(new Error(message.message));
    else {
      this.isFinished = true;
      this.stream.end();
      void this.worker.terminate();
    }
    this.notify();
  }

  private fail(error: Error): void {
    if (this.isFinished || this.failed) return;
    this.failed = error;
    this.stream.destroy(error);
    void this.worker.terminate();
    this.notify();
  }

  private nextChange(): Promise<void> {
    return new Promise((resolve) => (this.wake = resolve));
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
