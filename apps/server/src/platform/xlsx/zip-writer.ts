import { PassThrough, Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createDeflateRaw, crc32 } from 'node:zlib';

// A streaming ZIP writer (PKWARE APPNOTE 6.3): each entry is deflated as it arrives, sizes and CRC follow
// in a data descriptor, and the central directory closes the archive. Memory stays flat however large an
// entry is. ZIP64 is not written: an .xlsx past 4 GiB is refused with a clear error.

const LIMIT_32 = 0xffffffff;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;

interface EntryRecord {
  name: Buffer;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

export class ZipTooLargeError extends Error {
  override name = 'ZipTooLargeError';
  constructor() {
    super('The .xlsx file would be larger than 4 GiB (ZIP64 is not written).');
  }
}

/** Writes entries one after another into `output`; call `finish()` after the last. */
export class ZipWriter {
  readonly output = new PassThrough({ highWaterMark: 1 << 20 });
  private readonly entries: EntryRecord[] = [];
  private offset = 0;
  private readonly time: number;
  private readonly date: number;
  private readonly level: number;

  constructor(level = 6, now = new Date()) {
    this.level = level;
    this.time = (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2);
    this.date = ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate();
  }

  /** Adds one entry from a buffer, a string or a stream of chunks; resolves when it is fully written. */
  async addEntry(name: string, content: Buffer | string | Readable | AsyncIterable<Buffer | string>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const record: EntryRecord = { name: nameBytes, offset: this.offset, crc: 0, compressedSize: 0, size: 0 };
    await this.write(this.localHeader(nameBytes));

    const source = typeof content === 'string' || Buffer.isBuffer(content) ? [Buffer.from(content)] : content;
    const measureInput = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        record.crc = crc32(chunk, record.crc);
        record.size += chunk.length;
        callback(null, chunk);
      },
    });
    const deflate = createDeflateRaw({ level: this.level, memLevel: 9, chunkSize: 1 << 16, strategy: constants.Z_DEFAULT_STRATEGY });
    const feeding = pipeline(source, measureInput, deflate);
    const draining = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        record.compressedSize += chunk.length;
        if (!this.output.write(chunk)) await waitForDrain(this.output);
      }
    })();
    await Promise.all([feeding, draining]);
    this.offset += record.compressedSize;
    if (record.size > LIMIT_32 || this.offset > LIMIT_32) throw new ZipTooLargeError();

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(record.crc >>> 0, 4);
    descriptor.writeUInt32LE(record.compressedSize, 8);
    descriptor.writeUInt32LE(record.size, 12);
    await this.write(descriptor);
    this.entries.push(record);
  }

  /** Writes the central directory and ends `output`. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) await this.write(this.centralHeader(entry));
    const size = this.offset - start;
    if (this.offset > LIMIT_32) throw new ZipTooLargeError();
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(0, 4);
    end.writeUInt16LE(0, 6);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(size, 12);
    end.writeUInt32LE(start, 16);
    end.writeUInt16LE(0, 20);
    await this.write(end);
    this.output.end();
  }

  /** Fails the output stream (its reader sees the error). */
  abort(error: Error): void {
    this.output.destroy(error);
  }

  private localHeader(name: Buffer): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt16LE(this.time, 10);
    header.writeUInt16LE(this.date, 12);
    // CRC and sizes are zero here and given in the data descriptor after the data.
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, name]);
  }

  private centralHeader(entry: EntryRecord): Buffer {
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(VERSION, 6);
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
    header.writeUInt16LE(METHOD_DEFLATE, 10);
    header.writeUInt16LE(this.time, 12);
    header.writeUInt16LE(this.date, 14);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.compressedSize, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.output.write(bytes)) await waitForDrain(this.output);
  }
}

function waitForDrain(stream: PassThrough): Promise<void> {
  // Closed already: no 'close' event is coming to end the wait.
  if (stream.destroyed) return Promise.reject(new Error('The .xlsx stream was closed before it was written'));
  return new Promise((resolve, reject) => {
    const cleanup = () => (stream.off('drain', onDrain), stream.off('error', onError), stream.off('close', onClose));
    const onDrain = () => (cleanup(), resolve());
    const onError = (error: Error) => (cleanup(), reject(error));
    // A reader that went away (a failed upload) must not leave the writer waiting for ever.
    const onClose = () => (cleanup(), reject(new Error('The .xlsx stream was closed before it was written')));
    stream.on('drain', onDrain);
    stream.on('error', onError);
    stream.on('close', onClose);
  });
}
