import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useJobWorkers } from '../../test/job-workers.ts';
import { SEALING_KEY, skyEnv } from './blackbaud-test-kit.testing.ts';
import { saveConnection } from './sky-connection.ts';
import { startSync } from './sync/start-sync.ts';
import { readSealingKey } from '../../platform/secrets/index.ts';

// A worker is killed (SIGKILL) in the middle of a sync, then another starts: the retried job resumes at the
// last committed page and every constituent and gift is stored exactly once.

let sky: FakeSky;

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 50, dataset: { constituents: 20_000, gifts: 60_000, seed: 5 } });
}, 120_000);
afterAll(async () => {
  await sky?.close();
});

const workers = useJobWorkers('sync-crash', () =>
  skyEnv(sky, {
    // Slow enough to be caught mid-way: 16 pages at 3 calls a second.
    SKY_CALLS_PER_SECOND: '3',
    // Room for the 20,000 constituents under the plan limit (the limit has its own test).
    UNSUBSCRIBED_CONSTITUENT_LIMIT: '100000',
  }),
);

async function progress(requestId: number) {
  return workers.database.ownerDb.selectFrom('blackbaudIngestionEntities').select(['entity', 'ingested', 'status']).where('requestId', '=', requestId).execute();
}

describe('a worker killed during a sync', () => {
  it('resumes at the last committed page and stores every record once', async () => {
    const { database, queue } = workers;
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

    await workers.killMidJob(() => expect.poll(async () => (await progress(requestId)).find((p) => p.entity === 'gifts')!.ingested, { timeout: 90_000, interval: 50 }).toBeGreaterThan(0));
    const atKill = (await progress(requestId)).find((p) => p.entity === 'gifts')!;
    expect(atKill.ingested).toBeLessThan(60_000);

    workers.startWorker();
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
