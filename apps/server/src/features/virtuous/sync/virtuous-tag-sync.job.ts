import { z } from 'zod';
import { withCompany } from '../../../db/database.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { virtuousClientFor } from '../virtuous-connection.ts';
import { runTagSync } from './run-tag-sync.ts';

/** A tag's contacts and gifts; a retry (its worker died) carries on at the last committed page. */
export const virtuousTagSyncJob = defineJob({
  id: 'virtuous.sync-tag',
  payload: z.object({ companyId: z.number().int().positive(), ingestionId: z.number().int().positive() }),
  retryLimit: 5,
  expireInSeconds: 6 * 60 * 60,
  heartbeatSeconds: 30,
  run: async ({ companyId, ingestionId }, services) => {
    const ingestion = await withCompany(services.db, companyId, (trx) => trx.selectFrom('virtuousIngestions').select('environmentId').where('id', '=', ingestionId).executeTakeFirst());
    if (!ingestion) return;
    await runTagSync(services, virtuousClientFor(services.db, services.config, companyId, ingestion.environmentId), companyId, ingestionId);
  },
});
