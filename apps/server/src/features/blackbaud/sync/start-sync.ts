import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { publishEnvironmentUpdated } from '../environment-events.ts';
import { SYNC_ENTITIES } from './sync-entities.ts';
import { syncEnvironmentJob } from './sync-environment.job.ts';
import { updateEnvironment } from '../../donors/index.ts';

export const SYNC_ALREADY_RUNNING = 'A sync is already running for this environment.';

/**
 * Opens a sync request for a connected environment and queues it: the environment is locked
 * (ORCHESTRATING) until it ends. A SYNC after a completed one reads only what changed since that sync
 * started; a first sync or a RESYNC reads everything.
 */
export async function startSync(services: Pick<AppServices, 'db' | 'jobs'> & Partial<Pick<AppServices, 'bus'>>, input: { companyId: number; environmentId: number; type: 'SYNC' | 'RESYNC'; userId: number | null }): Promise<number> {
  const requestId = await withCompany(services.db, input.companyId, async (trx) => {
    const environment = await trx.selectFrom('environments').select(['id', 'ingestionCompletionDate']).where('id', '=', input.environmentId).where('dataImportSourceId', '=', 1).forUpdate().executeTakeFirst();
    if (!environment) throw new UserFacingError('Environment not found.', 'NOT_FOUND');
    const connection = await trx.selectFrom('blackbaudConnections').select('environmentId').where('environmentId', '=', input.environmentId).executeTakeFirst();
    if (!connection) throw new UserFacingError('This environment is not connected to Raiser\'s Edge NXT.', 'BAD_USER_INPUT');
    const running = await trx.selectFrom('blackbaudIngestionRequests').select('id').where('environmentId', '=', input.environmentId).where('status', '=', 'IN_PROGRESS').executeTakeFirst();
    if (running) throw new UserFacingError(SYNC_ALREADY_RUNNING, 'CONFLICT');
    const previous = input.type === 'SYNC' && environment.ingestionCompletionDate
      ? await trx.selectFrom('blackbaudIngestionRequests').select('startedAt').where('environmentId', '=', input.environmentId).where('status', '=', 'DONE').orderBy('id', 'desc').executeTakeFirst()
      : undefined;
    const request = await trx
      .insertInto('blackbaudIngestionRequests')
      .values({ companyId: input.companyId, environmentId: input.environmentId, type: input.type, createdBy: input.userId, modifiedSince: previous?.startedAt ?? null, errorMessage: null, completedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('blackbaudIngestionEntities')
      .values(SYNC_ENTITIES.map((e, position) => ({ requestId: request.id, companyId: input.companyId, entity: e.entity, position, isEssential: e.isEssential, errorMessage: null, nextLink: null })))
      .execute();
    await updateEnvironment(trx, input.environmentId, {
      status: 'ORCHESTRATING',
      isLocked: true,
      ingestionType: input.type,
      ingestionStatus: 'IN_PROGRESS',
      ingestionError: null,
      errorMessage: null,
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
    });
    return request.id;
  });
  await services.jobs.send(syncEnvironmentJob, { companyId: input.companyId, requestId });
  await publishEnvironmentUpdated(services, input.companyId, input.environmentId);
  return requestId;
}
