import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { browserCredentials, graphqlSocketClient } from '../../test/sockets.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAudience, buildEnvironment } from '../environments/environment.testing.ts';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let acme: CompanyWithUser;
let other: CompanyWithUser;
let environmentId: number;
let audienceId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, { ROLE: 'web' });
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  environmentId = (await buildEnvironment(database.ownerDb, acme.companyId)).id;
  audienceId = (await buildAudience(database.ownerDb, acme.companyId, environmentId)).id;
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function gql<T = Record<string, unknown>>(who: CompanyWithUser, query: string, variables: object = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

const CREATE = `mutation ($name: String!, $env: Int!, $audienceId: Int, $source: Int!) {
  createAppeal(name: $name, blackbaudOrganizationId: $env, audienceId: $audienceId, dataImportSourceId: $source, includeSoftCredits: 1) {
    id name step companyId userId audienceId blackbaudOrganizationId includeSoftCredits isLocked organizationName audienceName
  }
}`;

async function createAppealFor(who: CompanyWithUser, name = 'Spring Appeal 2026') {
  const result = await gql<{ createAppeal: { id: number } }>(who, CREATE, { name, env: environmentId, audienceId, source: 1 });
  return result;
}

describe('appeals', () => {
  it('creates a donor-database appeal at the mapping step, with a status row', async () => {
    const result = await createAppealFor(acme);
    expect(result.errors).toBeUndefined();
    const appeal = (result.data as { createAppeal: Record<string, unknown> }).createAppeal;
    expect(appeal).toMatchObject({
      name: 'Spring Appeal 2026', step: 'mapping_appeal', companyId: acme.companyId, userId: acme.userId, audienceId,
      blackbaudOrganizationId: environmentId, includeSoftCredits: 1, isLocked: 0, organizationName: 'Test Organisation', audienceName: 'Test Audience',
    });
    const status = await gql<{ getAppealStatus: Record<string, unknown> }>(acme, `query ($id: Int!) { getAppealStatus(appealId: $id) { appealId isLocked mapAppealStatus } }`, { id: appeal.id });
    expect(status.data?.getAppealStatus).toEqual({ appealId: appeal.id, isLocked: 0, mapAppealStatus: null });
  });

  it("refuses an empty name with 'Name is required.'", async () => {
    const result = await createAppealFor(acme, '   ');
    expect(result.errors?.[0]?.message).toBe('Name is required.');
  });

  it('updates step, number of asks and strategy, validating each, and pushes updatedAppeal', async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    const events: BusEvent[] = [];
    const off = app.services.bus.subscribe('UPDATED_APPEAL', String(id), (event) => events.push(event));
    const UPDATE = `mutation ($id: Int!, $step: String, $n: String, $s: String, $alg: String) {
      updateAppeal(id: $id, step: $step, numberAskSettings: $n, strategySettings: $s, algorithmStatus: $alg) { step numberAskSettings strategySettings }
    }`;
    const ok = await gql<{ updateAppeal: Record<string, unknown> }>(acme, UPDATE, { id, step: 'choose_strategy', n: '{"askNumber":4,"askAnnual":"MONTHLY_ONLY"}', s: 'nice_easy', alg: null });
    expect(ok.data?.updateAppeal).toMatchObject({ step: 'choose_strategy', strategySettings: 'nice_easy' });
    expect(JSON.parse(ok.data?.updateAppeal.numberAskSettings as string)).toEqual({ askNumber: 4, askAnnual: 'MONTHLY_ONLY' });
    expect((await gql(acme, UPDATE, { id, step: 'somewhere' })).errors?.[0]?.message).toBe("Unknown step 'somewhere'.");
    expect((await gql(acme, UPDATE, { id, n: '{"askNumber":7}' })).errors?.[0]?.message).toBe('Number of asks must be 3, 4 or 5.');
    await expect.poll(() => events.length).toBeGreaterThan(0);
    expect(events[0]).toMatchObject({ type: 'UPDATED_APPEAL', companyId: acme.companyId, payload: { id, step: 'choose_strategy' } });
    off();
  });

  const STATUS = `query ($id: Int!) { getAppealStatus(appealId: $id) { isLocked mapAppealStatus algorithmStatus exportExcelStatus algorithmError } }`;
  const setStatusesAsAskwise = (appealId: number, values: Record<string, unknown>) =>
    database.ownerDb.updateTable('appealStatuses').set(values).where('appealId', '=', appealId).execute();

  it('by hand, an administrator clears a failed calculation and unlocks the appeal it left locked', async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    await setStatusesAsAskwise(id, { isLocked: true, algorithmStatus: 'ERROR::The engine failed', algorithmError: 'The engine failed' });
    const SET = `mutation ($id: Int!) { updateAppealStatus(appealId: $id, isLocked: 0, statuses: { algorithmStatus: null, algorithmError: null }) { isLocked algorithmStatus algorithmError } }`;
    expect((await gql(acme, SET, { id })).data).toEqual({ updateAppealStatus: { isLocked: 0, algorithmStatus: null, algorithmError: null } });
  });

  it('refuses a value outside the spec, a DONE or a lock set by hand, and an unlock while a process works', async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    const set = async (args: string) => (await gql(acme, `mutation ($id: Int!) { updateAppealStatus(appealId: $id, ${args}) { isLocked } }`, { id })).errors?.[0]?.message;
    expect(await set('statuses: { exportExcelStatus: "<script>alert(1)</script>" }')).toBe("'<script>alert(1)</script>' is not a valid exportExcelStatus.");
    expect(await set('statuses: { algorithmStatus: "DONE" }')).toBe("The calculation's status is set by Askwise as the work goes; it can only be cleared.");
    expect(await set('statuses: { mapAppealStatus: "DONE" }')).toBe("The mapping's status is set by Askwise as the work goes; it can only be cleared.");
    expect(await set('statuses: { exportExcelError: "fake" }')).toBe("The export's error is written by Askwise; it can only be cleared.");
    expect(await set('isLocked: 1')).toBe('Askwise locks an appeal while it works on it; an appeal cannot be locked by hand.');
    expect(await set('isLocked: 7')).toBe('isLocked must be 0 or 1.');
    expect((await gql(acme, STATUS, { id })).data).toEqual({
      getAppealStatus: { isLocked: 0, mapAppealStatus: null, algorithmStatus: null, exportExcelStatus: null, algorithmError: null },
    });

    await setStatusesAsAskwise(id, { isLocked: true, algorithmStatus: 'PROGRESS::10-20' });
    expect(await set('isLocked: 0')).toBe('The appeal cannot be unlocked while its calculation is in progress.');
    expect(await set('statuses: { algorithmStatus: null }')).toBe('The calculation is in progress: its status can be cleared once it finishes.');
    expect((await gql(acme, STATUS, { id })).data).toMatchObject({ getAppealStatus: { isLocked: 1, algorithmStatus: 'PROGRESS::10-20' } });
  });

  it("a standard user cannot write the lock or a job's status through updateAppealStatus", async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    const staff = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
    await database.ownerDb.updateTable('companyUsers').set({ companyId: acme.companyId }).where('id', '=', staff.companyUserId).execute();
    const SET = `mutation ($id: Int!) { updateAppealStatus(appealId: $id, isLocked: 0) { isLocked } }`;
    expect((await gql(staff, SET, { id })).errors?.[0]?.message).toBe('Only an administrator can do this.');
    const status = await gql(staff, `query ($id: Int!) { getAppealStatus(appealId: $id) { isLocked mapAppealStatus } }`, { id });
    expect(status.data).toEqual({ getAppealStatus: { isLocked: 0, mapAppealStatus: null } });
  });

  it('another company cannot open, change or build on the appeal', async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    expect((await gql(other, `query ($id: Int!) { getAppeal(id: $id) { id } }`, { id })).data).toEqual({ getAppeal: null });
    expect((await gql(other, `query ($id: Int!) { getAppealStatus(appealId: $id) { appealId } }`, { id })).data).toEqual({ getAppealStatus: null });
    const rename = await gql(other, `mutation ($id: Int!) { updateAppeal(id: $id, name: "Mine now") { id } }`, { id });
    expect(rename.errors?.[0]?.message).toBe('Appeal not found.');
    const lock = await gql(other, `mutation ($id: Int!) { updateAppealStatus(appealId: $id, isLocked: 0) { appealId } }`, { id });
    expect(lock.errors?.[0]?.message).toBe('Appeal not found.');
    expect((await createAppealFor(other)).errors?.[0]?.message).toBe('Environment not found.');
    const row = await database.ownerDb.selectFrom('appeals').select('name').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Spring Appeal 2026');
  });

  it('pushes updatedAppeal to the company that owns the appeal, and to no other', async () => {
    const id = (await createAppealFor(acme)).data!.createAppeal.id;
    const listen = (who: CompanyWithUser) => {
      const seen: unknown[] = [];
      const client = graphqlSocketClient(app.url, browserCredentials(app.url, who.cookie));
      const stop = client.subscribe({ query: `subscription ($id: Int!) { updatedAppeal(id: $id) { id step } }`, variables: { id } }, {
        next: (message) => void seen.push(message.data),
        error: (error) => void seen.push({ error }),
        complete: () => undefined,
      });
      return { seen, close: async () => (stop(), await client.dispose()) };
    };
    const mine = listen(acme);
    const theirs = listen(other);
    // Both subscriptions are registered once a first update has reached the owner.
    await expect
      .poll(async () => {
        await gql(acme, `mutation ($id: Int!) { updateAppeal(id: $id, step: "choose_strategy") { id } }`, { id });
        return mine.seen.length;
      }, { timeout: 10_000, interval: 300 })
      .toBeGreaterThan(0);
    expect(mine.seen[0]).toEqual({ updatedAppeal: { id, step: 'choose_strategy' } });
    expect(theirs.seen).toEqual([]);
    await mine.close();
    await theirs.close();
  });

  it('needs a signed-in member of a company', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' },
      body: JSON.stringify({ query: '{ getAppeal(id: 1) { id } }' }),
    });
    expect(((await response.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('Please sign in to continue.');
  });
});
