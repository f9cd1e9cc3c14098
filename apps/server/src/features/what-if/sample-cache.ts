import { APPEAL_GIFT } from '@askwise/domain/giving-fields';
import { GIVING_BAND_LABELS, givingBandOf, type AskDonor } from '@askwise/domain';
import type { Trx } from '../../db/database.ts';
import { readDonorSample, readDonorsVersion, scanAppeal, spreadIds, type DonorsVersion } from './what-if-sample.ts';

// The user clicks through the strategies and back to the number of asks: every preview of an appeal reads the same
// counts and sample until its donors change. The first preview of a million-donor appeal pays for the pass over its
// index; the next ones, while the donors' version stands, run the engine over the kept sample only.

export interface AppealSample {
  bandCounts: number[];
  sample: AskDonor[];
  /** The counts by band are the sample's, scaled to the appeal's donors (a large appeal), not counted. */
  isEstimated: boolean;
}

/**
 * Up to this many donors an appeal is counted by band exactly, in one pass over its index (100,000 donors: 170 ms);
 * above it the counts are the spread sample's, scaled to the appeal's donors.
 */
export const COUNTED_UP_TO = 100_000;

/** Appeals kept (about 3 MB each at 10,000 sampled donors); the least recently used goes first. */
const CAPACITY = 8;
const kept = new Map<string, { version: string; sample: AppealSample }>();

/** The appeal's counts by giving band and its sample: kept from an earlier preview while its donors' version stands. */
export async function appealSample(trx: Trx, companyId: number, appealId: number): Promise<AppealSample> {
  const key = `${companyId}:${appealId}`;
  const donors = await readDonorsVersion(trx, appealId);
  const { version } = donors;
  const found = kept.get(key);
  kept.delete(key);
  if (found && found.version === version) {
    kept.set(key, found);
    return found.sample;
  }
  const sample = await readAppealSample(trx, appealId, donors);
  kept.set(key, { version, sample });
  if (kept.size > CAPACITY) kept.delete(kept.keys().next().value!);
  return sample;
}

async function readAppealSample(trx: Trx, appealId: number, donors: DonorsVersion): Promise<AppealSample> {
  if (donors.estimate <= COUNTED_UP_TO || donors.minId === null || donors.maxId === null) {
    const { bandCounts, sampleIds } = await scanAppeal(trx, appealId, donors.estimate);
    return { bandCounts, sample: await readDonorSample(trx, appealId, sampleIds), isEstimated: false };
  }
  const sample = await readDonorSample(trx, appealId, spreadIds(donors.minId, donors.maxId));
  return { bandCounts: scaledBandCounts(sample, donors.estimate), sample, isEstimated: true };
}

/** The sample's donors per giving band, scaled to `total` donors (largest remainders, so they add up to it). */
export function scaledBandCounts(sample: readonly AskDonor[], total: number): number[] {
  const counts = GIVING_BAND_LABELS.map(() => 0);
  for (const donor of sample) counts[givingBandOf([donor[APPEAL_GIFT.lastYear], donor[APPEAL_GIFT.twoYearsAgo], donor[APPEAL_GIFT.threeYearsAgo]])]! += 1;
  if (sample.length === 0) return counts;
  const shares = counts.map((n) => (n * total) / sample.length);
  const scaled = shares.map(Math.floor);
  const byRemainder = shares.map((share, band) => ({ band, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
  for (let i = 0, left = total - scaled.reduce((sum, n) => sum + n, 0); i < left; i++) scaled[byRemainder[i % byRemainder.length]!.band]! += 1;
  return scaled;
}

/** Forgets every kept sample (tests). */
export function forgetAppealSamples(): void {
  kept.clear();
}
