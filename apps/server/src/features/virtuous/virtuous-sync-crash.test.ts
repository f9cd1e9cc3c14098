import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_JOBS } from '../../jobs/all-jobs.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { createLogger } from '../../logger.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { killWorker, startWorkerProcess } from '../../test/worker-process.ts';
import { sealJson } from '../../platform/secrets/index.ts';
import { virtuousTagSyncJob } from './index.ts';

// A worker is killed (SIGKILL) while it reads a tag's gifts, then another starts: the retried job carries on
// at the last committed page, and every contact and gift is stored exactly once.

const SEALING_KEY = Buffer.alloc(32, 5);
let fake: FakeVirtuous;
let database: TestDatabase;
let queue: JobQueue;
let dataDir: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 9_000, gifts: 60_000, seed: 8, tags: [{ name: 'Everyone', share: 1 }] } });
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-virtuous-crash-'));
  queue = new JobQueue(database.ownerUrl, ALL_JOBS, createLogger('silent', false));
  await queue.start();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await queue?.stop();
  await database?.drop();
  await fake?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): ChildProcess {
  const worker = startWorkerProcess(database.ownerUrl, dataDir, { VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: SEALING_KEY.toString('base64') });
  workers.push(worker);
  return worker;
}

const ingestion = (id: number) => database.ownerDb.selectFrom('virtuousIngestions').select(['status', 'stage', 'processed', 'errorMessage']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a worker killed during a tag sync', () => {
  it('carries on at the last committed page and stores every record once', async () => {
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

    const first = startWorker();
    await expect.poll(async () => { const now = await ingestion(row.id); return now.stage === 'gifts' ? now.processed : 0; }, { timeout: 120_000, interval: 50 }).toBeGreaterThan(0);
    await killWorker(first);
    const atKill = await ingestion(row.id);
    expect(atKill.processed).toBeLessThan(60_000);

    startWorker();
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
