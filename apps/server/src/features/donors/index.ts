// Public face of donors: the one writer of the donor model (constituents, gifts, gift splits, the fundraising
// levels, audiences and their members). Each source is an adapter that maps its records to these rows.
export type { AudienceRecord, DonorRecord, DonorTarget, FundraisingLevel, GiftPage, LevelRecord } from './donor-records.ts';
export { emptyGiftPage } from './donor-records.ts';
export { writeDonors } from './write-donors.ts';
export { removeAudienceMembersGifts, writeGifts } from './write-gifts.ts';
export { writeLevels } from './write-levels.ts';
export {
  addAudienceMembers,
  addAudienceMembersFrom,
  clearAudienceMembers,
  createAudience,
  markActiveAudiences,
  memberCount,
  updateAudience,
  writeAudiences,
  type AudienceChanges,
  type NewAudience,
} from './write-audiences.ts';
export { clearEnvironmentDonors } from './clear-environment.ts';
export { removeDonor, removeGiftsById } from './remove-records.ts';
export { createEnvironment, ensureEnvironment, recordLoadedEnvironment, removeEnvironment, updateEnvironment, type EnvironmentChanges, type NewEnvironment } from './environment-writes.ts';
export { runSourceSync, type BatchInfo, type SourceSync, type SyncFailure, type SyncLedger, type SyncStage } from './source-sync/run-source-sync.ts';
export type { SourcePage } from './source-sync/page-reader.ts';
export { insertDonorsFrom, insertGiftsFrom, insertStagedDonors } from './insert-from-source.ts';
// A mailing's gifts as its CRM records them (test and learn's results read from the CRM).
export { stageAppealGifts, type AppealGiftsQuery } from './stage-appeal-gifts.ts';
