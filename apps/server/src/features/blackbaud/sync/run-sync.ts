import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Db } from '../../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../../db/statistics.ts';
import { LIMIT_EXCEEDED_STATUS } from '../../billing/index.ts';
import { clearEnvironmentDonors, updateEnvironment } from '../../donors/index.ts';
import { SkyReauthenticationRequired, type SkyApiClient } from '../../../platform/sky/sky-client.ts';
import { markNeedsReauthentication } from '../sky-connection.ts';
import { assertRoomFor, assertWithinLimit, ConstituentLimitExceeded, limitExceededError } from './constituent-room.ts';
import { PagePrefetch } from './page-prefetch.ts';
import { firstLink, SYNC_ENTITIES, type SyncEntity } from './sync-entities.ts';
import { giftTotalSql } from './environment-totals.ts';
import type { SyncTarget } from './write-sky-pages.ts';

// One sync request, entity by entity and page by page. Each page's rows and the entity's next_link are
// committed together, so a run that dies resumes at the page it had not committed: every record is written
// once. An essential entity that fails ends the sync in ERROR; a non-essential one only marks itself.

type Services = Pick<AppServices, 'db' | 'bus' | 'config'>;

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
  const reads = await entitiesToRead(db, companyId, request);
  const prefetches = chainPrefetches(client, reads);
  try {
    for (const read of reads) {
      const { definition } = read;
      try {
        // Gift pages look their donors up by SKY id: without statistics on the constituents just loaded the
        // planner takes them for a handful of rows (measured: an index probe per gift through the wrong index).
        if (definition.entity === 'gifts') await refreshStatistics(db, ['constituents']);
        await readEntity(services, prefetches.of(read), target, request, read);
      } catch (error) {
        const isReauth = error instanceof SkyReauthenticationRequired;
        const isOverLimit = error instanceof ConstituentLimitExceeded;
        if (isReauth) await markNeedsReauthentication(db, companyId, request.environmentId);
        await setEntity(db, companyId, requestId, definition.entity, { status: 'ERROR', errorMessage: messageOf(error) });
        if (definition.isEssential || isReauth || isOverLimit) {
          await finish(services, target, request, isOverLimit ? limitExceededError(error) : `${definition.entity}::${messageOf(error)}`);
          return;
        }
      }
      await publishProgress(services, target, requestId);
    }
  } finally {
    prefetches.stopAll();
  }
  await finish(services, target, request, null);
}

interface EntityRead {
  definition: SyncEntity;
  /** The committed next_link of a run that died, or null to start at the first page. */
  resumeAt: string | null;
  isIncremental: boolean;
  first: string;
}

/** The entities still to read, in order, with where each starts. */
async function entitiesToRead(db: Db, companyId: number, request: RequestRow): Promise<EntityRead[]> {
  const states = await withCompany(db, companyId, (trx) =>
    trx.selectFrom('blackbaudIngestionEntities').select(['entity', 'status', 'nextLink']).where('requestId', '=', request.id).execute(),
  );
  const byEntity = new Map(states.map((s) => [s.entity, s]));
  return SYNC_ENTITIES.flatMap((definition) => {
    const state = byEntity.get(definition.entity);
    if (!state || state.status === 'DONE' || state.status === 'ERROR' || state.status === 'CANCELLED') return [];
    const isIncremental = request.modifiedSince !== null && definition.isIncremental;
    return [{ definition, resumeAt: state.nextLink, isIncremental, first: state.nextLink ?? firstLink(definition, request.modifiedSince) }];
  });
}

/**
 * One reader per entity, each starting when the one before has read its last page: the next entity's
 * pages arrive while the last pages of this one are still being written.
 */
function chainPrefetches(client: SkyApiClient, reads: EntityRead[]) {
  const started = new Map<EntityRead, PagePrefetch>();
  const start = (index: number): PagePrefetch | undefined => {
    const read = reads[index];
    if (!read) return undefined;
    let prefetch = started.get(read);
    if (!prefetch) {
      prefetch = new PagePrefetch(client, read.first);
      started.set(read, prefetch);
      void prefetch.ended.then(() => start(index + 1));
    }
    return prefetch;
  };
  return {
    of: (read: EntityRead) => start(reads.indexOf(read))!,
    stopAll: () => started.forEach((prefetch) => prefetch.stop()),
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

/** Pages written as they arrive, several in one transaction when writing fell behind the reading. */
const MAX_PAGES_PER_WRITE = 4;

async function readEntity(services: Services, pages: PagePrefetch, target: SyncTarget, request: RequestRow, read: EntityRead) {
  const { definition, isIncremental } = read;
  await setEntity(services.db, target.companyId, request.id, definition.entity, { status: 'IN_PROGRESS' });
  let isFirstFullRead = definition.entity === 'constituents' && !isIncremental && read.resumeAt === null;
  for (let batch = await pages.take(MAX_PAGES_PER_WRITE); batch.length; batch = await pages.take(MAX_PAGES_PER_WRITE)) {
    const records = latestById(batch.flatMap((fetched) => fetched.page.value));
    const count = batch.reduce((n, fetched) => n + fetched.page.value.length, 0);
    const last = batch.at(-1)!;
    const checkRoom = isFirstFullRead;
    await withCompany(services.db, target.companyId, async (trx) => {
      // SKY's count is the whole collection: refuse an over-limit first sync before anything is written.
      if (checkRoom) await assertRoomFor(trx, services.config, target, batch[0]!.page.count ?? batch[0]!.page.value.length);
      await definition.write(trx, target, records, isIncremental);
      if (definition.entity === 'constituents') await assertWithinLimit(trx, services.config, target);
      // Only a committed page moves nextLink, so a run that dies re-reads what it had prefetched.
      await trx
        .updateTable('blackbaudIngestionEntities')
        .set({
          ingested: sql`ingested + ${count}`,
          total: last.page.count ?? count,
          nextLink: last.next,
          status: last.next ? 'IN_PROGRESS' : 'DONE',
          updatedAt: sql`now()`,
        })
        .where('requestId', '=', request.id)
        .where('entity', '=', definition.entity)
        .execute();
    });
    isFirstFullRead = false;
    await publishProgress(services, target, request.id);
  }
}

/** Pages written together are one statement, which may not touch a row twice: a record that two pages carry is written as last read. */
function latestById(records: unknown[]): unknown[] {
  const byId = new Map<unknown, unknown>();
  for (const record of records) {
    const id = (record as { id?: unknown }).id ?? record;
    byId.delete(id);
    byId.set(id, record);
  }
  return byId.size === records.length ? records : [...byId.values()];
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
