// Public face of appeals: the appeal, its status row (appeal_statuses) and its donors (appeal_constituents), changed only here.
export { createAppeal, insertAppeal, touched, type AppealActor, type CreateAppealInput } from './create-appeal.ts';
export { getAppeal, getAppealStatus, readAppeal } from './get-appeal.ts';
export { updateAppeal, type UpdateAppealInput } from './update-appeal.ts';
export { appealHasDonors, findAppeal, findAppealStatus, type AppealRow, type AppealStatusRow } from './appeals.repository.ts';
export { copyAppealDonors, removeAppealDonors, replaceAppealDonorsFrom, type AppealDonorTarget, type CopiedAppealDonors } from './appeal-donors.ts';
export { writeAppealStatus, type AppealStatusChanges } from './appeal-status.ts';
export {
  recordAlgorithmDoneOn,
  recordAlgorithmStatus,
  recordDonorCount,
  recordDuplicateStarted,
  recordExportStatus,
  recordLock,
  recordMappingStatus,
} from './appeal-status-transitions.ts';
export { publishAppealUpdated } from './appeal-events.ts';
export {
  copyAppealSettings,
  markAppealDeleted,
  saveExportLinks,
  saveIncludeSoftCredits,
  saveMappingSettings,
  type AppealExportLinks,
} from './appeal-settings-writes.ts';
export type { AppealStatusView, AppealView } from './appeal-view.ts';
export { AppealRef } from './appeals.graphql.ts';
