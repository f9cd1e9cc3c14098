import { randomBytes } from 'node:crypto';
import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../../logger.ts';

// Uploads are copied to the system's temporary folder to be read: a mailing's results while they are
// imported, an Excel file while it is ingested, a stream spooled before it goes to S3. Each copy is
// removed when its work ends, whatever the outcome; a process killed meanwhile leaves its copy behind,
// and the next start of any Askwise process removes it.

export type UploadTempUse = 'results' | 'excel' | 's3';

const LEFTOVER_NAME = /^askwise-(results|excel|s3)-[0-9a-f]{16}(\.[a-z]{1,5})?$/;

/**
 * Only copies older than this are swept: processes sharing the host (a web process next to a worker, or
 * several) may be reading theirs. The longest work on a copy is an Excel ingestion, which the job queue
 * gives up after 30 minutes.
 */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/** Where to copy an upload: a new name in the temporary folder, e.g. askwise-results-0f3a...c1.csv. */
export function uploadTempPath(use: UploadTempUse, extension = ''): string {
  return path.join(tmpdir(), `askwise-${use}-${randomBytes(8).toString('hex')}${extension}`);
}

/** Removes the copies left in the temporary folder by processes that stopped before removing them. */
export async function sweepUploadTempFiles(log: Logger, now = Date.now()): Promise<void> {
  const folder = tmpdir();
  const names = await readdir(folder).catch(() => []);
  let removed = 0;
  for (const name of names) {
    if (!LEFTOVER_NAME.test(name)) continue;
    const file = path.join(folder, name);
    const stats = await lstat(file).catch(() => null);
    if (!stats?.isFile() || now - stats.mtimeMs < LEFTOVER_AGE_MS) continue;
    await rm(file, { force: true }).then(
      () => removed++,
      (error: unknown) => log.warn({ err: error, file }, 'A leftover copy of an upload could not be removed'),
    );
  }
  if (removed > 0) log.info({ removed }, 'Removed copies of uploads left in the temporary folder by a stopped process');
}
