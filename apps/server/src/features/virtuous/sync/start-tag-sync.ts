import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { VIRTUOUS_SOURCE_ID } from '../virtuous-connection.ts';
import { publish } from './run-tag-sync.ts';
import { virtuousTagSyncJob } from './virtuous-tag-sync.job.ts';
import { updateEnvironment } from '../../donors/index.ts';

export const SYNC_ALREADY_RUNNING = 'A sync is already running for this environment.';

export type StartResult = { ingestionId: number; error: null } | { ingestionId: null; error: string };

/** Opens a tag sync and queues it; the account is locked (the spec's 'Syncing') until it ends. */
export async function startTagSync(services: Pick<AppServices, 'db' | 'jobs' | 'bus'>, input: { companyId: number; environmentId: number; audienceId: number; userId: number | null }): Promise<StartResult> {
  const opened = await withCompany(services.db, input.companyId, async (trx) => {
    const account = await trx
      .selectFrom('environments as e')
      .innerJoin('virtuousConnections as v', 'v.environmentId', 'e.id')
      .select(['e.id', 'e.isLocked'])
      .where('e.id', '=', input.environmentId)
      .where('e.dataImportSourceId', '=', VIRTUOUS_SOURCE_ID)
      .forUpdate()
      .executeTakeFirst();
    if (!account) return { id: 0, error: 'Virtuous account not found.' } as const;
    const tag = await trx.selectFrom('audiences').select('id').where('id', '=', input.audienceId).where('environmentId', '=', account.id).where('isActive', '=', true).executeTakeFirst();
    if (!tag) return { id: 0, error: 'Tag not found.' } as const;
    if (account.isLocked) return { id: 0, error: SYNC_ALREADY_RUNNING } as const;
    await updateEnvironment(trx, account.id, { isLocked: true, status: 'SYNCING', lastStatusUpdate: sql`now()` });
    const row = await trx
      .insertInto('virtuousIngestions')
      .values({ companyId: input.companyId, environmentId: account.id, audienceId: tag.id, resourceType: 'TAG', createdBy: input.userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, error: null } as const;
  });
  if (opened.error !== null) return { ingestionId: null, error: opened.error };
  await services.jobs.send(virtuousTagSyncJob, { companyId: input.companyId, ingestionId: opened.id });
  await publish(services, { companyId: input.companyId, environmentId: input.environmentId }, opened.id);
  return { ingestionId: opened.id, error: null };
}
