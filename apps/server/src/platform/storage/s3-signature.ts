import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3, as documented in "Authenticating Requests (AWS Signature Version 4)":
// a canonical request, a string to sign scoped to date/region/service, and a key derived by HMAC chain.

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay as they are. */
export function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as a URL path: each segment encoded, slashes kept. */
export function encodeKeyPath(key: string): string {
  return key.split('/').map(encodeRfc3986).join('/');
}

export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function canonicalQuery(params: URLSearchParams): string {
  return [...params.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function signature(credentials: S3Credentials, date: string, canonicalRequest: string): { signature: string; scope: string } {
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  return { signature: createHmac('sha256', signingKey).update(stringToSign).digest('hex'), scope };
}

/**
 * Headers that authenticate one request: x-amz-date, x-amz-content-sha256 and Authorization.
 * `url.pathname` must already be encoded (see encodeKeyPath); every given header is signed.
 */
export function signRequest(
  credentials: S3Credentials,
  request: { method: string; url: URL; headers: Record<string, string>; payloadHash: string },
  now = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const headers: Record<string, string> = { ...lowerCaseKeys(request.headers), host: request.url.host, 'x-amz-date': date, 'x-amz-content-sha256': request.payloadHash };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${String(headers[name]).trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method, request.url.pathname, canonicalQuery(request.url.searchParams), canonicalHeaders, signedHeaders, request.payloadHash].join('\n');
  const { signature: sig, scope } = signature(credentials, date, canonicalRequest);
  const { host: _host, ...rest } = headers;
  return { ...rest, authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${sig}` };
}

/** A presigned GET link (query-string authentication), valid for expiresSeconds (at most 7 days). */
export function presignUrl(credentials: S3Credentials, url: URL, expiresSeconds: number, now = new Date()): string {
  const date = amzDate(now);
  const signed = new URL(url);
  signed.searchParams.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
  signed.searchParams.set('X-Amz-Credential', `${credentials.accessKeyId}/${date.slice(0, 8)}/${credentials.region}/s3/aws4_request`);
  signed.searchParams.set('X-Amz-Date', date);
  signed.searchParams.set('X-Amz-Expires', String(Math.min(604_800, Math.max(1, Math.floor(expiresSeconds)))));
  signed.searchParams.set('X-Amz-SignedHeaders', 'host');
  const canonicalRequest = ['GET', signed.pathname, canonicalQuery(signed.searchParams), `host:${signed.host}\n`, 'host', UNSIGNED_PAYLOAD].join('\n');
  const { signature: sig } = signature(credentials, date, canonicalRequest);
  // URLSearchParams encodes spaces as '+'; S3 reads the query as RFC 3986, so build it by hand.
  return `${signed.origin}${signed.pathname}?${canonicalQuery(signed.searchParams)}&X-Amz-Signature=${sig}`;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
