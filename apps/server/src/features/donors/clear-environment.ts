import type { Trx } from '../../db/database.ts';

/**
 * Empties an environment's donor model before a full load (a first sync, a RESYNC, a practice retry). Gifts,
 * splits and audience members go with their constituents and audiences (on delete cascade).
 */
export async function clearEnvironmentDonors(trx: Trx, environmentId: number): Promise<void> {
  for (const table of ['audiences', 'constituents', 'fundraisingCampaigns', 'fundraisingAppeals', 'fundraisingFunds'] as const) {
    await trx.deleteFrom(table).where('environmentId', '=', environmentId).execute();
  }
}
