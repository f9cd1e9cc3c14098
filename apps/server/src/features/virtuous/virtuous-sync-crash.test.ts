import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useJobWorkers } from '../../test/job-workers.ts';
import { sealJson } from '../../platform/secrets/index.ts';
import { virtuousTagSyncJob } from './index.ts';

// A worker is killed (SIGKILL) while it reads a tag's gifts, then another starts: the retried job carries on
// at the last committed page, and every contact and gift is stored exactly once.

const SEALING_KEY = Buffer.alloc(32, 5);
let fake: FakeVirtuous;

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 9_000, gifts: 60_000, seed: 8, tags: [{ name: 'Everyone', share: 1 }] } });
}, 120_000);
afterAll(async () => {
  await fake?.close();
});

const workers = useJobWorkers('virtuous-crash', () => ({ VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: SEALING_KEY.toString('base64') }));

const ingestion = (id: number) => workers.database.ownerDb.selectFrom('virtuousIngestions').select(['status', 'stage', 'processed', 'errorMessage']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a worker killed during a tag sync', () => {
  it('carries on at the last committed page and stores every record once', async () => {
    const { database, queue } = workers;
    const company = await createCompanyWithUser(database.ownerDb);
    const db = database.ownerDb;
    const account = await db
      .insertInto('environments')
      .values({ companyId: company.companyId, dataImportSourceId: 3, organizationId: 'vir-crash', organizationName: 'Crash Test', environmentId: 'vir-crash', status: 'SYNCING', isLocked: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('virtuousConnections').values({ environmentId: account.id, companyId: company.companyId, sealedCredentials: sealJson(SEALING_KEY, { kind: 'apiKey', apiKey: fake.apiKey }) }).execute();
    const tag = await db.insertInto('audiences').values({ companyId: company.companyId, environmentId: account.id, externalId: '1', name: 'Everyone' }).returning('id').executeTakeFirstOrThrow();
    const row = await db.insertInto('virtuousIngestions').values({ companyId: company.companyId, environmentId: account.id, audienceId: tag.id, resourceType: 'TAG' }).returning('id').executeTakeFirstOrThrow();
    await queue.send(virtuousTagSyncJob, { companyId: company.companyId, ingestionId: row.id });

    await workers.killMidJob(() =>
      expect.poll(async () => { const now = await ingestion(row.id); return now.stage === 'gifts' ? now.processed : 0; }, { timeout: 120_000, interval: 50 }).toBeGreaterThan(0),
    );
    const atKill = await ingestion(row.id);
    expect(atKill.processed).toBeLessThan(60_000);

    workers.startWorker();
    await expect.poll(async () => (await ingestion(row.id)).status, { timeout: 200_000, interval: 500 }).toBe('DONE');
    const stored = await sql<{ constituents: number; gifts: number; distinctGifts: number; members: number }>`
      select (select count(*)::int from constituents where environment_id = ${account.id}) as constituents,
             (select count(*)::int from gifts where environment_id = ${account.id}) as gifts,
             (select count(distinct external_id)::int from gifts where environment_id = ${account.id}) as distinct_gifts,
             (select count(*)::int from audience_members where audience_id = ${tag.id}) as members`.execute(db);
    expect(stored.rows[0]).toEqual({ constituents: 9_000, gifts: 60_000, distinctGifts: 60_000, members: 9_000 });
    // The pages after the kill were read once: the second run began at the page the first had not committed.
    const giftPages = fake.requests.filter((r) => r.path.startsWith('/api/Gift/Query/FullGift')).map((r) => new URL(r.path, fake.url).searchParams.get('skip'));
    expect(new Set(giftPages).size).toBe(60);
    expect(giftPages.length).toBeLessThanOrEqual(61);
    const account2 = await db.selectFrom('environments').select(['isLocked', 'constituentTotal', 'giftTotal']).where('id', '=', account.id).executeTakeFirstOrThrow();
    expect(account2).toEqual({ isLocked: false, constituentTotal: 9_000, giftTotal: 60_000 });
  }, 400_000);
});
