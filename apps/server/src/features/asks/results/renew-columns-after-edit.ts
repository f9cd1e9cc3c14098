import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { readCurrentAskRun } from '../ask-runs.repository.ts';
import { readResultsVersion } from './read-results-page.ts';
import { renewAskColumns } from './sorted-page.ts';

// A large appeal's other sorts and searches read columns held in memory for one version of its results
// (ask-columns.ts); an Apply makes a new version. Renewing them as soon as the edit is saved, rather than
// on the next sort, keeps the user from waiting for them when they come back to a sorted grid.

/**
 * Renews the appeal's in-memory columns for its new version, when this process holds some; resolves to
 * whether it did. Failures are logged: the next sort reads what it needs itself.
 */
export async function renewColumnsAfterEdit(
  services: Pick<AppServices, 'db' | 'pool' | 'log'>,
  companyId: number,
  appealId: number,
): Promise<boolean> {
  try {
    const current = await withCompany(services.db, companyId, async (trx) => {
      const run = await readCurrentAskRun(trx, appealId);
      return run ? { generation: run.generation, count: run.rowCount, version: await readResultsVersion(trx, appealId) } : null;
    });
    return current !== null && (await renewAskColumns(services.pool, companyId, appealId, current)) !== null;
  } catch (error) {
    services.log.warn({ err: error, appealId }, 'Could not renew the grid columns after an edit');
    return false;
  }
}
