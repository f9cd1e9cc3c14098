import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Db } from '../../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../../db/statistics.ts';
import { LIMIT_EXCEEDED_STATUS } from '../../billing/index.ts';
import { SkyReauthenticationRequired, type SkyApiClient, type SkyPage } from '../../../platform/sky/sky-client.ts';
import { markNeedsReauthentication } from '../sky-connection.ts';
import { assertRoomFor, assertWithinLimit, ConstituentLimitExceeded, limitExceededError } from './constituent-room.ts';
import { firstLink, SYNC_ENTITIES } from './sync-entities.ts';
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
    trx.selectFrom('blackbaudIngestionRequests').select(['id', 'environmentId', 'type', 'status', 'modifiedSince', 'startedAt']).where('id', '=', requestId).executeTakeFirst(),
  );
  if (!request || request.status !== 'IN_PROGRESS') return;
  const target: SyncTarget = { companyId, environmentId: request.environmentId };
  await clearForFullSync(db, target, request);
  for (const definition of SYNC_ENTITIES) {
    const state = await entityState(db, companyId, requestId, definition.entity);
    if (state.status === 'DONE' || state.status === 'ERROR' || state.status === 'CANCELLED') continue;
    try {
      await readEntity(services, client, target, request, definition, state.nextLink);
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
  await finish(services, target, request, null);
}

/** A first sync or a RESYNC starts from an empty environment, once (before any entity has progressed). */
async function clearForFullSync(db: Db, target: SyncTarget, request: RequestRow): Promise<void> {
  if (request.modifiedSince) return;
  await withCompany(db, target.companyId, async (trx) => {
    const started = await trx.selectFrom('blackbaudIngestionEntities').select('entity').where('requestId', '=', request.id).where('status', '!=', 'PENDING').executeTakeFirst();
    if (started) return;
    for (const table of ['audiences', 'constituents', 'fundraisingCampaigns', 'fundraisingAppeals', 'fundraisingFunds'] as const) {
      await trx.deleteFrom(table).where('environmentId', '=', target.environmentId).execute();
    }
  });
}

async function entityState(db: Db, companyId: number, requestId: number, entity: string) {
  return withCompany(db, companyId, (trx) =>
    trx.selectFrom('blackbaudIngestionEntities').select(['status', 'nextLink']).where('requestId', '=', requestId).where('entity', '=', entity).executeTakeFirstOrThrow(),
  );
}

async function setEntity(db: Db, companyId: number, requestId: number, entity: string, fields: { status: 'IN_PROGRESS' | 'ERROR' | 'CANCELLED'; errorMessage?: string }) {
  await withCompany(db, companyId, (trx) =>
    trx.updateTable('blackbaudIngestionEntities').set({ ...fields, updatedAt: sql`now()` }).where('requestId', '=', requestId).where('entity', '=', entity).execute(),
  );
}

async function readEntity(services: Services, client: SkyApiClient, target: SyncTarget, request: RequestRow, definition: (typeof SYNC_ENTITIES)[number], resumeAt: string | null) {
  await setEntity(services.db, target.companyId, request.id, definition.entity, { status: 'IN_PROGRESS' });
  const isIncremental = request.modifiedSince !== null && definition.isIncremental;
  const first = resumeAt ?? firstLink(definition, request.modifiedSince);
  let link: string | null = first;
  let pending: Promise<SkyPage<unknown>> | null = fetchPage(client, first);
  while (link && pending) {
    const page: SkyPage<unknown> = await pending;
    const next: string | null = page.next_link && page.value.length > 0 ? page.next_link : null;
    // The next page is on its way while this one is written: the sync runs at the API's pace, not the
    // sum of both. Only a committed page moves nextLink, so a run that dies re-reads what it had prefetched.
    pending = next ? fetchPage(client, next) : null;
    const isFirstFullPage = definition.entity === 'constituents' && !isIncremental && resumeAt === null && link === firstLink(definition, request.modifiedSince);
    await withCompany(services.db, target.companyId, async (trx) => {
      // SKY's count is the whole collection: refuse an over-limit first sync before anything is written.
      if (isFirstFullPage) await assertRoomFor(trx, services.config, target, page.count ?? page.value.length);
      await definition.write(trx, target, page.value, isIncremental);
      if (definition.entity === 'constituents') await assertWithinLimit(trx, services.config, target);
      await trx
        .updateTable('blackbaudIngestionEntities')
        .set({ ingested: sql`ingested + ${page.value.length}`, total: page.count ?? page.value.length, nextLink: next, status: next ? 'IN_PROGRESS' : 'DONE', updatedAt: sql`now()` })
        .where('requestId', '=', request.id)
        .where('entity', '=', definition.entity)
        .execute();
    });
    await publishProgress(services, target, request.id);
    link = next;
  }
}

/** A page request whose failure is handled where it is awaited (not as an unhandled rejection meanwhile). */
function fetchPage(client: SkyApiClient, link: string): Promise<SkyPage<unknown>> {
  const request = client.get<SkyPage<unknown>>(link);
  request.catch(() => undefined);
  return request;
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
  await services.bus.publish({ type: 'NTYPE_BBINGESTION', targetId: String(target.environmentId), companyId: target.companyId, payload: { progress, ingestionStatus } });
}

/** Ends the request and the environment's sync: totals, status, unlock; statistics refreshed for mapping. */
async function finish(services: Services, target: SyncTarget, request: RequestRow, error: string | null) {
  const status = error ? 'ERROR' : 'DONE';
  const environment = await withCompany(services.db, target.companyId, async (trx) => {
    if (error) {
      await trx.updateTable('blackbaudIngestionEntities').set({ status: 'CANCELLED', updatedAt: sql`now()` }).where('requestId', '=', request.id).where('status', 'in', ['PENDING', 'IN_PROGRESS']).execute();
    }
    await trx.updateTable('blackbaudIngestionRequests').set({ status, errorMessage: error, completedAt: sql`now()` }).where('id', '=', request.id).execute();
    // An over-limit sync reads as Excel's: ERROR_LIMIT_EXCEDED, which the page answers with 'Subscription update required'.
    const ingestionStatus = error?.startsWith(`${LIMIT_EXCEEDED_STATUS}::`) ? LIMIT_EXCEEDED_STATUS : status;
    const count = async (table: 'constituents' | 'gifts' | 'audiences') =>
      Number((await trx.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', target.environmentId).executeTakeFirstOrThrow()).n);
    return trx
      .updateTable('environments')
      .set({
        status,
        isLocked: false,
        ingestionStatus,
        ingestionError: error,
        errorMessage: error,
        constituentTotal: await count('constituents'),
        giftTotal: await count('gifts'),
        totalAudienceLists: await count('audiences'),
        lastStatusUpdate: sql`now()`,
        updatedAt: sql`now()`,
        ...(error ? {} : { ingestionCompletionDate: sql`now()`, totalSyncTime: Math.round((Date.now() - request.startedAt.getTime()) / 1000) }),
      })
      .where('id', '=', target.environmentId)
      .returning(['organizationName', 'status', 'constituentTotal', 'giftTotal', 'isLocked', 'errorMessage'])
      .executeTakeFirstOrThrow();
  });
  // Fresh statistics before anyone maps an appeal on what was just loaded.
  await refreshStatistics(services.db, DONOR_MODEL_TABLES);
  await publishProgress(services, target, request.id, status);
  await services.bus.publish({
    type: 'NTYPE_ITEMS',
    targetId: String(target.environmentId),
    companyId: target.companyId,
    payload: { organisationName: environment.organizationName, status: environment.status, total: { constituent: environment.constituentTotal, gift: environment.giftTotal }, isLocked: environment.isLocked ? 1 : 0, error: environment.errorMessage },
  });
}
