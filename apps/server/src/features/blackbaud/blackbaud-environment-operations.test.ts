import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { BLACKBAUD_RESYNC_STEPS } from '@askwise/domain/blackbaud/resync-steps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { browserCredentials, graphqlSocketClient } from '../../test/sockets.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { connect, graphqlAt, LATEST, skyEnv, untilFinished, type LatestRequest } from './blackbaud-test-kit.testing.ts';

// The spec's environment operations beside the sync (section 7): BlackbaudItemRequests (a resync with its 16
// step names, then isLocked=1), updateBlackbaudOrganization, getBlackbaudAudienceListExecutionById and the
// subscription updatedBlackbaudOrganization(id); administrators only where the spec says so, one company each.

const ENV = 'p-env-operations';
let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let standard: CompanyWithUser;
let stranger: CompanyWithUser;
let environment: number;
const graphql = graphqlAt(() => app.url);

const ITEMS = `mutation ($id: Int!, $steps: [String!]!) { BlackbaudItemRequests(companyOrgId: $id, stepsToSync: $steps) { statusCode error result } }`;
const UPDATE = `mutation ($id: Int!, $name: String, $isLocked: Int) { updateBlackbaudOrganization(id: $id, organizationName: $name, isLocked: $isLocked) { id organizationName isLocked status ingestionType } }`;
const EXECUTION = `query ($id: Int!) { getBlackbaudAudienceListExecutionById(id: $id) { id audienceId blackbaudOrganizationId status requestType processedConstituentsCount totalConstituentsCount errorMessage completedAt } }`;
const PROCESS = `mutation ($id: Int!) { AdminBlackbaudAudienceRequestV2(bbAudienceId: $id, requestType: "PROCESS") { statusCode blackbaudAudienceListExecutionId } }`;

interface Environment {
  id: number;
  organizationName: string;
  isLocked: number;
  status: string;
  ingestionType: string | null;
}

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 50, environments: [{ id: ENV, name: 'Operations Orchestra', dataset: { constituents: 300, gifts: 900, seed: 51 } }] });
  database = await createTestDatabase();
  app = await startTestApp(database, skyEnv(sky));
  admin = await createCompanyWithUser(database.ownerDb);
  standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
  await database.ownerDb.updateTable('companyUsers').set({ companyId: admin.companyId }).where('id', '=', standard.companyUserId).execute();
  stranger = await createCompanyWithUser(database.ownerDb);
  environment = await connect(graphql, sky, admin, ENV);
  expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

const stored = () => database.ownerDb.selectFrom('environments').select(['organizationName', 'isLocked', 'status', 'ingestionType']).where('id', '=', environment).executeTakeFirstOrThrow();
const requestCount = async () => (await database.ownerDb.selectFrom('blackbaudIngestionRequests').select('id').where('environmentId', '=', environment).execute()).length;

/** Pushes of updatedBlackbaudOrganization(id) to a signed-in browser of `who`. */
function listen(who: CompanyWithUser, id: number) {
  const seen: Array<{ data?: unknown; error?: unknown }> = [];
  const client = graphqlSocketClient(app.url, browserCredentials(app.url, who.cookie));
  const stop = client.subscribe(
    { query: 'subscription ($id: Int!) { updatedBlackbaudOrganization(id: $id) { id organizationName isLocked status } }', variables: { id } },
    { next: (message) => void seen.push({ data: message.data, error: message.errors }), error: (error) => void seen.push({ error }), complete: () => undefined },
  );
  return { seen, close: async () => (stop(), await client.dispose()) };
}

