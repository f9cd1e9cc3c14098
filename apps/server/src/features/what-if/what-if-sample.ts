import { computeZipAverages, GIVING_BAND_FLOORS_CENTS, GIVING_BAND_LABELS, NO_APPEAL_GIFT_BAND, zipKey, type AskDonor } from '@askwise/domain';
import { APPEAL_GIFT, ASK_GIVING_FIELDS } from '@askwise/domain/giving-fields';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

// What the preview reads of an appeal: its donors per giving band and a deterministic sample of them, so that a
// million-donor appeal costs the engine SAMPLE_SIZE donors and not a million. One grouped pass counts the bands and
// picks the sample's ids by a hash of each id; it reads the ids, company and appeal gifts only, which the appeal's
// index holds (migration 1737), so it is an index-only scan. Then only the sampled donors' rows are fetched.

/** About this many donors are sampled; an appeal of fewer is read whole. */
export const SAMPLE_SIZE = 10_000;
/** Hash values are kept below threshold out of 2^31. */
const HASH_RANGE = 2 ** 31;

const APPEAL_YEAR_COLUMNS = [APPEAL_GIFT.lastYear, APPEAL_GIFT.twoYearsAgo, APPEAL_GIFT.threeYearsAgo].map(
  (key) => ASK_GIVING_FIELDS.find((field) => field.key === key)!.column,
);

/** The giving band of a row (domain givingBandOf): the band of the latest of the three years' appeal gifts above 0. */
const LATEST_GIFT = `coalesce(${APPEAL_YEAR_COLUMNS.map((column) => `nullif(greatest(${column}, 0), 0)`).join(', ')})`;
const BAND = sql.raw(
  `(case when ${LATEST_GIFT} is null then ${NO_APPEAL_GIFT_BAND} ${GIVING_BAND_FLOORS_CENTS.map((floor, band) => `when ${LATEST_GIFT} >= ${Math.trunc(floor)} then ${band}`).join(' ')} else ${GIVING_BAND_FLOORS_CENTS.length} end)`,
);
/** A donor's place in the sample order: a hash of their id, 0 .. 2^31 - 1. */
const HASH = sql.raw('(hashint8(id) & 2147483647)');

/** The appeal's donors per giving band (GIVING_BAND_LABELS order) and the ids of its sampled donors. */
export interface AppealScan {
  bandCounts: number[];
  sampleIds: string[];
}

/** What the appeal's donors look like before they are counted, from single index or row reads. */
export interface DonorsVersion {
  /** About how many donors: the stored donor count, or else the span of their ids. */
  estimate: number;
  /** Changes whenever the donors are written (the status row's time, with the count and the ends of the ids). */
  version: string;
  minId: number | null;
  maxId: number | null;
}

/**
 * About how many donors the appeal has (the stored donor count, or else the span of their ids: rows are written in
 * bulk, so their ids run nearly one after another), the ends of their ids, and a version that changes whenever they
 * are written.
 */
export async function readDonorsVersion(trx: Trx, appealId: number): Promise<DonorsVersion> {
  const { rows } = await sql<{ donorCount: number | null; updatedAt: string | null; minId: string | null; maxId: string | null }>`
    select s.donor_count, s.updated_at::text as updated_at,
      (select min(id) from appeal_constituents where appeal_id = ${appealId})::text as min_id,
      (select max(id) from appeal_constituents where appeal_id = ${appealId})::text as max_id
    from (select 1) one left join appeal_statuses s on s.appeal_id = ${appealId}`.execute(trx);
  const { donorCount, updatedAt, minId, maxId } = rows[0]!;
  const span = minId === null || maxId === null ? 0 : Number(maxId) - Number(minId) + 1;
  return {
    estimate: donorCount !== null && donorCount > 0 ? donorCount : span,
    version: [updatedAt, donorCount, minId, maxId].join('/'),
    minId: minId === null ? null : Number(minId),
    maxId: maxId === null ? null : Number(maxId),
  };
}

/**
 * Ids spread evenly over the appeal's id span, about SAMPLE_SIZE of them: the same donors every time, found by
 * their primary key (a million-donor appeal's pass over its index took about 450 ms of the first preview's 500).
 * An id the span holds but the appeal does not (a gap) is simply not found.
 */
export function spreadIds(minId: number, maxId: number): string[] {
  const span = maxId - minId + 1;
  if (span <= SAMPLE_SIZE) return Array.from({ length: span }, (_, i) => String(minId + i));
  return Array.from({ length: SAMPLE_SIZE }, (_, i) => String(minId + Math.floor((i * span) / SAMPLE_SIZE)));
}

/**
 * One pass over the appeal's index: its donors counted per giving band, and the ids of those whose id hashes below
 * a threshold set for about SAMPLE_SIZE of them (the same donors every time).
 */
export async function scanAppeal(trx: Trx, appealId: number, estimate: number): Promise<AppealScan> {
  const threshold = estimate <= SAMPLE_SIZE ? HASH_RANGE : Math.ceil((HASH_RANGE * SAMPLE_SIZE) / estimate);
  const { rows } = await sql<{ band: number; donors: number; ids: string[] }>`
    select band, count(*)::int as donors, coalesce(array_agg(id) filter (where h < ${threshold}::bigint), '{}') as ids
    from (select ${BAND} as band, id, ${HASH} as h from appeal_constituents where appeal_id = ${appealId}) donors
    group by band`.execute(trx);
  const bandCounts = GIVING_BAND_LABELS.map(() => 0);
  const sampleIds: string[] = [];
  for (const row of rows) {
    bandCounts[row.band] = row.donors;
    sampleIds.push(...row.ids);
  }
  return { bandCounts, sampleIds };
}

const GIVING_COLUMNS = sql.raw(ASK_GIVING_FIELDS.map((field) => `${field.column}::bigint as "${field.key}"`).join(', '));

/** The sampled donors as the engine reads them, with zip averages taken over the sample (the whole appeal's take a pass over every row). */
export async function readDonorSample(trx: Trx, appealId: number, sampleIds: readonly string[]): Promise<AskDonor[]> {
  if (sampleIds.length === 0) return [];
  const { rows } = await sql<Record<string, number> & { zipCode: string | null; numberOfLifetimeGifts: number; wealthRating: number }>`
    select ${GIVING_COLUMNS}, lifetime_gifts as "numberOfLifetimeGifts", min_suggested_ask_wr::bigint as "wealthRating", zip_code as "zipCode"
    from appeal_constituents
    where id = any(${sampleIds}::bigint[]) and appeal_id = ${appealId}`.execute(trx);
  const zipAverages = computeZipAverages(rows.map((row) => ({ zipCode: row.zipCode, lifetimeGiving: row['lifetimeGiving']!, numberOfLifetimeGifts: row.numberOfLifetimeGifts })));
  return rows.map(({ zipCode, ...row }) => {
    const zip = zipKey(zipCode);
    return { ...(row as unknown as AskDonor), customBaseAsk: null, zipAverage: zip === null ? 0 : (zipAverages.get(zip) ?? 0) };
  });
}
