import { refreshCrmResults } from '../../test-and-learn/index.ts';
import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Db } from '../../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../../db/statistics.ts';
import { LIMIT_EXCEEDED_STATUS } from '../../billing/index.ts';
import { clearEnvironmentDonors, runSourceSync, updateEnvironment, type SyncLedger, type SyncStage } from '../../donors/index.ts';
import { SkyReauthenticationRequired, type SkyApiClient, type SkyPage } from '../../../platform/sky/sky-client.ts';
import { markNeedsReauthentication } from '../sky-connection.ts';
import { assertRoomFor, assertWithinLimit, ConstituentLimitExceeded, limitExceededError } from './constituent-room.ts';
import { firstLink, SYNC_ENTITIES, type SyncEntity } from './sync-entities.ts';
import { giftTotalSql } from './environment-totals.ts';
import type { SyncTarget } from './write-sky-pages.ts';

// One sync request, entity by entity and page by page, run by features/donors' source-sync runner: each page's
// rows and the entity's next_link are committed together, so a run that dies resumes at the page it had not
// committed. An essential entity that fails ends the sync in ERROR; a non-essential one only marks itself.

type Services = Pick<AppServices, 'db' | 'bus' | 'config' | 'pool' | 'log'>;

interface RequestRow {
  id: number;
  environmentId: number;
  type: 'SYNC' | 'RESYNC';
  status: string;
  modifiedSince: Date | null;
  startedAt: Date;
}

/** The part of an error worth showing: SKY's message, after '::' where the caller adds a prefix. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function runSync(services: Services, client: SkyApiClient, companyId: number, requestId: number): Promise<void> {
  const { db } = services;
  const request = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('blackbaudIngestionRequests')
      .select(['id', 'environmentId', 'type', 'status', 'modifiedSince', 'startedAt'])
      .where('id', '=', requestId)
      .executeTakeFirst(),
  );
  if (!request || request.status !== 'IN_PROGRESS') return;
  const target: SyncTarget = { companyId, environmentId: request.environmentId };
  await clearForFullSync(db, target, request);
  const failure = await runSourceSync<string>({
    db,
    companyId,
    ledger: entityLedger(services, client, target, request),
    endsSync: (error) => error instanceof SkyReauthenticationRequired || error instanceof ConstituentLimitExceeded,
  });
  const error = failure && (failure.error instanceof ConstituentLimitExceeded ? limitExceededError(failure.error) : `${failure.stage}::${messageOf(failure.error)}`);
  await finish(services, target, request, error);
}

/** The sync's state in blackbaud_ingestion_entities: one row per entity, with its next_link and counts. */
function entityLedger(services: Services, client: SkyApiClient, target: SyncTarget, request: RequestRow): SyncLedger<string> {
  const { db } = services;
  const { companyId } = target;
  return {
    pending: async () => {
      const states = await withCompany(db, companyId, (trx) =>
        trx.selectFrom('blackbaudIngestionEntities').select(['entity', 'status', 'nextLink']).where('requestId', '=', request.id).execute(),
      );
      const byEntity = new Map(states.map((s) => [s.entity, s]));
      return SYNC_ENTITIES.flatMap((definition) => {
        const state = byEntity.get(definition.entity);
        if (!state || state.status === 'DONE' || state.status === 'ERROR' || state.status === 'CANCELLED') return [];
        return [{ stage: entityStage(services, client, target, request, definition), resumeAt: state.nextLink }];
      });
    },
    started: (entity) => setEntity(db, companyId, request.id, entity, { status: 'IN_PROGRESS' }),
    committed: async (trx, entity, progress) => {
      await trx
        .updateTable('blackbaudIngestionEntities')
        .set({
          ingested: sql`ingested + ${progress.read}`,
          total: progress.total,
          nextLink: progress.next,
          status: progress.next ? 'IN_PROGRESS' : 'DONE',
          updatedAt: sql`now()`,
        })
        .where('requestId', '=', request.id)
        .where('entity', '=', entity)
        .execute();
    },
    failed: async (entity, error) => {
      if (error instanceof SkyReauthenticationRequired) await markNeedsReauthentication(db, companyId, request.environmentId);
      await setEntity(db, companyId, request.id, entity, { status: 'ERROR', errorMessage: messageOf(error) });
    },
    progress: () => publishProgress(services, target, request.id),
  };
}

/** An entity as a stage: SKY's pages from the first link (or the committed next_link), written by its writer. */
function entityStage(services: Services, client: SkyApiClient, target: SyncTarget, request: RequestRow, definition: SyncEntity): SyncStage<string> {
  const isIncremental = request.modifiedSince !== null && definition.isIncremental;
  const isConstituents = definition.entity === 'constituents';
  return {
    name: definition.entity,
    isEssential: definition.isEssential,
    read: async (link) => {
      const page = await client.get<SkyPage<unknown>>(link ?? firstLink(definition, request.modifiedSince));
      // An empty page ends the chain even if SKY names a next one.
      return { records: page.value, next: page.next_link && page.value.length > 0 ? page.next_link : null, total: page.count ?? null };
    },
    keyOf: (record) => (record as { id?: unknown }).id ?? record,
    // Gift pages look their donors up by SKY id: without statistics on the constituents just loaded the
    // planner takes them for a handful of rows (measured: an index probe per gift through the wrong index).
    before: definition.entity === 'gifts' ? () => refreshStatistics(services.db, ['constituents']) : undefined,
    write: async (trx, records, batch) => {
      // SKY's count is the whole collection: refuse an over-limit first sync before anything is written.
      if (isConstituents && batch.isFirst && !isIncremental) await assertRoomFor(trx, services.config, target, batch.total ?? records.length);
      await definition.write(trx, target, records, isIncremental);
      if (isConstituents) await assertWithinLimit(trx, services.config, target);
    },
  };
}