describe('BlackbaudItemRequests and updateBlackbaudOrganization', () => {
  it('a resync sends the 16 *_START steps, then sets isLocked=1: the environment stays locked until the resync ends, and reads RESYNC', async () => {
    const release = sky.holdRequests('/fundraising/v1/campaigns');
    try {
      const answer = await graphql<{ BlackbaudItemRequests: { statusCode: number; error: string | null; result: string } }>(admin, ITEMS, { id: environment, steps: [...BLACKBAUD_RESYNC_STEPS] });
      expect(answer.data?.BlackbaudItemRequests).toMatchObject({ statusCode: 200, error: null });
      const { bbirId } = JSON.parse(answer.data!.BlackbaudItemRequests.result) as { bbirId: number };
      const latest = await graphql<{ getLatestBlackbaudIngestionRequests: LatestRequest[] }>(admin, LATEST, { id: environment });
      expect(latest.data?.getLatestBlackbaudIngestionRequests[0]).toMatchObject({ id: bbirId, status: 'IN_PROGRESS' });
      const locked = await graphql<{ updateBlackbaudOrganization: Environment }>(admin, UPDATE, { id: environment, isLocked: 1 });
      expect(locked.data?.updateBlackbaudOrganization).toMatchObject({ id: environment, isLocked: 1, status: 'ORCHESTRATING', ingestionType: 'RESYNC' });
      // The resync holds the lock: it is not released by hand meanwhile.
      const unlock = await graphql(admin, UPDATE, { id: environment, isLocked: 0 });
      expect(unlock.errors?.[0]?.message).toBe('The environment is being synced; it is unlocked when the sync ends.');
      expect((await stored()).isLocked).toBe(true);
    } finally {
      release();
    }
    const finished = await untilFinished(graphql, admin, environment);
    expect(finished.status).toBe('DONE');
    expect(finished.progress.find((p) => p.bbijEntity === 'constituents')).toMatchObject({ ingested: 300, total: 300 });
    expect(await stored()).toMatchObject({ isLocked: false, status: 'DONE', ingestionType: 'RESYNC' });
    // A lock no sync holds would never be released: isLocked=1 now keeps the environment selectable.
    const idle = await graphql<{ updateBlackbaudOrganization: Environment }>(admin, UPDATE, { id: environment, isLocked: 1 });
    expect(idle.data?.updateBlackbaudOrganization.isLocked).toBe(0);
  }, 120_000);

  it('refuses unknown or missing step names, starting nothing', async () => {
    const before = await requestCount();
    const unknown = await graphql<{ BlackbaudItemRequests: { statusCode: number; error: string } }>(admin, ITEMS, { id: environment, steps: [...BLACKBAUD_RESYNC_STEPS, 'PHONES_START'] });
    expect(unknown.data?.BlackbaudItemRequests).toMatchObject({ statusCode: 400, error: 'Unknown sync step: PHONES_START.' });
    const missing = await graphql<{ BlackbaudItemRequests: { statusCode: number; error: string } }>(admin, ITEMS, { id: environment, steps: ['CONSTITUENTS_START'] });
    expect(missing.data?.BlackbaudItemRequests.statusCode).toBe(400);
    expect(missing.data?.BlackbaudItemRequests.error).toMatch(/^A resync reads the whole environment again; missing steps: CAMPAIGNS_START, /);
    expect(await requestCount()).toBe(before);
  });

  it('renames an environment, refusing an empty name', async () => {
    const renamed = await graphql<{ updateBlackbaudOrganization: Environment }>(admin, UPDATE, { id: environment, name: '  Operations Orchestra (main)  ' });
    expect(renamed.data?.updateBlackbaudOrganization.organizationName).toBe('Operations Orchestra (main)');
    const empty = await graphql(admin, UPDATE, { id: environment, name: ' ' });
    expect(empty.errors?.[0]?.message).toBe('organizationName must have 1 to 200 characters.');
    expect((await stored()).organizationName).toBe('Operations Orchestra (main)');
  });

  it('refuses a standard user and another company, changing nothing', async () => {
    const before = { environment: await stored(), requests: await requestCount() };
    for (const who of [standard, stranger]) {
      const items = await graphql(who, ITEMS, { id: environment, steps: [...BLACKBAUD_RESYNC_STEPS] });
      const update = await graphql(who, UPDATE, { id: environment, name: 'Taken over', isLocked: 1 });
      const expected = who === standard ? 'Only an administrator can do this.' : 'Environment not found.';
      expect(items.errors?.[0]?.message).toBe(expected);
      expect(update.errors?.[0]?.message).toBe(expected);
    }
    expect(await stored()).toEqual(before.environment);
    expect(await requestCount()).toBe(before.requests);
  });
});

