import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Trx } from '../../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../../db/statistics.ts';
import { VirtuousReconnectRequired, type VirtuousClient, type VirtuousList } from '../../../platform/virtuous/virtuous-client.ts';
import { limitExceededMessage, readConstituentRoom } from '../../billing/index.ts';
import { refreshGiftAskResults } from '../../test-and-learn/index.ts';
import { clearAudienceMembers, memberCount, removeAudienceMembersGifts, runSourceSync, updateAudience, updateEnvironment, type SyncLedger, type SyncStage } from '../../donors/index.ts';
import { markNeedsReauthentication } from '../virtuous-connection.ts';
import { writeContacts, writeGifts, writeLevels, type ContactRecord, type GiftRecord, type Levels, type SegmentLink, type Target } from './virtuous-records.ts';

// A tag's sync, stage by stage, run by features/donors' source-sync runner: the levels (campaigns,
// communications, projects; upserts, so a repeat is harmless), then the tag's contacts, then their gifts, each
// read with a Query `take` records at a time, one page at a time. Each page's rows and the stage's next skip are committed
// together, so a run whose worker died carries on at the first page it had not committed.

type Services = Pick<AppServices, 'db' | 'bus' | 'config' | 'pool' | 'log'>;
export const PAGE_SIZE = 1000;

type StageName = 'levels' | 'contacts' | 'gifts';
const STAGES: readonly StageName[] = ['levels', 'contacts', 'gifts'];
const STAGE_STATUS = { levels: 'LEVELS', contacts: 'CONTACTS', gifts: 'GIFTS' } as const;

export class LimitExceeded extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function runTagSync(services: Services, client: VirtuousClient, companyId: number, ingestionId: number): Promise<void> {
  const ingestion = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('virtuousIngestions').select(['id', 'environmentId', 'audienceId', 'status', 'stage', 'nextSkip']).where('id', '=', ingestionId).executeTakeFirst(),
  );
  if (!ingestion || ingestion.status === 'DONE' || ingestion.status === 'ERROR' || !ingestion.audienceId) return;
  const target: Target = { companyId, environmentId: ingestion.environmentId, audienceId: ingestion.audienceId };
  const tag = await withCompany(services.db, companyId, (trx) => trx.selectFrom('audiences').select(['name', 'externalId']).where('id', '=', target.audienceId).executeTakeFirstOrThrow());
  const stages = { levels: levelsStage(client, target), contacts: contactsStage(services, client, target, tag.name), gifts: giftsStage(client, target, tag.name) };
  // Page by page, as before the shared runner: reading ahead (as Raiser's Edge NXT does) is a change to measure first.
  const failure = await runSourceSync<number>({ db: services.db, companyId, ledger: ingestionLedger(services, target, ingestion, stages), readAhead: 0 });
  await finish(services, target, ingestion.id, failure && messageOf(failure.error));
}

/** The sync's state in its virtuous_ingestions row: the stage it is at, the next skip and the counts. */
function ingestionLedger(
  services: Services,
  target: Target,
  ingestion: { id: number; stage: string; nextSkip: number },
  stages: Record<StageName, SyncStage<number>>,
): SyncLedger<number> {
  const update = (trx: Trx, fields: Record<string, unknown>) =>
    trx.updateTable('virtuousIngestions').set({ ...fields, updatedAt: sql`now()` }).where('id', '=', ingestion.id).execute();
  let current = ingestion.stage as StageName;
  return {
    pending: async () => {
      const from = Math.max(0, STAGES.indexOf(current));
      return STAGES.slice(from).map((name, i) => ({ stage: stages[name], resumeAt: i === 0 && ingestion.nextSkip > 0 ? ingestion.nextSkip : null }));
    },
    // A stage started afresh counts from zero; one resumed keeps its skip and counts.
    started: async (name) => {
      const isNew = name !== current;
      current = name as StageName;
      await withCompany(services.db, target.companyId, (trx) =>
        update(trx, { status: STAGE_STATUS[current], stage: current, ...(isNew ? { nextSkip: 0, processed: 0, total: 0 } : {}) }),
      );
      await publish(services, target, ingestion.id);
    },
    committed: async (trx, name, progress) => {
      if (name === 'levels') return;
      await update(trx, { nextSkip: progress.next ?? sql`next_skip + ${progress.read}`, processed: sql`processed + ${progress.read}`, total: progress.total });
    },
    failed: async (_name, error) => {
      if (error instanceof VirtuousReconnectRequired) await markNeedsReauthentication(services.db, target.companyId, target.environmentId);
    },
    progress: () => publish(services, target, ingestion.id),
  };
}

