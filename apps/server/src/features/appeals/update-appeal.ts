import { isAppealStep } from '@askwise/domain/appeal-steps';
import { numberAskSettingsSchema, strategyIdSchema } from '@askwise/domain';
import type { Updateable } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import type { AppealsTable } from '../../db/donor-tables.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { publishAppealUpdated, type AppealBus } from './appeal-events.ts';
import type { AppealView } from './appeal-view.ts';
import { NAME_REQUIRED, touched } from './create-appeal.ts';
import { readAppeal } from './get-appeal.ts';

/** updateAppeal's variants in one shape: only the given fields change (undefined = keep). */
export interface UpdateAppealInput {
  id: number;
  name?: string | null;
  step?: string | null;
  includeSoftCredits?: boolean | null;
  /** JSON text {askNumber, askAnnual}, validated. */
  numberAskSettings?: string | null;
  strategySettings?: string | null;
  extraFieldsSettings?: string | null;
  customFieldsSettings?: string | null;
  columnOrderSettings?: string | null;
  /** The reset of the calculation status before a recalculation. */
  algorithmStatus?: string | null;
}

function parseNumberAskSettings(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UserFacingError('numberAskSettings must be JSON.');
  }
  const parsed = numberAskSettingsSchema.safeParse(value);
  if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'Invalid number of asks settings.');
  return JSON.stringify(parsed.data);
}

/** Applies an update to an appeal of the company and pushes updatedAppeal; null when it is not the company's. */
export async function updateAppeal(services: { db: Db } & AppealBus, companyId: number, input: UpdateAppealInput): Promise<AppealView | null> {
  const changes: Updateable<AppealsTable> = {};
  if (input.name !== undefined && input.name !== null) {
    if (!input.name.trim()) throw new UserFacingError(NAME_REQUIRED);
    changes.name = input.name.trim();
  }
  if (input.step !== undefined && input.step !== null) {
    if (!isAppealStep(input.step)) throw new UserFacingError(`Unknown step '${input.step}'.`);
    changes.step = input.step;
  }
  if (input.includeSoftCredits !== undefined && input.includeSoftCredits !== null) changes.includeSoftCredits = input.includeSoftCredits;
  if (input.numberAskSettings !== undefined) changes.numberAskSettings = input.numberAskSettings === null ? null : parseNumberAskSettings(input.numberAskSettings);
  if (input.strategySettings !== undefined) {
    if (input.strategySettings !== null) {
      const parsed = strategyIdSchema.safeParse(input.strategySettings);
      if (!parsed.success) throw new UserFacingError(parsed.error.issues[0]?.message ?? 'Unknown strategy.');
    }
    changes.strategySettings = input.strategySettings;
  }
  if (input.extraFieldsSettings !== undefined) changes.extraFieldsSettings = input.extraFieldsSettings;
  if (input.customFieldsSettings !== undefined) changes.customFieldsSettings = input.customFieldsSettings;
  if (input.columnOrderSettings !== undefined) changes.columnOrderSettings = input.columnOrderSettings;

  const appeal = await withCompany(services.db, companyId, async (trx) => {
    const updated = await trx
      .updateTable('appeals')
      .set({ ...changes, ...touched })
      .where('id', '=', input.id)
      .where('deletedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!updated) return null;
    if (input.algorithmStatus !== undefined) {
      await trx.updateTable('appealStatuses').set({ algorithmStatus: input.algorithmStatus, algorithmError: null, ...touched }).where('appealId', '=', input.id).execute();
    }
    return readAppeal(trx, input.id);
  });
  if (appeal) await publishAppealUpdated(services, appeal);
  return appeal;
}
