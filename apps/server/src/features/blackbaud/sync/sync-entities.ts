import type { Trx } from '../../../db/database.ts';
import type { SkyConstituentRecord, SkyGiftRecord, SkyLevelRecord, SkyListRecord } from './sky-records.ts';
import { writeConstituents, writeGifts, writeLevels, writeLists, type SyncTarget } from './write-sky-pages.ts';

/** What one sync reads, in order: the hierarchy before the gifts that point at it, donors before their gifts. */
export interface SyncEntity {
  entity: string;
  path: string;
  isEssential: boolean;
  /** Reads only records modified since the last sync when the sync is incremental. */
  isIncremental: boolean;
  params?: Record<string, string>;
  write: (trx: Trx, target: SyncTarget, records: unknown[], isIncremental: boolean) => Promise<number>;
}

export const SYNC_ENTITIES: SyncEntity[] = [
  { entity: 'campaigns', path: '/fundraising/v1/campaigns', isEssential: true, isIncremental: false, write: (trx, t, r) => writeLevels(trx, t, 'campaigns', r as SkyLevelRecord[]) },
  { entity: 'appeals', path: '/fundraising/v1/appeals', isEssential: true, isIncremental: false, write: (trx, t, r) => writeLevels(trx, t, 'appeals', r as SkyLevelRecord[]) },
  { entity: 'funds', path: '/fundraising/v1/funds', isEssential: true, isIncremental: false, write: (trx, t, r) => writeLevels(trx, t, 'funds', r as SkyLevelRecord[]) },
  { entity: 'constituents', path: '/constituent/v1/constituents', isEssential: true, isIncremental: true, write: (trx, t, r) => writeConstituents(trx, t, r as SkyConstituentRecord[]) },
  { entity: 'gifts', path: '/gift/v1/gifts', isEssential: true, isIncremental: true, write: (trx, t, r, inc) => writeGifts(trx, t, r as SkyGiftRecord[], inc) },
  { entity: 'lists', path: '/list/v1/lists', isEssential: false, isIncremental: false, params: { list_type: 'Constituent' }, write: (trx, t, r) => writeLists(trx, t, r as SkyListRecord[]) },
];

/** The first page's address: the largest page SKY allows, and last_modified for an incremental read. */
export function firstLink(entity: SyncEntity, modifiedSince: Date | null): string {
  const params = new URLSearchParams({ ...entity.params, limit: '5000' });
  if (modifiedSince && entity.isIncremental) params.set('last_modified', modifiedSince.toISOString());
  return `${entity.path}?${params}`;
}
