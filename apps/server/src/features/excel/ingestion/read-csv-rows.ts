import { createReadStream } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CsvParser } from '../../../platform/csv/csv-parser.ts';
import { ExcelRefusal } from './excel-refusal.ts';
import { MAX_ROW_CELLS, tooWideRow, type RowLimit, type SheetRow } from './sheet-rows.ts';

// The file is read in chunks of 64 KiB (about 2,500 rows of a results file), never held whole; the rows of a
// chunk are parsed at once and handed on one by one, and the event loop turns whenever rows have kept it for
// TURN_MS (the consumer's work on them included), so that a million-row file does not hold up the server's
// other requests.
const CHUNK_BYTES = 64 * 1024;
const TURN_MS = 8;
const ROWS_BETWEEN_CLOCK_READS = 64;

/** The longest row read: far beyond any real row, short enough that an unclosed quote is refused early. */
export const MAX_ROW_CHARS = 1024 * 1024;

/**
 * Streams the rows of a CSV file, every cell text as written (an id '00123' keeps its zeros), numbered as a
 * spreadsheet numbers them (a quoted line break stays in its row). Refuses the file (ExcelRefusal) past
 * the row limit, a row wider than a spreadsheet's or a row longer than MAX_ROW_CHARS.
 */
export async function* readCsvRows(path: string, encoding: 'utf8' | 'utf16le', limit: RowLimit): AsyncGenerator<SheetRow> {
  const stream = createReadStream(path, { encoding, highWaterMark: CHUNK_BYTES });
  const parser = new CsvParser();
  let rowNumber = 0;
  let batch: SheetRow[] = [];
  const onRecord = (cells: string[]) => {
    rowNumber++;
    if (rowNumber - 1 > limit.maxRows) throw new ExcelRefusal(limit.message(null));
    if (cells.length > MAX_ROW_CELLS) throw new ExcelRefusal(tooWideRow(rowNumber, cells.length));
    batch.push({ rowNumber, cells });
  };
  let turnedAt = performance.now();
  let sinceClockRead = 0;
  async function* handOn(rows: SheetRow[]): AsyncGenerator<SheetRow> {
    for (const row of rows) {
      yield row;
      if (++sinceClockRead < ROWS_BETWEEN_CLOCK_READS) continue;
      sinceClockRead = 0;
      if (performance.now() - turnedAt < TURN_MS) continue;
      await nextTurn();
      turnedAt = performance.now();
    }
  }
  try {
    for await (const chunk of stream) {
      parser.push(chunk as string, onRecord);
      if (parser.pendingLength > MAX_ROW_CHARS) {
        throw new ExcelRefusal(
          `Row ${(rowNumber + 1).toLocaleString('en-US')} is longer than 1 MiB of text (a quote that is never closed?). The file was refused.`,
        );
      }
      const rows = batch;
      batch = [];
      yield* handOn(rows);
    }
    parser.end(onRecord);
    yield* handOn(batch);
  } finally {
    stream.destroy();
  }
}