/** One Query page at `skip`: the last when it is empty or reaches the total. */
async function queryPage<T>(client: VirtuousClient, path: string, body: unknown, skip: number) {
  const page = await client.post<VirtuousList<T>>(path, body, { skip, take: PAGE_SIZE });
  const next = skip + page.list.length;
  const isLast = page.list.length === 0 || next >= page.total;
  return { records: page.list as unknown[], next: isLast ? null : next, total: page.total };
}

function levelsStage(client: VirtuousClient, target: Target): SyncStage<number> {
  return {
    name: 'levels',
    isEssential: true,
    read: async () => ({ records: [await readLevels(client)], next: null, total: 1 }),
    write: (trx, records) => writeLevels(trx, target, records[0] as Levels),
  };
}

function contactsStage(services: Services, client: VirtuousClient, target: Target, tagName: string): SyncStage<number> {
  let condition: unknown;
  return {
    name: 'contacts',
    isEssential: true,
    read: async (skip) => {
      condition ??= await tagCondition(client, 'Contact', ['Tag', 'Contact Tag'], tagName);
      return queryPage<ContactRecord>(client, '/api/Contact/Query/FullContact', condition, skip ?? 0);
    },
    keyOf: (record) => (record as ContactRecord).id,
    write: async (trx, records, batch) => {
      // The tag's members are replaced with its first page, in the same transaction: a refused or failed
      // sync leaves the tag as it was.
      if (batch.isFirst) {
        await checkRoom(trx, services, target, batch.total ?? records.length);
        await clearAudienceMembers(trx, target.audienceId);
      }
      await writeContacts(trx, target, records as ContactRecord[]);
    },
  };
}

function giftsStage(client: VirtuousClient, target: Target, tagName: string): SyncStage<number> {
  let condition: unknown;
  let segments = new Map<number, SegmentLink>();
  return {
    name: 'gifts',
    isEssential: true,
    read: async (skip) => {
      condition ??= await tagCondition(client, 'Gift', ['Contact Tag', 'Tag'], tagName);
      return queryPage<GiftRecord>(client, '/api/Gift/Query/FullGift', condition, skip ?? 0);
    },
    keyOf: (record) => (record as GiftRecord).id,
    before: async () => {
      segments = await readSegments(client);
    },
    write: async (trx, records, batch) => {
      // The tag's query returns every gift of its contacts, so their gifts are replaced as a whole, with the
      // first page and in its transaction: a gift deleted in Virtuous since the last sync is gone after this one.
      if (batch.isFirst) await removeAudienceMembersGifts(trx, target);
      await writeGifts(trx, target, records as GiftRecord[], segments);
    },
  };
}

/** The organisation's Query parameters decide how "has this tag" is spelled (they differ per organisation). */
async function tagCondition(client: VirtuousClient, entity: 'Contact' | 'Gift', candidates: string[], tagName: string) {
  const options = await client.get<{ options?: Array<{ parameter: string }> }>(`/api/${entity}/QueryOptions`);
  const known = new Set((options.options ?? []).map((o) => o.parameter));
  const parameter = candidates.find((c) => known.has(c));
  if (!parameter) throw new Error(`Virtuous offers no tag condition for ${entity} queries.`);
  return { groups: [{ conditions: [{ parameter, operator: 'Is', value: tagName }] }], sortBy: 'Id', descending: false };
}

