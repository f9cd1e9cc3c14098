import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Secrets (OAuth tokens, credentials, a live sign-in code) are sealed with AES-256-GCM before they reach the
// database: a database copy without the key reveals nothing, and a changed byte fails authentication
// instead of decrypting to garbage.
const VERSION = 'v1';

/** A 32-byte key from configuration (base64 or 64 hex characters). */
export function readSealingKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('The token sealing key must be 32 bytes (base64, or 64 hex characters).');
  return key;
}

/** Any JSON value sealed. */
export function sealJson(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join('.');
}

export function openJson<T>(key: Buffer, sealed: string): T {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) throw new Error('Sealed tokens are not in a known format.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8')) as T;
}
