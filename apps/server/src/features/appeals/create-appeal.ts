import { sql } from 'kysely';
import { initialStepOf, isAppealStep, sourceOfDataImportSourceId, type AppealStep } from '@askwise/domain/appeal-steps';
import { mappingSettingsSchema, type MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { populateAppealFromImportedGiving } from './populate-from-imported-giving.ts';
import { readAppeal } from './get-appeal.ts';
import type { AppealView } from './appeal-view.ts';

export const NAME_REQUIRED = 'Name is required.';

export interface AppealActor {
  companyId: number;
  userId: number;
}

export interface CreateAppealInput {
  name: string;
  /** The environment (the spec's blackbaudOrganizationId). */
  blackbaudOrganizationId: number;
  /** Required for the donor-database source; none for Excel. */
  audienceId?: number | null;
  dataImportSourceId: number;
  step?: string | null;
  columnOrderSettings?: string | null;
  includeSoftCredits?: boolean | null;
  mappingSettings?: MappingSettings | null;
}

/**
 * Creates an appeal inside the caller's company transaction. The environment and audience must belong to
 * the company and to the appeal's source. An Excel appeal gets its rows from the file here.
 */
export async function insertAppeal(trx: Trx, actor: AppealActor, input: CreateAppealInput): Promise<AppealView> {
  const name = input.name.trim();
  if (!name) throw new UserFacingError(NAME_REQUIRED);
  const source = await trx.selectFrom('dataImportSources').select('id').where('id', '=', input.dataImportSourceId).executeTakeFirst();
  if (!source) throw new UserFacingError('Unknown data source.');
  const environment = await trx
    .selectFrom('environments')
    .select(['id', 'dataImportSourceId'])
    .where('id', '=', input.blackbaudOrganizationId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!environment || environment.dataImportSourceId !== input.dataImportSourceId) throw new UserFacingError('Environment not found.');
  const kind = sourceOfDataImportSourceId(input.dataImportSourceId);
  let audienceId: number | null = null;
  if (kind !== 'excel') {
    const audience = input.audienceId
      ? await trx.selectFrom('audiences').select('id').where('id', '=', input.audienceId).where('environmentId', '=', environment.id).executeTakeFirst()
      : undefined;
    if (!audience) throw new UserFacingError('Audience not found.');
    audienceId = audience.id;
  }
  const step: AppealStep = input.step && isAppealStep(input.step) ? input.step : initialStepOf(kind);
  const mapping = input.mappingSettings ? mappingSettingsSchema.parse(input.mappingSettings) : null;
  const row = await trx
    .insertInto('appeals')
    .values({
      companyId: actor.companyId,
      userId: actor.userId,
      environmentId: environment.id,
      audienceId,
      dataImportSourceId: input.dataImportSourceId,
      name,
      step,
      mappingSettings: mapping ? JSON.stringify(mapping) : null,
      columnOrderSettings: input.columnOrderSettings ?? null,
      includeSoftCredits: input.includeSoftCredits ?? false,
      // Spec: an Excel appeal is stored locked; its rows come from the file, never from mapping.
      isLocked: kind === 'excel',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('appealStatuses').values({ appealId: row.id, companyId: actor.companyId, isLocked: false }).execute();
  // An Excel appeal's donors and giving come from its file, at once and in the same transaction.
  if (kind === 'excel') {
    const donorCount = await populateAppealFromImportedGiving(trx, row.id);
    await trx.updateTable('appealStatuses').set({ donorCount }).where('appealId', '=', row.id).execute();
  }
  const appeal = await readAppeal(trx, row.id);
  if (!appeal) throw new Error('The new appeal could not be read back');
  return appeal;
}

/** createAppeal: a new appeal of the actor's company; returns it with its id. */
export async function createAppeal(db: Db, actor: AppealActor, input: CreateAppealInput): Promise<AppealView> {
  return withCompany(db, actor.companyId, (trx) => insertAppeal(trx, actor, input));
}

/** Touches updated_at; kept here so that every writer of appeals agrees on it. */
export const touched = { updatedAt: sql<Date>`now()` };
