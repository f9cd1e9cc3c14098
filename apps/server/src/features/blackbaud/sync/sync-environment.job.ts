import { z } from 'zod';
import { defineJob } from '../../../jobs/job-definition.ts';
import { skyClientFor } from '../sky-connection.ts';
import { runSync } from './run-sync.ts';
import { withCompany } from '../../../db/database.ts';

/** Reads a Raiser's Edge NXT environment into the donor model; a retry after a worker's death resumes at its last committed page. */
export const syncEnvironmentJob = defineJob({
  id: 'blackbaud.sync-environment',
  payload: z.object({ companyId: z.number().int().positive(), requestId: z.number().int().positive() }),
  retryLimit: 5,
  expireInSeconds: 6 * 60 * 60,
  heartbeatSeconds: 30,
  run: async ({ companyId, requestId }, services) => {
    const request = await withCompany(services.db, companyId, (trx) => trx.selectFrom('blackbaudIngestionRequests').select('environmentId').where('id', '=', requestId).executeTakeFirst());
    if (!request) return;
    await runSync(services, await skyClientFor(services.db, services.config, companyId, request.environmentId), companyId, requestId);
  },
});
