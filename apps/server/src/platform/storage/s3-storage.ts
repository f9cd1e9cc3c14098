import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ByteCounter } from './byte-limit.ts';
import { assertValidKey, FileNotFoundError, FileTooLargeError, type FileStorage, type PutOptions, type SignedUrlOptions, type StoredObject } from './file-storage.ts';
import { EMPTY_SHA256, encodeKeyPath, encodeRfc3986, presignUrl, sha256Hex, signRequest, type S3Credentials } from './s3-signature.ts';

export interface S3Settings extends S3Credentials {
  endpoint: string;
  bucket: string;
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

/** A minimal S3 REST client (PUT, GET, HEAD, DELETE object; presigned GET) signed with SigV4. */
export class S3FileStorage implements FileStorage {
  readonly driver = 's3';

  constructor(private readonly settings: S3Settings) {}

  async put(key: string, body: Readable | Buffer, contentType: string, options: PutOptions = {}): Promise<StoredObject> {
    if (Buffer.isBuffer(body)) {
      if (options.maxBytes !== undefined && body.length > options.maxBytes) throw new FileTooLargeError(options.maxBytes);
      await this.send('PUT', key, { body, length: body.length, payloadHash: sha256Hex(body), headers: { 'content-type': contentType } });
      return { size: body.length, contentType };
    }
    // S3 needs the length (and we sign the hash) before the body: spool the stream to a temporary file first.
    const spool = path.join(tmpdir(), `askwise-s3-${randomBytes(8).toString('hex')}`);
    const counter = new ByteCounter(options.maxBytes, true);
    try {
      await pipeline(body, counter, createWriteStream(spool));
      await this.send('PUT', key, { body: createReadStream(spool), length: counter.bytes, payloadHash: counter.sha256Hex(), headers: { 'content-type': contentType } });
      return { size: counter.bytes, contentType };
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key, { allowNotFound: true });
    if (response.statusCode === 404) {
      response.resume();
      throw new FileNotFoundError(key);
    }
    return response;
  }

  async head(key: string): Promise<StoredObject | null> {
    const response = await this.send('HEAD', key, { allowNotFound: true });
    response.resume();
    if (response.statusCode === 404) return null;
    return { size: Number(response.headers['content-length'] ?? 0), contentType: String(response.headers['content-type'] ?? 'application/octet-stream') };
  }

  async remove(key: string): Promise<void> {
    const response = await this.send('DELETE', key, { allowNotFound: true });
    response.resume();
  }

  async signedUrl(key: string, ttlSeconds: number, options: SignedUrlOptions = {}): Promise<string> {
    const url = this.objectUrl(key);
    if (options.downloadName) url.searchParams.set('response-content-disposition', contentDisposition(options.downloadName));
    return presignUrl(this.settings, url, ttlSeconds);
  }

  private objectUrl(key: string): URL {
    assertValidKey(key);
    const endpoint = new URL(this.settings.endpoint);
    const base = endpoint.pathname.replace(/\/$/, '');
    if (this.settings.forcePathStyle) {
      return new URL(`${endpoint.origin}${base}/${encodeRfc3986(this.settings.bucket)}/${encodeKeyPath(key)}`);
    }
    return new URL(`${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}${base}/${encodeKeyPath(key)}`);
  }

  private send(
    method: 'PUT' | 'GET' | 'HEAD' | 'DELETE',
    key: string,
    options: { body?: Readable | Buffer; length?: number; payloadHash?: string; headers?: Record<string, string>; allowNotFound?: boolean },
  ): Promise<IncomingMessage> {
    const url = this.objectUrl(key);
    const extra: Record<string, string> = { ...options.headers };
    if (options.length !== undefined) extra['content-length'] = String(options.length);
    const headers = signRequest(this.settings, { method, url, headers: extra, payloadHash: options.payloadHash ?? EMPTY_SHA256 });
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = transport.request(url, { method, headers }, (response) => {
        const status = response.statusCode ?? 0;
        if (status < 300 || (options.allowNotFound && status === 404)) return resolve(response);
        readError(response).then(reject, reject);
      });
      request.setTimeout(120_000, () => request.destroy(new Error(`S3 ${method} ${key} timed out`)));
      request.on('error', reject);
      const body = options.body;
      if (!body) return void request.end();
      if (Buffer.isBuffer(body)) return void request.end(body);
      pipeline(body, request).catch(reject);
    });
  }
}

async function readError(response: IncomingMessage): Promise<S3Error> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? 'Error';
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? (text.slice(0, 200) || 'request failed');
  return new S3Error(response.statusCode ?? 0, code, message);
}

/** attachment; filename="..." with an RFC 5987 UTF-8 form for names that are not plain ASCII. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc3986(name)}`;
}
