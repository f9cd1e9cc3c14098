import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { entryDataStream, readZipDirectory, type ZipEntry } from './zip-entries.ts';

// A .xlsx's parts read by name, each one inflated as a stream. exceljs's WorkbookReader walks the zip from
// the start instead, and when the file's last entries arrive while it is busy with an earlier one (parking a
// sheet stored before the shared strings in a temporary file), its unzipper ends the walk early and they are
// lost: the sheet is then read without its shared strings (every text cell an object) or not at all. That
// happened on a loaded machine (the command line's test failed in about half its runs under a CPU hog).
// The parts come from the central directory here, so nothing depends on timing. Callers read files the
// inspection has checked (zip bombs, encryption).

/** Pieces of a part handed on at once: a parser's work per piece is paid four times less often than at zlib's 16 KiB. */
const INFLATED_CHUNK_BYTES = 64 * 1024;

export interface ZipParts {
  has(name: string): boolean;
  /** The part inflated; its `compressedSize` is what the file stream reads. */
  stream(name: string): Promise<{ data: Readable; source: Readable; compressedSize: number }>;
  text(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function openZipParts(path: string): Promise<ZipParts> {
  const file = await open(path, 'r');
  try {
    const entries = new Map<string, ZipEntry>((await readZipDirectory(file, (await stat(path)).size)).map((entry) => [entry.name, entry]));
    const stream = async (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`The workbook has no part ${name}.`);
      const source = await entryDataStream(file, path, entry);
      const data = entry.method === 0 ? source : source.pipe(createInflateRaw({ chunkSize: INFLATED_CHUNK_BYTES }));
      if (data !== source) source.on('error', (error) => data.destroy(error));
      return { data, source, compressedSize: entry.compressedSize };
    };
    return {
      has: (name) => entries.has(name),
      stream,
      text: async (name) => {
        const chunks: Buffer[] = [];
        for await (const chunk of (await stream(name)).data) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
