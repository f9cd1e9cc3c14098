import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { markAppealDeleted } from '../appeals/index.ts';
import { purgeDeletedAppealJob } from './purge-deleted-appeal.job.ts';

export const APPEAL_NOT_FOUND = 'Appeal not found.';

/**
 * Removes an appeal from the company's history at once; a job then deletes its donors and files.
 * The appeal row itself stays (marked deleted) because its exports still count towards the free allowance.
 */
export async function deleteAppeal(services: AppServices, companyId: number, appealId: number): Promise<{ id: number }> {
  const isDeleted = await withCompany(services.db, companyId, (trx) => markAppealDeleted(trx, appealId));
  if (!isDeleted) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
  await services.jobs.send(purgeDeletedAppealJob, { companyId, appealId });
  return { id: appealId };
}
