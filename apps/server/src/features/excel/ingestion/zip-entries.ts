import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { ExcelRefusal } from './excel-refusal.ts';

// Reads a .xlsx (a zip) the safe way before any parser sees it: the central directory for the list
// of entries, then every entry inflated with a running count, so that a zip bomb is stopped by what it
// actually expands to, not by the sizes it claims.

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_ENTRIES = 10_000;
/** Inflated pieces handed on at once: the guard's and the row count's work per piece is paid four times less often than at zlib's 16 KiB. */
const INFLATED_CHUNK_BYTES = 64 * 1024;

const notAWorkbook = () => new ExcelRefusal('The file is not a readable Excel workbook: its zip structure is damaged. Please save it again from Excel as .xlsx.');

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The entries listed in the zip's central directory. */
export async function readZipDirectory(file: FileHandle, fileSize: number): Promise<ZipEntry[]> {
  const tailLength = Math.min(fileSize, 22 + 65_535);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notAWorkbook();
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new ExcelRefusal('The workbook uses the zip64 format, which Askwise does not read. Please save it again from Excel as .xlsx.');
  }
  if (count > MAX_ENTRIES) throw new ExcelRefusal(`The workbook holds ${count.toLocaleString('en-US')} parts; a spreadsheet has far fewer. It was refused for safety.`);
  if (directoryOffset + directorySize > fileSize) throw notAWorkbook();
  const directory = await readAt(file, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notAWorkbook();
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The stored (compressed) bytes of one entry, as a file stream. */
export async function entryDataStream(file: FileHandle, filePath: string, entry: ZipEntry) {
  const header = await readAt(file, entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw notAWorkbook();
  const dataStart = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  return createReadStream(filePath, { start: dataStart, end: dataStart + Math.max(entry.compressedSize, 1) - 1 });
}

export interface InflateLimits {
  /** Stop when this entry expands past this many bytes. */
  maxBytes: number;
  /** Stop when this entry expands more than this many times its compressed size (above 1 MiB). */
  maxRatio: number;
}

/** Inflates one entry chunk by chunk, calling onChunk, and refuses it the moment it grows past the limits. */
export async function inflateEntry(file: FileHandle, filePath: string, entry: ZipEntry, limits: InflateLimits, onChunk: (chunk: Buffer) => void): Promise<number> {
  if (entry.flags & 0x1) throw new ExcelRefusal('The workbook is protected with a password. Please remove the password in Excel and upload it again.');
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ExcelRefusal(`The workbook part ${entry.name} uses a compression Askwise does not read. Please save it again from Excel as .xlsx.`);
  }
  const source = await entryDataStream(file, filePath, entry);
  const bomb = () =>
    new ExcelRefusal(`The workbook part ${entry.name} expands far beyond its size (a "zip bomb"); it was refused for safety.`);
  let total = 0;
  const count = (chunk: Buffer) => {
    total += chunk.length;
    if (total > limits.maxBytes) throw new ExcelRefusal(`The workbook is too large once unpacked (more than ${Math.round(limits.maxBytes / 1024 / 1024).toLocaleString('en-US')} MiB). Please split it into smaller files.`);
    if (total > 1024 * 1024 && total > limits.maxRatio * Math.max(entry.compressedSize, 1)) throw bomb();
    onChunk(chunk);
  };
  if (entry.method === 0) {
    for await (const chunk of source) count(chunk as Buffer);
    return total;
  }
  const inflate = createInflateRaw({ chunkSize: INFLATED_CHUNK_BYTES });
  source.pipe(inflate);
  try {
    for await (const chunk of inflate) count(chunk as Buffer);
  } catch (error) {
    source.destroy();
    inflate.destroy();
    if (error instanceof ExcelRefusal) throw error;
    throw notAWorkbook();
  }
  return total;
}
