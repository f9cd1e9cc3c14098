import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { AppealStep } from '../../db/donor-tables.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { recordDuplicateStarted } from '../appeals/index.ts';
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
    // Settings are copied in SQL so that JSON columns keep exactly what they hold.
    const created = await sql<{ id: number }>`
      insert into appeals (company_id, user_id, environment_id, audience_id, data_import_source_id, name, step,
        mapping_settings, number_ask_settings, strategy_settings, column_order_settings, extra_fields_settings,
        custom_fields_settings, include_soft_credits, is_locked)
      select company_id, ${userId}, environment_id, audience_id, data_import_source_id, ${name}, ${step},
        mapping_settings, number_ask_settings, strategy_settings, column_order_settings, extra_fields_settings,
        custom_fields_settings, include_soft_credits, is_locked
      from appeals where id = ${fromAppealId}
      returning id`
      .execute(trx)
      .then((result) => result.rows[0]!);
    await recordDuplicateStarted(trx, companyId, fromAppealId, created.id);
    return created.id;
  });
  if (newId === null) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
  await services.jobs.send(duplicateAppealJob, { companyId, fromAppealId, appealId: newId });
  return newId;
}
