import { Transform, type TransformCallback } from 'node:stream';
import { FileTooLargeError } from './file-storage.ts';

/** Passes bytes through, counting them; fails the pipeline past maxBytes. */
export class ByteCounter extends Transform {
  bytes = 0;

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(new FileTooLargeError(this.maxBytes));
    callback(null, chunk);
  }
}
