import type { AskDonor } from '@askwise/domain';
import type { Trx } from '../../db/database.ts';
import { readDonorSample, readDonorsVersion, scanAppeal } from './what-if-sample.ts';

// The user clicks through the strategies and back to the number of asks: every preview of an appeal reads the same
// counts and sample until its donors change. The first preview of a million-donor appeal pays for the pass over its
// index; the next ones, while the donors' version stands, run the engine over the kept sample only.

export interface AppealSample {
  bandCounts: number[];
  sample: AskDonor[];
}

/** Appeals kept (about 3 MB each at 10,000 sampled donors); the least recently used goes first. */
const CAPACITY = 8;
const kept = new Map<string, { version: string; sample: AppealSample }>();

/** The appeal's counts by giving band and its sample: kept from an earlier preview while its donors' version stands. */
export async function appealSample(trx: Trx, companyId: number, appealId: number): Promise<AppealSample> {
  const key = `${companyId}:${appealId}`;
  const { estimate, version } = await readDonorsVersion(trx, appealId);
  const found = kept.get(key);
  kept.delete(key);
  if (found && found.version === version) {
    kept.set(key, found);
    return found.sample;
  }
  const { bandCounts, sampleIds } = await scanAppeal(trx, appealId, estimate);
  const sample = { bandCounts, sample: await readDonorSample(trx, appealId, sampleIds) };
  kept.set(key, { version, sample });
  if (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
  return sample;
}

/** Forgets every kept sample (tests). */
export function forgetAppealSamples(): void {
  kept.clear();
}
