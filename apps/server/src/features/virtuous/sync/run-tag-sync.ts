import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Db, type Trx } from '../../../db/database.ts';
import { DONOR_MODEL_TABLES, refreshStatistics } from '../../../db/statistics.ts';
import { VirtuousReconnectRequired, type VirtuousClient, type VirtuousList } from '../../../platform/virtuous/virtuous-client.ts';
import { limitExceededMessage, readConstituentRoom } from '../../billing/index.ts';
import { clearAudienceMembers, memberCount, removeAudienceMembersGifts, updateAudience, updateEnvironment } from '../../donors/index.ts';
import { markNeedsReauthentication } from '../virtuous-connection.ts';
import { writeContacts, writeGifts, writeLevels, type ContactRecord, type GiftRecord, type Levels, type SegmentLink, type Target } from './virtuous-records.ts';

// A tag's sync, stage by stage: the levels (campaigns, communications, projects; upserts, so a repeat is
// harmless), then the tag's contacts, then their gifts, each read with a Query `take` records at a time.
// Each page's rows and the stage's next skip are committed together, so a run whose worker died carries on
// at the first page it had not committed and every record is written once.

type Services = Pick<AppServices, 'db' | 'bus' | 'config'>;
export const PAGE_SIZE = 1000;

interface IngestionRow {
  id: number;
  environmentId: number;
  audienceId: number | null;
  status: string;
  stage: string;
  nextSkip: number;
}

export class LimitExceeded extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export async function runTagSync(services: Services, client: VirtuousClient, companyId: number, ingestionId: number): Promise<void> {
  const ingestion = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('virtuousIngestions').select(['id', 'environmentId', 'audienceId', 'status', 'stage', 'nextSkip']).where('id', '=', ingestionId).executeTakeFirst(),
  );
  if (!ingestion || ingestion.status === 'DONE' || ingestion.status === 'ERROR' || !ingestion.audienceId) return;
  const target: Target = { companyId, environmentId: ingestion.environmentId, audienceId: ingestion.audienceId };
  const tag = await withCompany(services.db, companyId, (trx) => trx.selectFrom('audiences').select(['name', 'externalId']).where('id', '=', target.audienceId).executeTakeFirstOrThrow());
  try {
    if (ingestion.stage === 'levels') {
      await setStage(services, target, ingestion.id, { status: 'LEVELS' });
      await readLevels(services.db, client, target);
      ingestion.stage = 'contacts';
      ingestion.nextSkip = 0;
      await setStage(services, target, ingestion.id, { status: 'CONTACTS', stage: 'contacts', nextSkip: 0, processed: 0, total: 0 });
    }
    if (ingestion.stage === 'contacts') {
      const condition = await tagCondition(client, 'Contact', ['Tag', 'Contact Tag'], tag.name);
      await readPages<ContactRecord>(services, client, target, ingestion, '/api/Contact/Query/FullContact', condition, async (trx, page, total, skip) => {
        // The tag's members are replaced with its first page, in the same transaction: a refused or failed
        // sync leaves the tag as it was.
        if (skip === 0) {
          await checkRoom(trx, services, target, total);
          await clearAudienceMembers(trx, target.audienceId);
        }
        await writeContacts(trx, target, page);
      });
      ingestion.stage = 'gifts';
      ingestion.nextSkip = 0;
      await setStage(services, target, ingestion.id, { status: 'GIFTS', stage: 'gifts', nextSkip: 0, processed: 0, total: 0 });
    }
    const segments = await readSegments(client);
    const condition = await tagCondition(client, 'Gift', ['Contact Tag', 'Tag'], tag.name);
    await readPages<GiftRecord>(services, client, target, ingestion, '/api/Gift/Query/FullGift', condition, async (trx, page, _total, skip) => {
      // The tag's query returns every gift of its contacts, so their gifts are replaced as a whole, with the
      // first page and in its transaction: a gift deleted in Virtuous since the last sync is gone after this one.
      if (skip === 0) await removeAudienceMembersGifts(trx, target);
      await writeGifts(trx, target, page, segments);
    });
    await finish(services, target, ingestion.id, null);
  } catch (error) {
    if (error instanceof VirtuousReconnectRequired) await markNeedsReauthentication(services.db, companyId, target.environmentId);
    await finish(services, target, ingestion.id, messageOf(error));
  }
}

