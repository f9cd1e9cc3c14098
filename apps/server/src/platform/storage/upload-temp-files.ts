import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from '../../logger.ts';

// Uploads are copied to the system's temporary folder to be read: a mailing's results while they are
// imported, an Excel file while it is ingested, a stream spooled before it goes to S3. Each copy is
// removed when its work ends, whatever the outcome; a process killed meanwhile leaves its copy behind,
// and the next start of any Askwise process on the host removes it. A copy's name says which process made
// it (its pid and start time, so that a pid used again by a later process, as in a container, does not
// count as its owner): the sweep removes the copies whose process is gone, and never another's at work.

export type UploadTempUse = 'results' | 'excel' | 's3';

const NAME = /^askwise-(results|excel|s3)-(?:(\d+)p(\d+)-)?[0-9a-f]{16}(\.[a-z]{1,5})?$/;

/** A copy whose owner cannot be told (no /proc, an older name) is swept once it is this old. */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;
/** A live process's copy is never this old (an Excel ingestion, the longest use, ends within 30 minutes). */
const OWNED_AGE_MS = 24 * LEFTOVER_AGE_MS;

/** When a process started, in clock ticks since boot (Linux /proc); null elsewhere or when it is gone. */
export function processStartTicks(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

const owner = (() => {
  const ticks = processStartTicks('self');
  return ticks ? `${process.pid}p${ticks}-` : '';
})();

/** Where to copy an upload: a new name in the temporary folder, e.g. askwise-results-812p5521-0f3a...c1.csv. */
export function uploadTempPath(use: UploadTempUse, extension = ''): string {
  return path.join(tmpdir(), `askwise-${use}-${owner}${randomBytes(8).toString('hex')}${extension}`);
}

/** Whether a copy is left over: its process is gone, or, when that cannot be told, it is old. */
function isLeftover(name: string, ageMs: number): boolean {
  const match = NAME.exec(name);
  if (!match) return false;
  const [, , pid, ticks] = match;
  if (!pid || !ticks || processStartTicks('self') === null) return ageMs >= LEFTOVER_AGE_MS;
  return processStartTicks(Number(pid)) !== ticks || ageMs >= OWNED_AGE_MS;
}

/** Removes the copies left in the temporary folder by processes that stopped before removing them. */
export async function sweepUploadTempFiles(log: Logger, now = Date.now()): Promise<void> {
  const folder = tmpdir();
  const names = await readdir(folder).catch(() => []);
  let removed = 0;
  for (const name of names) {
    if (!NAME.test(name)) continue;
    const file = path.join(folder, name);
    const stats = await lstat(file).catch(() => null);
    if (!stats?.isFile() || !isLeftover(name, now - stats.mtimeMs)) continue;
    await rm(file, { force: true }).then(
      () => removed++,
      (error: unknown) => log.warn({ err: error, file }, 'A leftover copy of an upload could not be removed'),
    );
  }
  if (removed > 0) log.info({ removed }, 'Removed copies of uploads left in the temporary folder by a stopped process');
}
