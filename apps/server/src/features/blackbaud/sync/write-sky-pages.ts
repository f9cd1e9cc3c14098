import type { Trx } from '../../../db/database.ts';
import { writeAudiences, writeDonors, writeGifts as writeGiftPage, writeLevels as writeLevelRecords, type DonorTarget, type FundraisingLevel } from '../../donors/index.ts';
import { donorOf, giftRows, type SkyConstituentRecord, type SkyGiftRecord, type SkyLevelRecord, type SkyListRecord } from './sky-records.ts';

// Each page of SKY records, mapped to the donor model's rows and written by features/donors, keyed by the
// record's SKY id so that an incremental sync replaces what changed.

export type SyncTarget = DonorTarget;

export function writeLevels(trx: Trx, target: SyncTarget, level: FundraisingLevel, records: SkyLevelRecord[]): Promise<number> {
  const levels = records.map((r) => ({ externalId: r.id, name: r.description || r.lookup_id || r.id, dateAdded: r.date_added?.slice(0, 10) ?? null }));
  return writeLevelRecords(trx, target, level, levels);
}

export function writeConstituents(trx: Trx, target: SyncTarget, records: SkyConstituentRecord[]): Promise<number> {
  return writeDonors(trx, target, records.map(donorOf));
}

/** A page of gifts (and their soft credits); an incremental sync replaces rows with the same SKY ids. */
export async function writeGifts(trx: Trx, target: SyncTarget, page: SkyGiftRecord[], replace: boolean): Promise<number> {
  const rows = giftRows(page);
  if (!rows.gifts.externalId.length) return 0;
  await writeGiftPage(trx, target, rows, { replace });
  return page.length;
}

/** Constituent lists become the environment's audiences; their members are read when a list is processed. */
export function writeLists(trx: Trx, target: SyncTarget, lists: SkyListRecord[]): Promise<number> {
  return writeAudiences(trx, target, lists.map((l) => ({ externalId: l.id, name: l.name, total: l.record_count ?? 0 })));
}