/** The organisation's Query parameters decide how "has this tag" is spelled (they differ per organisation). */
async function tagCondition(client: VirtuousClient, entity: 'Contact' | 'Gift', candidates: string[], tagName: string) {
  const options = await client.get<{ options?: Array<{ parameter: string }> }>(`/api/${entity}/QueryOptions`);
  const known = new Set((options.options ?? []).map((o) => o.parameter));
  const parameter = candidates.find((c) => known.has(c));
  if (!parameter) throw new Error(`Virtuous offers no tag condition for ${entity} queries.`);
  return { groups: [{ conditions: [{ parameter, operator: 'Is', value: tagName }] }], sortBy: 'Id', descending: false };
}

async function readPages<T>(
  services: Services,
  client: VirtuousClient,
  target: Target,
  ingestion: IngestionRow,
  path: string,
  body: unknown,
  write: (trx: Trx, page: T[], total: number, skip: number) => Promise<void>,
): Promise<void> {
  for (let skip = ingestion.nextSkip; ; ) {
    const page = await client.post<VirtuousList<T>>(path, body, { skip, take: PAGE_SIZE });
    const next = skip + page.list.length;
    const isLast = page.list.length === 0 || next >= page.total;
    await withCompany(services.db, target.companyId, async (trx) => {
      await write(trx, page.list, page.total, skip);
      await trx.updateTable('virtuousIngestions').set({ nextSkip: next, processed: next, total: page.total, updatedAt: sql`now()` }).where('id', '=', ingestion.id).execute();
    });
    await publish(services, target, ingestion.id);
    if (isLast) return;
    skip = next;
  }
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

async function readLevels(db: Db, client: VirtuousClient, target: Target): Promise<void> {
  const levels: Levels = { campaigns: [], communications: [], projects: [] };
  for await (const page of client.pages<Levels['campaigns'][number]>('/api/Campaign/Query', { body: {} })) levels.campaigns.push(...page.list);
  for (const campaign of levels.campaigns) {
    for await (const page of client.pages<Levels['communications'][number]>(`/api/Communication/ByCampaign/${campaign.campaignId}`)) levels.communications.push(...page.list);
  }
  for await (const page of client.pages<Levels['projects'][number]>('/api/Project/Query', { body: {} })) levels.projects.push(...page.list);
  await withCompany(db, target.companyId, (trx) => writeLevels(trx, target, levels));
}

async function readSegments(client: VirtuousClient): Promise<Map<number, SegmentLink>> {
  const segments = new Map<number, SegmentLink>();
  for await (const page of client.pages<{ id: number; communicationId?: number | null; campaignId?: number | null }>('/api/Segment/Search', { body: { search: '' } })) {
    for (const s of page.list) segments.set(s.id, { communicationId: s.communicationId ?? null, campaignId: s.campaignId ?? null });
  }
  return segments;
}

type StageFields = Partial<{ status: 'LEVELS' | 'CONTACTS' | 'GIFTS'; stage: string; nextSkip: number; processed: number; total: number }>;

async function setStage(services: Services, target: Target, ingestionId: number, fields: StageFields): Promise<void> {
  await withCompany(services.db, target.companyId, (trx) => trx.updateTable('virtuousIngestions').set({ ...fields, updatedAt: sql`now()` }).where('id', '=', ingestionId).execute());
  await publish(services, target, ingestionId);
}

export async function publish(services: Pick<AppServices, 'db' | 'bus'>, target: Pick<Target, 'companyId' | 'environmentId'>, ingestionId: number): Promise<void> {
  const row = await withCompany(services.db, target.companyId, (trx) =>
    trx.selectFrom('virtuousIngestions').select(['id', 'status', 'stage', 'processed', 'total', 'errorMessage', 'audienceId']).where('id', '=', ingestionId).executeTakeFirstOrThrow(),
  );
  await services.bus.publish({ type: 'VINGESTION', targetId: String(target.environmentId), companyId: target.companyId, payload: { ...row, ingestionId: row.id } });
}

/** Ends the sync: the tag's totals, the account's counts, the lock released; statistics refreshed for mapping. */
async function finish(services: Services, target: Target, ingestionId: number, error: string | null): Promise<void> {
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
