import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  contentType: string;
}

export interface PutOptions {
  /** Refuse (and store nothing) when the body is longer than this many bytes. */
  maxBytes?: number;
}

export interface SignedUrlOptions {
  /** The file name the browser saves the download as. */
  downloadName?: string;
}

/**
 * The storage port for uploads and exports: a local folder by default, S3-compatible object storage
 * by configuration. Keys are slash-separated paths such as `excel-environments/12/donors_1718000000000.xlsx`.
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  /** Stores a whole object; a stream is consumed to its end. Replaces an existing object. */
  put(key: string, body: Readable | Buffer, contentType: string, options?: PutOptions): Promise<StoredObject>;
  /** Streams an object; throws FileNotFoundError when there is none. */
  get(key: string): Promise<Readable>;
  /** Size and type of an object, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** Deletes an object and what an interrupted write of it left; deleting a missing object is not an error. */
  remove(key: string): Promise<void>;
  /** A link anyone may use to download the object until it expires. */
  signedUrl(key: string, ttlSeconds: number, options?: SignedUrlOptions): Promise<string>;
}

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError';
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${formatBytes(maxBytes)}.`);
  }
}

/** '50 MiB', '1.5 GiB', '900 KiB': sizes as people read them in messages. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${text} ${units[unit]}`;
}

const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}._@+=, ()&'-]{0,254}$/u;

/** Keys are relative paths of safe segments: no '..', no leading dot, no backslash; never a way out of the store. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const isValid = key.length > 0 && key.length <= 1024 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
  if (!isValid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