/** A first sync or a RESYNC starts from an empty environment, once (before any entity has progressed). */
async function clearForFullSync(db: Db, target: SyncTarget, request: RequestRow): Promise<void> {
  if (request.modifiedSince) return;
  await withCompany(db, target.companyId, async (trx) => {
    const started = await trx
      .selectFrom('blackbaudIngestionEntities')
      .select('entity')
      .where('requestId', '=', request.id)
      .where('status', '!=', 'PENDING')
      .executeTakeFirst();
    if (started) return;
    await clearEnvironmentDonors(trx, target.environmentId);
  });
}

async function setEntity(
  db: Db,
  companyId: number,
  requestId: number,
  entity: string,
  fields: { status: 'IN_PROGRESS' | 'ERROR' | 'CANCELLED'; errorMessage?: string },
) {
  await withCompany(db, companyId, (trx) =>
    trx
      .updateTable('blackbaudIngestionEntities')
      .set({ ...fields, updatedAt: sql`now()` })
      .where('requestId', '=', requestId)
      .where('entity', '=', entity)
      .execute(),
  );
}

/** Progress entries as the spec's NTYPE_BBINGESTION message carries them. */
export async function ingestionProgress(db: Db, companyId: number, requestId: number) {
  const rows = await withCompany(db, companyId, (trx) =>
    trx.selectFrom('blackbaudIngestionEntities').selectAll().where('requestId', '=', requestId).orderBy('position').execute(),
  );
  return rows.map((r) => ({
    bbijId: r.requestId,
    bbijEntity: r.entity,
    ingested: r.ingested,
    total: r.total,
    percentage: r.total > 0 ? Math.min(100, Math.floor((r.ingested * 100) / r.total)) : r.status === 'DONE' ? 100 : 0,
    status: r.status,
    isEssential: r.isEssential,
    errorMessage: r.errorMessage,
  }));
}

async function publishProgress(services: Services, target: SyncTarget, requestId: number, ingestionStatus = 'IN_PROGRESS') {
  const progress = await ingestionProgress(services.db, target.companyId, requestId);
  await services.bus.publish({
    type: 'NTYPE_BBINGESTION',
    targetId: String(target.environmentId),
    companyId: target.companyId,
    payload: { progress, ingestionStatus },
  });
}

/** Ends the request and the environment's sync: totals, status, unlock; statistics refreshed for mapping. */
async function finish(services: Services, target: SyncTarget, request: RequestRow, error: string | null) {
  const status = error ? 'ERROR' : 'DONE';
  // Appeals whose results come from this environment read its gifts again, before the sync reads as DONE.
  if (!error) await refreshCrmResults(services, target.companyId, target.environmentId, new Date());
  const environment = await withCompany(services.db, target.companyId, async (trx) => {
    if (error) {
      await trx
        .updateTable('blackbaudIngestionEntities')
        .set({ status: 'CANCELLED', updatedAt: sql`now()` })
        .where('requestId', '=', request.id)
        .where('status', 'in', ['PENDING', 'IN_PROGRESS'])
        .execute();
    }
    await trx
      .updateTable('blackbaudIngestionRequests')
      .set({ status, errorMessage: error, completedAt: sql`now()` })
      .where('id', '=', request.id)
      .execute();
    // An over-limit sync reads as Excel's: ERROR_LIMIT_EXCEDED, which the page answers with 'Subscription update required'.
    const ingestionStatus = error?.startsWith(`${LIMIT_EXCEEDED_STATUS}::`) ? LIMIT_EXCEEDED_STATUS : status;
    const count = async (table: 'constituents' | 'audiences') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('environmentId', '=', target.environmentId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const finished = await updateEnvironment(trx, target.environmentId, {
      status,
      isLocked: false,
      ingestionStatus,
      ingestionError: error,
      errorMessage: error,
      constituentTotal: await count('constituents'),
      giftTotal: giftTotalSql(target.environmentId),
      totalAudienceLists: await count('audiences'),
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
      ...(error
        ? {}
        : { ingestionCompletionDate: sql`now()`, totalSyncTime: Math.round((Date.now() - request.startedAt.getTime()) / 1000) }),
    });
    if (!finished) throw new Error(`Environment ${target.environmentId} is gone.`);
    return finished;
  });
  // Fresh statistics before anyone maps an appeal on what was just loaded.
  await refreshStatistics(services.db, DONOR_MODEL_TABLES);
  await publishProgress(services, target, request.id, status);
  await services.bus.publish({
    type: 'NTYPE_ITEMS',
    targetId: String(target.environmentId),
    companyId: target.companyId,
    payload: {
      organisationName: environment.organizationName,
      status: environment.status,
      total: { constituent: environment.constituentTotal, gift: environment.giftTotal },
      isLocked: environment.isLocked ? 1 : 0,
      error: environment.errorMessage,
    },
  });
}
