import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_JOBS } from '../../jobs/all-jobs.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { createLogger } from '../../logger.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { killWorker, startWorkerProcess } from '../../test/worker-process.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { saveConnection } from './sky-connection.ts';
import { startSync } from './sync/start-sync.ts';
import { readSealingKey } from '../../platform/secrets/index.ts';

// A worker is killed (SIGKILL) in the middle of a sync, then another starts: the retried job resumes at the
// last committed page and every constituent and gift is stored exactly once.

const SEALING_KEY = Buffer.alloc(32, 3).toString('base64');
let sky: FakeSky;
let database: TestDatabase;
let queue: JobQueue;
let dataDir: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 50, dataset: { constituents: 20_000, gifts: 60_000, seed: 5 } });
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-sync-crash-'));
  queue = new JobQueue(database.ownerUrl, ALL_JOBS, createLogger('silent', false));
  await queue.start();
}, 120_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await queue?.stop();
  await database?.drop();
  await sky?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): ChildProcess {
  const worker = startWorkerProcess(database.ownerUrl, dataDir, {
    SKY_CLIENT_ID: sky.clientId,
    SKY_CLIENT_SECRET: sky.clientSecret,
    SKY_SUBSCRIPTION_KEY: sky.subscriptionKey,
    SKY_AUTHORIZE_URL: sky.authorizeUrl,
    SKY_TOKEN_URL: sky.tokenUrl,
    SKY_API_URL: sky.apiUrl,
    // Slow enough to be caught mid-way: 16 pages at 3 calls a second.
    SKY_CALLS_PER_SECOND: '3',
    TOKEN_SEALING_KEY: SEALING_KEY,
    // Room for the 20,000 constituents under the plan limit (the limit has its own test).
    UNSUBSCRIBED_CONSTITUENT_LIMIT: '100000',
  });
  workers.push(worker);
  return worker;
}

async function progress(requestId: number) {
  return database.ownerDb.selectFrom('blackbaudIngestionEntities').select(['entity', 'ingested', 'status']).where('requestId', '=', requestId).execute();
}

describe('a worker killed during a sync', () => {
  it('resumes at the last committed page and stores every record once', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const environment = await database.ownerDb
      .insertInto('environments')
      .values({ companyId: company.companyId, dataImportSourceId: 1, organizationId: 'p-fake-environment-1', organizationName: 'Riverbend', environmentId: 'p-fake-environment-1', status: 'CREATE_JOBS', isLocked: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    const raw = sky.oauth.issueTokens('p-fake-environment-1');
    await saveConnection(database.db, readSealingKey(SEALING_KEY), company.companyId, environment.id, {
      accessToken: raw.access_token, refreshToken: raw.refresh_token, expiresAt: Date.now() + 3_600_000, environmentId: raw.environment_id, environmentName: raw.environment_name,
    });
    const requestId = await startSync({ db: database.db, jobs: queue }, { companyId: company.companyId, environmentId: environment.id, type: 'SYNC', userId: company.userId });

    const first = startWorker();
    await expect.poll(async () => (await progress(requestId)).find((p) => p.entity === 'gifts')!.ingested, { timeout: 90_000, interval: 50 }).toBeGreaterThan(0);
    await killWorker(first);
    const atKill = (await progress(requestId)).find((p) => p.entity === 'gifts')!;
    expect(atKill.ingested).toBeLessThan(60_000);

    startWorker();
    await expect.poll(async () => (await database.ownerDb.selectFrom('blackbaudIngestionRequests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).status, { timeout: 150_000, interval: 500 }).toBe('DONE');

    const dataset = sky.environment().dataset;
    let expectedGifts = 0;
    for (const gift of dataset.allGifts()) expectedGifts += 1 + gift.soft_credits.filter((c) => c.constituent_id !== gift.constituent_id).length;
    const stored = await sql<{ constituents: number; gifts: number; distinctGifts: number }>`
      select (select count(*)::int from constituents where environment_id = ${environment.id}) as constituents,
             (select count(*)::int from gifts where environment_id = ${environment.id}) as gifts,
             (select count(distinct external_id)::int from gifts where environment_id = ${environment.id}) as distinct_gifts`.execute(database.ownerDb);
    expect(stored.rows[0]).toEqual({ constituents: 20_000, gifts: expectedGifts, distinctGifts: expectedGifts });
    expect((await progress(requestId)).find((p) => p.entity === 'gifts')!.ingested).toBe(60_000);
  }, 300_000);
});
