import { sql } from 'kysely';
import { localCalendarDate } from '@askwise/domain/mapping/mapping-dates';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../db/statistics.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { clearEnvironmentDonors, ensureEnvironment, updateEnvironment } from '../donors/index.ts';
import {
  insertPracticeConstituents,
  insertPracticeGifts,
  insertPracticeHierarchy,
  type PracticeGeneration,
} from './generate-practice-donors.ts';
import { insertPracticeAudiences } from './practice-audiences.ts';
import {
  PRACTICE_DEFAULT_CONSTITUENTS,
  PRACTICE_ENVIRONMENT_ID,
  PRACTICE_ENVIRONMENT_NAME,
  PRACTICE_ORGANIZATION_NAME,
} from './practice-catalog.ts';

export interface PracticeOptions {
  constituents?: number;
  seed?: number;
  /** 'YYYY-MM-DD'; the history ends here (default: today). */
  today?: string;
  /** Share of monthly givers (default 0.04); more monthly givers mean more gifts per donor. */
  monthlyShare?: number;
  /** Donors per gift-planning statement: large benchmark environments plan their gifts in chunks. */
  chunkSize?: number;
  /** Runs after each chunk inside the transaction (the benchmark reports progress). */
  onChunk?: (trx: Trx) => Promise<void> | void;
  /** Runs first in the generating transaction (the benchmark, loading as the owner, skips per-row checks). */
  prepareTransaction?: (trx: Trx) => Promise<void>;
  /** Receives the environment's status changes (NTYPE_ITEMS) when given. */
  bus?: Pick<EventBus, 'publish'>;
}

export interface PracticeSummary {
  environmentId: number;
  constituents: number;
  gifts: number;
  audiences: number;
  isNew: boolean;
}

const DEFAULT_SEED = 2026;

/** The practice environment row of a company, created (locked, CREATE_JOBS) when missing. */
export async function ensurePracticeEnvironmentRow(db: Db, companyId: number) {
  return withCompany(db, companyId, async (trx) => {
    await ensureEnvironment(trx, {
      companyId,
      dataImportSourceId: 1,
      organizationId: `practice-${companyId}`,
      organizationName: PRACTICE_ORGANIZATION_NAME,
      environmentId: PRACTICE_ENVIRONMENT_ID,
      environmentName: PRACTICE_ENVIRONMENT_NAME,
      status: 'CREATE_JOBS',
      isLocked: true,
      ingestionType: 'SYNC',
    });
    return trx
      .selectFrom('environments')
      .select(['id', 'status', 'constituentTotal', 'giftTotal', 'totalAudienceLists'])
      .where('companyId', '=', companyId)
      .where('environmentId', '=', PRACTICE_ENVIRONMENT_ID)
      .where('dataImportSourceId', '=', 1)
      .executeTakeFirstOrThrow();
  });
}

async function setStatus(
  db: Db,
  companyId: number,
  environmentId: number,
  options: PracticeOptions,
  fields: { status: string; isLocked: boolean; errorMessage?: string | null },
) {
  const row = await withCompany(db, companyId, async (trx) => {
    const updated = await updateEnvironment(trx, environmentId, { ...fields, lastStatusUpdate: sql`now()`, updatedAt: sql`now()` });
    if (!updated) throw new Error(`Environment ${environmentId} is gone.`);
    return updated;
  });
  await options.bus?.publish({
    type: 'NTYPE_ITEMS',
    targetId: String(environmentId),
    companyId,
    payload: {
      organisationName: row.organizationName,
      status: row.status,
      total: { constituent: row.constituentTotal, gift: row.giftTotal },
      isLocked: row.isLocked ? 1 : 0,
      error: row.errorMessage,
    },
  });
}

/**
 * Fills a company's practice environment ('AskwisePracticeEnvironment') with a generated organisation:
 * donors, ten years of gifts, the campaign / appeal / fund hierarchy and audience lists. Repeatable for a
 * seed; does nothing when the environment is already generated.
 */
export async function createPracticeEnvironment(db: Db, companyId: number, options: PracticeOptions = {}): Promise<PracticeSummary> {
  const environment = await ensurePracticeEnvironmentRow(db, companyId);
  if (environment.status === 'DONE') {
    return {
      environmentId: environment.id,
      constituents: environment.constituentTotal,
      gifts: environment.giftTotal,
      audiences: environment.totalAudienceLists,
      isNew: false,
    };
  }
  const started = Date.now();
  const generation: PracticeGeneration = {
    companyId,
    environmentId: environment.id,
    constituents: options.constituents ?? PRACTICE_DEFAULT_CONSTITUENTS,
    seed: options.seed ?? DEFAULT_SEED,
    today: options.today ?? localCalendarDate(new Date()),
    monthlyShare: options.monthlyShare ?? 0.04,
  };
  await setStatus(db, companyId, environment.id, options, { status: 'ORCHESTRATING', isLocked: true, errorMessage: null });
  try {
    const generate = async (trx: Trx, chunk: number): Promise<Omit<PracticeSummary, 'isNew'> | null> => {
      // One generation per environment at a time (several web processes may seed at once).
      await sql`select pg_advisory_xact_lock(7419211, ${environment.id})`.execute(trx);
      await options.prepareTransaction?.(trx);
      const current = await trx.selectFrom('environments').select('status').where('id', '=', environment.id).executeTakeFirstOrThrow();
      if (current.status === 'DONE') return null;
      // A retry after a failure starts from nothing.
      await clearEnvironmentDonors(trx, environment.id);
      await insertPracticeHierarchy(trx, generation);
      await insertPracticeConstituents(trx, generation, 1, generation.constituents);
      let gifts = 0;
      for (let from = 1; from <= generation.constituents; from += chunk) {
        const to = Math.min(generation.constituents, from + chunk - 1);
        gifts += (await insertPracticeGifts(trx, generation, from, to)).gifts;
        await options.onChunk?.(trx);
      }
      const audiences = await insertPracticeAudiences(trx, generation);
      await updateEnvironment(trx, environment.id, {
        constituentTotal: generation.constituents,
        giftTotal: gifts,
        totalAudienceLists: audiences,
        ingestionStatus: 'DONE',
        ingestionCompletionDate: sql`now()`,
        totalSyncTime: Math.round((Date.now() - started) / 1000),
      });
      return { environmentId: environment.id, constituents: generation.constituents, gifts, audiences };
    };
    const result = await withCompany(db, companyId, (trx) => generate(trx, options.chunkSize ?? generation.constituents));
    // The company's first mapping is planned with statistics that know its environment.
    if (result) await refreshStatistics(db, DONOR_MODEL_TABLES);
    await setStatus(db, companyId, environment.id, options, { status: 'DONE', isLocked: false });
    if (!result) return { ...(await createPracticeEnvironment(db, companyId)), isNew: false };
    return { ...result, isNew: true };
  } catch (error) {
    await setStatus(db, companyId, environment.id, options, {
      status: 'ERROR',
      isLocked: false,
      errorMessage: 'ERROR::The practice environment could not be generated, please try again.',
    });
    throw error;
  }
}

export { PRACTICE_ENVIRONMENT_ID };
export type PracticeServices = Pick<AppServices, 'db' | 'jobs' | 'bus'>;
