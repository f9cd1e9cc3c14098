import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ByteCounter } from './byte-limit.ts';
import { uploadTempPath } from './upload-temp-files.ts';
import { assertValidKey, FileNotFoundError, FileTooLargeError, type FileStorage, type PutOptions, type SignedUrlOptions, type StoredObject } from './file-storage.ts';

export interface S3Settings {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://host/bucket/key instead of https://bucket.host/key (MinIO, most S3-compatible servers). */
  forcePathStyle: boolean;
}

export class S3Error extends Error {
  override name = 'S3Error';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`S3 ${status} ${code}: ${message}`);
  }
}

/** S3-compatible object storage through the AWS SDK (PUT, GET, HEAD, DELETE object; presigned GET). */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 requires them: S3-compatible servers (MinIO and others) do not all
      // take the SDK's default CRC32 trailers on a streamed body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, body: Readable | Buffer, contentType: string, options: PutOptions = {}): Promise<StoredObject> {
    assertValidKey(key);
    if (Buffer.isBuffer(body)) {
      if (options.maxBytes !== undefined && body.length > options.maxBytes) throw new FileTooLargeError(options.maxBytes);
      await this.send(() => this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length })));
      return { size: body.length, contentType };
    }
    // A single PUT needs the length before the body (and nothing may be stored past maxBytes):
    // spool the stream to a temporary file first.
    const spool = uploadTempPath('s3');
    const counter = new ByteCounter(options.maxBytes);
    try {
      await pipeline(body, counter, createWriteStream(spool));
      await this.send(() => this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: createReadStream(spool), ContentType: contentType, ContentLength: counter.bytes })),
      );
      return { size: counter.bytes, contentType };
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      const response = await this.send(() => this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key })));
      return response.Body as Readable;
    } catch (error) {
      if (error instanceof S3Error && error.status === 404) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async head(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    try {
      const response = await this.send(() => this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key })));
      return { size: response.ContentLength ?? 0, contentType: response.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (error instanceof S3Error && error.status === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.send(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })));
    } catch (error) {
      if (!(error instanceof S3Error && error.status === 404)) throw error;
    }
  }

  async signedUrl(key: string, ttlSeconds: number, options: SignedUrlOptions = {}): Promise<string> {
    assertValidKey(key);
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ...(options.downloadName ? { ResponseContentDisposition: contentDisposition(options.downloadName) } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: Math.min(604_800, Math.max(1, Math.floor(ttlSeconds))) });
  }

  /** Sends one request; S3's refusals become S3Error with the HTTP status and S3's error code. */
  private async send<Output>(request: () => Promise<Output>): Promise<Output> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof S3ServiceException) {
        throw new S3Error(error.$metadata.httpStatusCode ?? 0, error.name, error.message);
      }
      throw error;
    }
  }
}

/** RFC 3986 encoding: only A-Z a-z 0-9 - . _ ~ stay as they are. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** attachment; filename="..." with an RFC 5987 UTF-8 form for names that are not plain ASCII. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc3986(name)}`;
}
