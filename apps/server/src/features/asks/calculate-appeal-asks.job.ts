import { z } from 'zod';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { ALGORITHM_ERROR_PREFIX, reportAlgorithm } from './algorithm-status.ts';
import { APPEAL_ASKS_LOCK_SPACE } from './appeal-ask-settings.ts';
import { CalculationError, calculateAppealAsks, publishCalculatedAppeal, removeOldGenerations } from './calculate-appeal-asks.ts';

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * BulkUpdateAppealConstituent's work: calculates an appeal's asks (calculate-appeal-asks.ts). A worker
 * that dies mid-run leaves the previous results current; pg-boss retries the job once it expires, and
 * the retry starts a fresh generation.
 */
export const calculateAppealAsksJob = defineJob({
  id: 'asks.calculate-appeal',
  payload: z.object({ companyId: z.number().int().positive(), appealId: z.number().int().positive() }),
  retryLimit: 2,
  // A million donors take about ten seconds; the limit is how long a dead worker's job waits for its retry.
  expireInSeconds: 5 * 60,
  run: async ({ companyId, appealId }, services) => {
    await runAppealCalculation(services, companyId, appealId);
  },
});

/** One calculation with the appeal's lock held, then the clean-up that readers need not wait for. */
export async function runAppealCalculation(
  services: Pick<AppServices, 'db' | 'bus' | 'pool' | 'log' | 'calculationGroups'>,
  companyId: number,
  appealId: number,
): Promise<void> {
  // A session lock on its own connection: released by the database itself if this process dies.
  const lock = await services.pool.connect();
  let outcome: Awaited<ReturnType<typeof calculateAppealAsks>>;
  try {
    await lock.query('select pg_advisory_lock($1, $2)', [APPEAL_ASKS_LOCK_SPACE, appealId]);
    try {
      outcome = await calculateAppealAsks(services, companyId, appealId);
    } catch (error) {
      const isExpected = error instanceof CalculationError || error instanceof UserFacingError;
      const message = isExpected ? (error as Error).message : SOMETHING_WENT_WRONG;
      if (!isExpected) services.log.error({ err: error, appealId }, 'Ask calculation failed');
      await reportAlgorithm(services, companyId, appealId, {
        status: `${ALGORITHM_ERROR_PREFIX}${message}`,
        stage: 'ERROR',
        percent: 0,
        error: message,
      });
      await publishCalculatedAppeal(services, companyId, appealId);
      // Only an unexpected failure is worth a retry.
      if (!isExpected) throw error;
      return;
    } finally {
      await lock.query('select pg_advisory_unlock($1, $2)', [APPEAL_ASKS_LOCK_SPACE, appealId]).catch(() => undefined);
    }
  } finally {
    lock.release();
  }
  if (!outcome) return;
  const { generation } = outcome;
  services.log.info({ appealId, donors: outcome.rowCount, ms: outcome.milliseconds, stages: outcome.stages }, 'Asks calculated');
  await removeOldGenerations(services, companyId, appealId, generation);
  // The first full read of freshly written rows sets their hint bits; doing it now keeps that cost
  // out of the first search or sort a user runs.
  await withCompany(services.db, companyId, (trx) =>
    trx
      .selectFrom('appealAsks')
      .select((eb) => eb.fn.countAll().as('rows'))
      .where('appealId', '=', appealId)
      .where('generation', '=', generation)
      .execute(),
  );
}
