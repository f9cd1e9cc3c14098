import { z } from 'zod';
import { withCompany } from '../../../db/database.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { skyClientFor } from '../sky-connection.ts';
import { processAudience } from './process-audience.ts';

/** Links a constituent list's members to the synced donors; a retry starts the list again. */
export const processAudienceJob = defineJob({
  id: 'blackbaud.process-audience',
  payload: z.object({ companyId: z.number().int().positive(), audienceId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 60 * 60,
  heartbeatSeconds: 30,
  run: async ({ companyId, audienceId }, services) => {
    const audience = await withCompany(services.db, companyId, (trx) => trx.selectFrom('audiences').select('environmentId').where('id', '=', audienceId).executeTakeFirst());
    if (!audience) return;
    await processAudience(services, await skyClientFor(services.db, services.config, companyId, audience.environmentId), companyId, audienceId);
  },
});
