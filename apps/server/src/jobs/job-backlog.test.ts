import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckJob } from '../features/system/self-check.job.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// A queue with a backlog drains job after job: a worker does not wait for its next poll (or a notification
// per job) between two jobs while more are ready.
let database: TestDatabase;
let app: TestApp;
let company: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { ROLE: 'all' });
  company = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

describe('a backlog of jobs', () => {
  it('twelve jobs sent at once to one worker are all done within ten seconds', async () => {
    for (let i = 0; i < 12; i++) await app.services.jobs.send(selfCheckJob, { companyId: company.companyId, targetId: String(i), type: 'MAPAPPEAL', steps: 2, holdMs: 100 });
    const states = async () => (await sql<{ state: string }>`select state from pgboss.job where name = ${selfCheckJob.id}`.execute(database.ownerDb)).rows.map((r) => r.state);
    await expect.poll(states, { timeout: 10_000, interval: 100 }).toEqual(Array.from({ length: 12 }, () => 'completed'));
  }, 30_000);
});
