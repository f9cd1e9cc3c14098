import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { checkSignature, type FakeS3Credentials } from './sigv4-check.ts';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

export interface FakeS3 {
  url: string;
  credentials: FakeS3Credentials;
  /** bucket -> key -> object, for assertions. */
  buckets: Map<string, Map<string, FakeS3Object>>;
  /** Every request seen: method, path and the S3 error code returned (if any). */
  requests: Array<{ method: string; path: string; error?: string }>;
  stop: () => Promise<void>;
}

export interface FakeS3Options {
  port?: number;
  host?: string;
  buckets?: string[];
  credentials?: Partial<FakeS3Credentials>;
  /** Largest object accepted (S3's single PUT allows 5 GiB; tests keep it small). */
  maxObjectBytes?: number;
}

/**
 * A local stand-in for S3's REST API, path-style (http://host/bucket/key): PUT, GET, HEAD and DELETE
 * object, header-signed or presigned with SigV4 (signatures, payload hashes and expiry are verified),
 * errors as S3's XML. Objects live in memory.
 */
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const credentials: FakeS3Credentials = {
    accessKeyId: options.credentials?.accessKeyId ?? 'FAKEACCESSKEY',
    secretAccessKey: options.credentials?.secretAccessKey ?? 'fake-secret-access-key',
    region: options.credentials?.region ?? 'us-east-1',
  };
  const buckets = new Map((options.buckets ?? ['askwise']).map((name) => [name, new Map<string, FakeS3Object>()]));
  const requests: FakeS3['requests'] = [];
  const maxObjectBytes = options.maxObjectBytes ?? 512 * 1024 * 1024;

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', error instanceof Error ? error.message : String(error));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const at = rawUrl.indexOf('?');
    const rawPath = at < 0 ? rawUrl : rawUrl.slice(0, at);
    const rawQuery = at < 0 ? '' : rawUrl.slice(at + 1);
    const log = { method, path: rawPath } as FakeS3['requests'][number];
    requests.push(log);
    const fail = (status: number, code: string, message: string) => {
      log.error = code;
      sendError(res, status, code, message);
    };

    const auth = checkSignature(credentials, { method, rawPath, rawQuery, headers: req.headers });
    if (!auth.ok) {
      req.resume();
      return fail(auth.status, auth.code, auth.message);
    }
    const [bucketName = '', ...keyParts] = rawPath.slice(1).split('/');
    const bucket = buckets.get(decodeURIComponent(bucketName));
    if (!bucket) {
      req.resume();
      return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    }
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!key) {
      req.resume();
      return fail(400, 'InvalidRequest', 'Only object operations are supported by this fake');
    }

    if (method === 'PUT') {
      if (req.headers['content-length'] === undefined) {
        req.resume();
        return fail(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of req) {
        size += (chunk as Buffer).length;
        if (size > maxObjectBytes) return fail(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
        chunks.push(chunk as Buffer);
      }
      const body = Buffer.concat(chunks);
      if (body.length !== Number(req.headers['content-length'])) return fail(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header');
      if (auth.payloadHash !== 'UNSIGNED-PAYLOAD' && createHash('sha256').update(body).digest('hex') !== auth.payloadHash) {
        return fail(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      bucket.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'), lastModified: new Date() });
      const etag = `"${createHash('md5').update(body).digest('hex')}"`;
      return void res.writeHead(200, { etag }).end();
    }
    req.resume();
    if (method === 'DELETE') {
      bucket.delete(key);
      return void res.writeHead(204).end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const object = bucket.get(key);
      if (!object) return method === 'HEAD' ? void res.writeHead(404).end() : fail(404, 'NoSuchKey', 'The specified key does not exist.');
      const query = new URLSearchParams(rawQuery);
      const headers: Record<string, string> = {
        'content-type': query.get('response-content-type') ?? object.contentType,
        'content-length': String(object.body.length),
        'last-modified': object.lastModified.toUTCString(),
        etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
      };
      const disposition = query.get('response-content-disposition');
      if (disposition) headers['content-disposition'] = disposition;
      res.writeHead(200, headers);
      return void res.end(method === 'HEAD' ? undefined : object.body);
    }
    return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    credentials,
    buckets,
    requests,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml' }).end(xml);
}
