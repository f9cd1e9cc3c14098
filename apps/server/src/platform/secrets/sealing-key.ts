import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { readSealingKey } from './seal.ts';

const keys = new Map<string, Promise<Buffer>>();

/** The token sealing key: TOKEN_SEALING_KEY, or (outside production) a random key kept in DATA_DIR. */
export function sealingKey(config: Config): Promise<Buffer> {
  if (config.TOKEN_SEALING_KEY) return Promise.resolve(readSealingKey(config.TOKEN_SEALING_KEY));
  if (config.isProduction) return Promise.reject(new Error('TOKEN_SEALING_KEY is required in production.'));
  const file = path.join(config.DATA_DIR, 'secrets', 'token-sealing.key');
  let key = keys.get(file);
  if (!key) {
    key = (async () => {
      const existing = await readFile(file, 'utf8').catch(() => null);
      if (existing) return readSealingKey(existing.trim());
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const created = randomBytes(32).toString('base64');
      await writeFile(file, created, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
      return readSealingKey((await readFile(file, 'utf8')).trim());
    })();
    keys.set(file, key);
  }
  return key;
}
