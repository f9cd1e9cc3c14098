import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { readCurrentAskRun } from '../ask-runs.repository.ts';
import { CACHED_DONORS } from './ask-columns.ts';
import { readResultsVersion } from './read-results-page.ts';
import { warmAskColumns } from './sorted-page.ts';

// A web process that has just started holds no grid columns, and the first sorts and searches of every
// large appeal wait while it reads them (a cold process served its first 10 s of the load benchmark at a
// p95 of 1.5 to 2 s, against about 300 ms after). So before it takes requests, it reads the columns of the
// large appeals whose results changed lately: those are the ones people review.

export interface GridWarmUp {
  /** Appeals smaller than this are read quickly enough when first asked for. */
  minDonors: number;
  /** Results changed (calculated or edited) within this many days. */
  days: number;
  /** At most this many donors in all: half of what the process keeps, the rest for what is asked next. */
  donors: number;
}

export const GRID_WARM_UP: GridWarmUp = { minDonors: 50_000, days: 14, donors: CACHED_DONORS / 2 };

/** Reads the grid columns of recently changed large appeals; resolves to how many appeals it read. */
export async function warmGridColumns(
  services: Pick<AppServices, 'db' | 'pool' | 'log'>,
  warmUp: GridWarmUp = GRID_WARM_UP,
): Promise<number> {
  const started = performance.now();
  const { rows } = await sql<{ companyId: number; appealId: number; donors: number }>`
    select company_id as "companyId", appeal_id as "appealId", donors
    from askwise_recent_large_appeals(${warmUp.minDonors}, now() - make_interval(days => ${warmUp.days}), 20)`.execute(services.db);
  let donors = 0;
  let warmed = 0;
  for (const appeal of rows) {
    if (donors + appeal.donors > warmUp.donors) continue;
    try {
      const current = await withCompany(services.db, appeal.companyId, async (trx) => {
        const run = await readCurrentAskRun(trx, appeal.appealId);
        return run?.generation
          ? { generation: run.generation, count: run.rowCount, version: await readResultsVersion(trx, appeal.appealId) }
          : null;
      });
      if (!current) continue;
      await warmAskColumns(services.pool, appeal.companyId, appeal.appealId, current);
      donors += current.count;
      warmed += 1;
    } catch (error) {
      services.log.warn({ err: error, appealId: appeal.appealId }, 'Could not read the grid columns of an appeal ahead');
    }
  }
  if (warmed)
    services.log.info(
      { appeals: warmed, donors, ms: Math.round(performance.now() - started) },
      'Read the grid columns of recent large appeals',
    );
  return warmed;
}
