import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { onCompanyCreated } from './practice-environment.job.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

describe('a new company', () => {
  it('sees its practice environment at once (locked, being prepared) and a worker fills it', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    await onCompanyCreated(app.services, company.companyId, { constituents: 1200 });
    const environment = () =>
      database.ownerDb.selectFrom('environments').selectAll().where('companyId', '=', company.companyId).executeTakeFirstOrThrow();
    const first = await environment();
    expect(first).toMatchObject({ environmentId: 'AskwisePracticeEnvironment', isLocked: true });
    expect(['CREATE_JOBS', 'ORCHESTRATING', 'DONE']).toContain(first.status);
    await expect.poll(async () => (await environment()).status, { timeout: 90_000, interval: 500 }).toBe('DONE');
    expect(await environment()).toMatchObject({ isLocked: false, constituentTotal: 1200, totalAudienceLists: 6 });
    expect((await environment()).giftTotal).toBeGreaterThan(3000);
  }, 120_000);
});
