import { sql } from 'kysely';
import { z } from 'zod';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { purgeAppealAsks } from '../asks/index.ts';

/** Per-donor tables of an appeal without a foreign key to it (they are written in bulk); the asks' owner purges its own. */
const APPEAL_DONOR_TABLES = ['appeal_test_members', 'appeal_mailed_asks', 'appeal_mailed_groups', 'appeal_gift_results'];

/**
 * Frees what a deleted appeal held: its donor rows and asks (set-based deletes) and its export files.
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
      for (const table of APPEAL_DONOR_TABLES) {
        const exists = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(trx);
        if (exists.rows[0]?.found) await sql`delete from ${sql.table(table)} where appeal_id = ${appealId}`.execute(trx);
      }
      await trx.deleteFrom('appealConstituents').where('appealId', '=', appealId).execute();
      const exports = await trx.selectFrom('appealExports').select(['readyToExportKey', 'handleManuallyKey']).where('appealId', '=', appealId).execute();
      return exports.flatMap((x) => [x.readyToExportKey, x.handleManuallyKey]).filter((key): key is string => key !== null);
    });
    for (const key of fileKeys) await services.storage.remove(key);
  },
});
