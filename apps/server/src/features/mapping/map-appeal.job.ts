import { sql } from 'kysely';
import { z } from 'zod';
import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import { MAP_APPEAL_PROCESS_ERROR, MAP_APPEAL_STATUSES } from '@askwise/domain/mapping/map-appeal-statuses';
import { mappingFingerprint, parseStoredMapping } from '@askwise/domain/mapping/mapping-settings';
import { withCompany } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { findAppeal, recordDonorCount } from '../appeals/index.ts';
import { computeAppealGiving, isWholeEnvironmentAudience, writeAppealConstituents } from './appeal-giving.sql.ts';
import { resolveMappedCombos } from './mapped-combos.ts';
import { reportMapAppealStatus, reportMapAppealStatuses, type MapAppealServices } from './map-appeal-status.ts';

export const UNSYNCED_AUDIENCE = 'has not been synced and thus cannot be used to generate ask-strings';

export interface MapAppealRun {
  companyId: number;
  appealId: number;
  /** 'YYYY-MM-DD'; defaults to the server's today. */
  today?: string;
  /** Aborted when the queue gave up on this attempt: a retry reports from then on, not this run. */
  signal?: AbortSignal;
}

/** Statuses whose figures the single grouped pass computes together; reported as that pass completes. */
const FIGURES_OF_THE_PASS = MAP_APPEAL_STATUSES.slice(MAP_APPEAL_STATUSES.indexOf('POP_TEMP_GIFT_SPLITS'), MAP_APPEAL_STATUSES.indexOf('POP_APPEAL_CONSTITUENTS_WITH_AGG_DATA'));

/**
 * Maps an appeal: walks the spec's statuses while computing every audience member's giving in set-based
 * SQL, and replaces the appeal's rows in one transaction. On failure the status becomes ERROR:: with a
 * message, and the appeal and its previous rows stay as they were.
 */
export async function runMapAppeal(services: MapAppealServices, { companyId, appealId, today = localCalendarDate(new Date()), signal }: MapAppealRun): Promise<{ rows: number }> {
  // Progress is written and pushed in order, each on a short transaction of its own, beside the mapping
  // rather than in its way: on a busy machine every round trip the mapping waits for costs it time.
  let progress: Promise<void> = Promise.resolve();
  const reportAll = (statuses: ReadonlyArray<(typeof MAP_APPEAL_STATUSES)[number]>) => {
    progress = progress.then(() => reportMapAppealStatuses(services, companyId, appealId, statuses)).catch(() => undefined);
  };
  const report = (status: (typeof MAP_APPEAL_STATUSES)[number]) => reportAll([status]);
  try {
    report('INIT');
    const outcome = await withCompany(services.db, companyId, async (trx) => {
      // One mapping of an appeal at a time: a second request waits, then sees the first one's rows.
      await sql`select pg_advisory_xact_lock(7419210, ${appealId})`.execute(trx);
      const appeal = await findAppeal(trx, appealId);
      if (!appeal) throw new UserFacingError('Appeal not found.');
      if (sourceOfDataImportSourceId(appeal.dataImportSourceId) === 'excel' || !appeal.environmentId || !appeal.audienceId) {
        throw new UserFacingError('Only donor-database and Virtuous appeals are mapped from gifts.');
      }
      const settings = parseStoredMapping(appeal.mappingSettings);
      const combos = await resolveMappedCombos(trx, appeal.environmentId, settings);
      report('POP_TEMP_AUDIENCE_CONSTITUENTS');
      const audience = await trx
        .selectFrom('audiences')
        .select(['name', 'lastLinkedToConstituentsOn', 'total'])
        .where('id', '=', appeal.audienceId)
        .where('environmentId', '=', appeal.environmentId)
        .executeTakeFirst();
      if (!audience) throw new UserFacingError('Audience not found.');
      if (!audience.lastLinkedToConstituentsOn) throw new UserFacingError(`${audience.name} ${UNSYNCED_AUDIENCE}`);
      report('POP_TEMP_GIFTS');
      const input = {
        companyId,
        appealId,
        environmentId: appeal.environmentId,
        audienceId: appeal.audienceId,
        includeSoftCredits: appeal.includeSoftCredits,
        settings,
        combos,
        today,
        expectedDonors: audience.total,
        isWholeEnvironment: await isWholeEnvironmentAudience(trx, appeal.environmentId, appeal.audienceId),
      };
      await computeAppealGiving(trx, input);
      reportAll([...FIGURES_OF_THE_PASS, 'POP_APPEAL_CONSTITUENTS_WITH_AGG_DATA']);
      const rows = await writeAppealConstituents(trx, input);
      await recordDonorCount(trx, companyId, appealId, rows);
      report('REMOVE_TEMP_DATA_FOR_APPEAL');
      return { rows, fingerprint: mappingFingerprint(settings, appeal.includeSoftCredits) };
    });
    await progress;
    // New rows mean any calculated asks are gone: the calculation starts again.
    await reportMapAppealStatus(services, companyId, appealId, 'DONE', {
      isLocked: false,
      error: null,
      mappedFingerprint: outcome.fingerprint,
      resetAlgorithm: true,
    });
    return { rows: outcome.rows };
  } catch (error) {
    await progress;
    if (signal?.aborted) throw error;
    const message = error instanceof UserFacingError ? error.message : MAP_APPEAL_PROCESS_ERROR;
    await reportMapAppealStatus(services, companyId, appealId, `ERROR::${message}`, { isLocked: false, error: message }).catch(() => undefined);
    throw error;
  }
}

export const mapAppealJob = defineJob({
  id: 'mapping.map-appeal',
  payload: z.object({ companyId: z.number().int().positive(), appealId: z.number().int().positive(), today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional() }),
  // Retried only when its worker died or it expired (the transaction rolled back with it, so the retry maps
  // the appeal once); a mapping that fails is reported to the user, who saves again.
  retryLimit: 2,
  expireInSeconds: 15 * 60,
  heartbeatSeconds: 10,
  // Several appeals are mapped at once, at most two of one company: one company never queues another's.
  concurrency: 3,
  perCompany: 2,
  run: async (payload, services, job) => {
    await runMapAppeal(services, { ...payload, signal: job.signal }).catch((error: unknown) => {
      // Already reported as ERROR:: on the appeal; a retry would only repeat it behind the user's back.
      if (job.signal.aborted) throw error;
      services.log.warn({ err: error, appealId: payload.appealId }, 'Mapping failed');
    });
  },
});