/** The plan's constituent limit: the account's contacts outside this tag plus the tag's must fit. */
async function checkRoom(trx: Trx, services: Services, target: Target, tagTotal: number): Promise<void> {
  const room = await readConstituentRoom(trx, services.config, target.environmentId);
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from constituents c
    where c.environment_id = ${target.environmentId} and not exists (select 1 from audience_members m where m.audience_id = ${target.audienceId} and m.constituent_id = c.id)`.execute(trx);
  const existing = room.existing + (rows[0]?.n ?? 0);
  if (existing + tagTotal > room.limit) throw new LimitExceeded(limitExceededMessage({ limit: room.limit, existing }));
}

async function readLevels(client: VirtuousClient): Promise<Levels> {
  const levels: Levels = { campaigns: [], communications: [], projects: [] };
  for await (const page of client.pages<Levels['campaigns'][number]>('/api/Campaign/Query', { body: {} })) levels.campaigns.push(...page.list);
  for (const campaign of levels.campaigns) {
    for await (const page of client.pages<Levels['communications'][number]>(`/api/Communication/ByCampaign/${campaign.campaignId}`)) levels.communications.push(...page.list);
  }
  for await (const page of client.pages<Levels['projects'][number]>('/api/Project/Query', { body: {} })) levels.projects.push(...page.list);
  return levels;
}

async function readSegments(client: VirtuousClient): Promise<Map<number, SegmentLink>> {
  const segments = new Map<number, SegmentLink>();
  for await (const page of client.pages<{ id: number; communicationId?: number | null; campaignId?: number | null }>('/api/Segment/Search', { body: { search: '' } })) {
    for (const s of page.list) segments.set(s.id, { communicationId: s.communicationId ?? null, campaignId: s.campaignId ?? null });
  }
  return segments;
}

export async function publish(services: Pick<AppServices, 'db' | 'bus'>, target: Pick<Target, 'companyId' | 'environmentId'>, ingestionId: number): Promise<void> {
  const row = await withCompany(services.db, target.companyId, (trx) =>
    trx.selectFrom('virtuousIngestions').select(['id', 'status', 'stage', 'processed', 'total', 'errorMessage', 'audienceId']).where('id', '=', ingestionId).executeTakeFirstOrThrow(),
  );
  await services.bus.publish({ type: 'VINGESTION', targetId: String(target.environmentId), companyId: target.companyId, payload: { ...row, ingestionId: row.id } });
}

/** Ends the sync: appeals' results from Gift Asks, the tag's totals, the account's counts, the lock released; statistics refreshed for mapping. */
async function finish(services: Services, target: Target, ingestionId: number, error: string | null): Promise<void> {
  // Appeals whose asks were sent to this account read their Gift Asks' gifts again, before the sync reads as DONE.
  if (!error) await refreshGiftAskResults(services, target.companyId, target.environmentId, new Date());
  await withCompany(services.db, target.companyId, async (trx) => {
    await trx.updateTable('virtuousIngestions').set({ status: error ? 'ERROR' : 'DONE', errorMessage: error, completedAt: sql`now()`, updatedAt: sql`now()` }).where('id', '=', ingestionId).execute();
    if (!error) {
      await updateAudience(trx, target.audienceId, { total: memberCount(target.audienceId), lastLinkedToConstituentsOn: sql`now()`, executionStatus: 'DONE', executionCompletedAt: sql`now()` });
    }
    await updateEnvironment(trx, target.environmentId, {
      isLocked: false,
      status: 'DONE',
      errorMessage: error,
      constituentTotal: sql`(select count(*) from constituents where environment_id = ${target.environmentId})`,
      giftTotal: sql`(select count(*) from gifts where environment_id = ${target.environmentId})`,
      lastStatusUpdate: sql`now()`,
      updatedAt: sql`now()`,
    });
  });
  if (!error) await refreshStatistics(services.db, DONOR_MODEL_TABLES);
  await publish(services, target, ingestionId);
}
