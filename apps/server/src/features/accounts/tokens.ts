import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token for links, tickets and sessions: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string | Buffer): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Six random digits from a CSPRNG. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** A code is stored as SHA-256 over a per-code random salt and the code. */
export function hashCode(salt: Buffer, code: string): Buffer {
  return sha256(Buffer.concat([salt, Buffer.from(code, 'utf8')]));
}

export function newSalt(): Buffer {
  return randomBytes(16);
}

export function isSameHash(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