describe('updatedBlackbaudOrganization', () => {
  it('pushes the environment to its company when it changes, and refuses another company', async () => {
    const mine = listen(admin, environment);
    const colleague = listen(standard, environment);
    const theirs = listen(stranger, environment);
    try {
      // The subscriptions are registered once a first change has reached both.
      await expect
        .poll(async () => {
          await graphql(admin, UPDATE, { id: environment, name: 'Operations Orchestra' });
          return mine.seen.length > 0 && colleague.seen.length > 0;
        }, { timeout: 15_000, interval: 300 })
        .toBe(true);
      await graphql(admin, UPDATE, { id: environment, name: 'Operations Orchestra (renamed)' });
      const pushed = { data: { updatedBlackbaudOrganization: { id: environment, organizationName: 'Operations Orchestra (renamed)', isLocked: 0, status: 'DONE' } }, error: undefined };
      await expect.poll(() => mine.seen.at(-1), { timeout: 10_000 }).toEqual(pushed);
      await expect.poll(() => colleague.seen.at(-1), { timeout: 10_000 }).toEqual(pushed);
      expect(theirs.seen).toHaveLength(1);
      expect(JSON.stringify(theirs.seen[0]!.error)).toContain('Environment not found.');
      expect(theirs.seen[0]!.data ?? null).toBeNull();
    } finally {
      await mine.close();
      await colleague.close();
      await theirs.close();
    }
  });
});

describe('getBlackbaudAudienceListExecutionById', () => {
  it('follows the processing AdminBlackbaudAudienceRequestV2 started, for the company only; a list never processed has none', async () => {
    const list = sky.environment(ENV).dataset.lists[0]!;
    const audience = await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment).where('externalId', '=', list.id).executeTakeFirstOrThrow();
    const never = await graphql<{ getBlackbaudAudienceListExecutionById: unknown }>(admin, EXECUTION, { id: audience.id });
    expect(never.data?.getBlackbaudAudienceListExecutionById).toBeNull();
    const started = await graphql<{ AdminBlackbaudAudienceRequestV2: { statusCode: number; blackbaudAudienceListExecutionId: number } }>(admin, PROCESS, { id: audience.id });
    const executionId = started.data!.AdminBlackbaudAudienceRequestV2.blackbaudAudienceListExecutionId;
    type Execution = { getBlackbaudAudienceListExecutionById: { status: string; processedConstituentsCount: number; totalConstituentsCount: number; completedAt: string | null } | null };
    await expect.poll(async () => (await graphql<Execution>(admin, EXECUTION, { id: executionId })).data?.getBlackbaudAudienceListExecutionById?.status, { timeout: 30_000 }).toBe('DONE');
    const done = await graphql<Execution>(standard, EXECUTION, { id: executionId });
    expect(done.data?.getBlackbaudAudienceListExecutionById).toMatchObject({
      id: executionId,
      audienceId: audience.id,
      blackbaudOrganizationId: environment,
      status: 'DONE',
      requestType: 'PROCESS',
      processedConstituentsCount: list.members.length,
      totalConstituentsCount: list.members.length,
      errorMessage: null,
    });
    expect(done.data?.getBlackbaudAudienceListExecutionById?.completedAt).not.toBeNull();
    const foreign = await graphql<{ getBlackbaudAudienceListExecutionById: unknown }>(stranger, EXECUTION, { id: executionId });
    expect(foreign.data?.getBlackbaudAudienceListExecutionById).toBeNull();
  }, 60_000);
});
