import path from 'node:path';
import { ConfigError, type Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-storage.ts';
import { S3FileStorage } from './s3-storage.ts';

/** The folder under DATA_DIR by default; S3-compatible object storage when STORAGE_DRIVER=s3. */
export function createStorage(config: Config): FileStorage {
  if (config.STORAGE_DRIVER === 'local') {
    return new LocalFileStorage(path.join(config.DATA_DIR, 'files'), { signingSecret: config.FILE_SIGNING_SECRET, publicUrl: config.PUBLIC_URL });
  }
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !config[name]);
  if (missing.length) throw new ConfigError(`Askwise cannot start: STORAGE_DRIVER=s3 needs ${missing.join(', ')}.`);
  return new S3FileStorage({
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET!,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
