import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage.ts';

/** Passes bytes through, counting (and optionally hashing) them; fails the pipeline past maxBytes. */
export class ByteCounter extends Transform {
  bytes = 0;
  private readonly hash: Hash | null;

  constructor(
    private readonly maxBytes = Number.POSITIVE_INFINITY,
    withSha256 = false,
  ) {
    super();
    this.hash = withSha256 ? createHash('sha256') : null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new FileTooLargeError(this.maxBytes));
    this.hash?.update(chunk);
    callback(null, chunk);
  }

  sha256Hex(): string {
    if (!this.hash) throw new Error('ByteCounter was created without hashing');
    return this.hash.digest('hex');
  }
}
