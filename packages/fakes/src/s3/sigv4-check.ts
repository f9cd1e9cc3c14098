import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

// The server side of AWS Signature Version 4, written from the AWS documentation independently of the
// product's client, so that a mistake in either shows up as SignatureDoesNotMatch.

export interface FakeS3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type AuthResult =
  | { ok: true; payloadHash: string }
  | { ok: false; status: number; code: string; message: string };

const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The query as received, as sorted, re-encoded pairs (without X-Amz-Signature for presigned links). */
function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return '';
  return rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const key = decodeURIComponent((at < 0 ? pair : pair.slice(0, at)).replace(/\+/g, ' '));
      const value = at < 0 ? '' : decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' '));
      return [encode(key), encode(value)] as const;
    })
    .filter(([key]) => key !== 'X-Amz-Signature')
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

function expectedSignature(credentials: FakeS3Credentials, date: string, canonicalRequest: string): string {
  const day = date.slice(0, 8);
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function parseAmzDate(date: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) : Number.NaN;
}

const denied = (code: string, message: string, status = 403): AuthResult => ({ ok: false, status, code, message });

/** Checks the Authorization header or the presigned query of one request. */
export function checkSignature(
  credentials: FakeS3Credentials,
  request: { method: string; rawPath: string; rawQuery: string; headers: IncomingHttpHeaders },
  now = Date.now(),
): AuthResult {
  const params = new URLSearchParams(request.rawQuery);
  const header = request.headers.authorization;
  const isPresigned = params.has('X-Amz-Signature');
  if (!header && !isPresigned) return denied('AccessDenied', 'Anonymous access is not allowed');

  let credential: string;
  let signedHeaders: string[];
  let given: string;
  let date: string;
  let payloadHash: string;
  if (isPresigned) {
    if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return denied('AuthorizationQueryParametersError', 'Unsupported algorithm', 400);
    credential = params.get('X-Amz-Credential') ?? '';
    signedHeaders = (params.get('X-Amz-SignedHeaders') ?? '').split(';');
    given = params.get('X-Amz-Signature') ?? '';
    date = params.get('X-Amz-Date') ?? '';
    payloadHash = 'UNSIGNED-PAYLOAD';
    const expires = Number(params.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604_800) return denied('AuthorizationQueryParametersError', 'X-Amz-Expires must be 1 to 604800', 400);
    if (parseAmzDate(date) + expires * 1000 < now) return denied('AccessDenied', 'Request has expired');
  } else {
    const m = /^AWS4-HMAC-SHA256 Credential=([^,]+), ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(String(header));
    if (!m) return denied('AuthorizationHeaderMalformed', 'The authorization header is malformed', 400);
    [, credential = '', , given = ''] = m;
    signedHeaders = (m[2] ?? '').split(';');
    date = String(request.headers['x-amz-date'] ?? '');
    payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash) return denied('InvalidRequest', 'Missing x-amz-content-sha256', 400);
    if (Math.abs(parseAmzDate(date) - now) > 15 * 60 * 1000) return denied('RequestTimeTooSkewed', 'The difference between the request time and the server time is too large');
  }
  const [accessKeyId, day, region, service, terminator] = credential.split('/');
  if (accessKeyId !== credentials.accessKeyId) return denied('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records');
  if (day !== date.slice(0, 8) || region !== credentials.region || service !== 's3' || terminator !== 'aws4_request') {
    return denied('SignatureDoesNotMatch', 'The credential scope does not match');
  }
  if (!signedHeaders.includes('host')) return denied('SignatureDoesNotMatch', 'The host header must be signed');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = [request.method, request.rawPath, canonicalQuery(request.rawQuery), canonicalHeaders, signedHeaders.join(';'), payloadHash].join('\n');
  if (!same(expectedSignature(credentials, date, canonicalRequest), given)) {
    return denied('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided');
  }
  return { ok: true, payloadHash };
}
