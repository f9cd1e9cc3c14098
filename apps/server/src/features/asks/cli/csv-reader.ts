import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CsvParser } from '../../../platform/csv/csv-parser.ts';
import type { SheetReader, SheetRow } from './sheet-cell.ts';

const CHUNK_BYTES = 1 << 20;

/** A UTF-8 CSV file (a byte order mark is allowed) read as a stream of rows. */
export async function openCsvReader(path: string): Promise<SheetReader> {
  const { size } = await stat(path);
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  const reader = {
    totalBytes: size,
    get bytesRead() {
      return stream.bytesRead;
    },
    async *rowBatches(): AsyncIterable<readonly SheetRow[]> {
      const parser = new CsvParser();
      let rowNumber = 0;
      let batch: SheetRow[] = [];
      const onRecord = (fields: string[]) => {
        rowNumber += 1;
        batch.push({ rowNumber, cells: fields });
      };
      try {
        for await (const chunk of stream) {
          parser.push(chunk as string, onRecord);
          if (batch.length === 0) continue;
          yield batch;
          batch = [];
        }
        parser.end(onRecord);
        if (batch.length > 0) yield batch;
      } finally {
        stream.destroy();
      }
    },
  };
  return reader;
}
