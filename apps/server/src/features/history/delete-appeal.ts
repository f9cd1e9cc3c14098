import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { purgeDeletedAppealJob } from './purge-deleted-appeal.job.ts';

export const APPEAL_NOT_FOUND = 'Appeal not found.';

/**
 * Removes an appeal from the company's history at once; a job then deletes its donors and files.
 * The appeal row itself stays (marked deleted) because its exports still count towards the free allowance.
 */
export async function deleteAppeal(services: AppServices, companyId: number, appealId: number): Promise<{ id: number }> {
  const deleted = await withCompany(services.db, companyId, (trx) =>
    trx
      .updateTable('appeals')
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, readyToExportDownloadUrl: null, handleManuallyDownloadUrl: null, exportExpirationDate: null })
      .where('id', '=', appealId)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst(),
  );
  if (!deleted) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
  await services.jobs.send(purgeDeletedAppealJob, { companyId, appealId });
  return deleted;
}
