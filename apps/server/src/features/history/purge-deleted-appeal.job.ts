import { z } from 'zod';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { removeAppealDonors } from '../appeals/index.ts';
import { purgeAppealAsks } from '../asks/index.ts';
import { replyCardProofKey } from '../exports/index.ts';
import { purgeAppealTestRows } from '../test-and-learn/index.ts';

/**
 * Frees what a deleted appeal held: its donor rows and asks (set-based deletes), its export files and its
 * reply-card proof.
 * The appeal row and its export records stay: they still count towards the free allowance.
 */
export const purgeDeletedAppealJob = defineJob({
  id: 'history.purge-deleted-appeal',
  payload: z.object({ companyId: z.number().int().positive(), appealId: z.number().int().positive() }),
  retryLimit: 3,
  expireInSeconds: 15 * 60,
  run: async ({ companyId, appealId }, services) => {
    const fileKeys = await withCompany(services.db, companyId, async (trx) => {
      const appeal = await trx.selectFrom('appeals').select('id').where('id', '=', appealId).where('deletedAt', 'is not', null).executeTakeFirst();
      if (!appeal) return [];
      await purgeAppealAsks(trx, appealId);
      // Each owner purges its own per-donor rows.
      await purgeAppealTestRows(trx, appealId);
      await removeAppealDonors(trx, appealId);
      const exports = await trx.selectFrom('appealExports').select(['readyToExportKey', 'handleManuallyKey']).where('appealId', '=', appealId).execute();
      const files = exports.flatMap((x) => [x.readyToExportKey, x.handleManuallyKey]).filter((key): key is string => key !== null);
      return [...files, replyCardProofKey(companyId, appealId)];
    });
    for (const key of fileKeys) await services.storage.remove(key);
  },
});
