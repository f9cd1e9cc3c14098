import { z } from 'zod';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { copyAppealDonors, recordDonorCount, recordLock } from '../appeals/index.ts';
import { duplicateAppealAsks } from '../asks/index.ts';

/**
 * Copies a duplicated appeal's donors (with their asks, flags and status) from the original, in set-based
 * statements inside one transaction, so a retry starts from a clean copy. Each table's owner copies its rows.
 */
export const duplicateAppealJob = defineJob({
  id: 'history.duplicate-appeal',
  payload: z.object({ companyId: z.number().int().positive(), fromAppealId: z.number().int().positive(), appealId: z.number().int().positive() }),
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  run: async ({ companyId, fromAppealId, appealId }, services) => {
    const push = (status: string, extra: Record<string, unknown> = {}) =>
      services.bus.publish({ type: 'DUPLICATEAPPEAL', targetId: String(appealId), companyId, payload: { status, appealId, fromAppealId, ...extra } });
    try {
      const copied = await withCompany(services.db, companyId, async (trx) => {
        const { donors, idMap } = await copyAppealDonors(trx, fromAppealId, appealId);
        // The asks follow the donors' new ids; their owner copies them (the current generation only).
        await duplicateAppealAsks(trx, fromAppealId, appealId, idMap);
        await recordDonorCount(trx, companyId, appealId, donors);
        await recordLock(trx, appealId, false);
        return donors;
      });
      await push('DONE', { constituents: copied });
    } catch (error) {
      await push('ERROR', { error: 'Something went wrong' });
      throw error;
    }
  },
});
