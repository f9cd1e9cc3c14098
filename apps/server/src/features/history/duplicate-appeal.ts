import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { AppealStep } from '../../db/donor-tables.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { copyAppealSettings, recordDuplicateStarted } from '../appeals/index.ts';
import { APPEAL_NOT_FOUND } from './delete-appeal.ts';
import { duplicateAppealJob } from './duplicate-appeal.job.ts';

const STEPS_BEFORE_NUMBER_OF_ASKS: readonly AppealStep[] = ['select_environment', 'select_audience', 'mapping_appeal'];

/**
 * Copies an appeal under a new name: its settings at once (the copy opens at the number-of-asks page),
 * its donors and ask results in a job. The copy's status stays locked until the job has finished (DUPLICATEAPPEAL).
 */
export async function duplicateAppeal(
  services: AppServices,
  session: { companyId: number; userId: number },
  fromAppealId: number,
  appealName: string,
): Promise<number> {
  const { companyId, userId } = session;
  const newId = await withCompany(services.db, companyId, async (trx) => {
    const source = await trx.selectFrom('appeals').selectAll().where('id', '=', fromAppealId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!source) return null;
    // The spec does not validate the new name; an empty one keeps the original's.
    const name = appealName.trim() || `${source.name} (copy)`;
    const step: AppealStep = STEPS_BEFORE_NUMBER_OF_ASKS.includes(source.step) ? source.step : 'number_of_asks';
    const createdId = await copyAppealSettings(trx, fromAppealId, { userId, name, step });
    await recordDuplicateStarted(trx, companyId, fromAppealId, createdId);
    return createdId;
  });
  if (newId === null) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
  await services.jobs.send(duplicateAppealJob, { companyId, fromAppealId, appealId: newId });
  return newId;
}
