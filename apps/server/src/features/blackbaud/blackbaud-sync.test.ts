import { skyClientSettings, startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const CALLBACK = 'http://localhost:3000/blackbaud/callback';
// Another address registered with the same SKY application (another Askwise site, say).
const OTHER_CALLBACK = 'http://localhost:4000/blackbaud/callback';

let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  sky = await startFakeSky({
    redirectUris: [CALLBACK, OTHER_CALLBACK],
    callsPerSecond: 50,
    environments: [
      { id: 'p-env-main', name: 'Riverbend Foundation', dataset: { constituents: 12_000, gifts: 30_000, seed: 11 } },
      { id: 'p-env-small', name: 'Small Society', dataset: { constituents: 200, gifts: 600, seed: 12 } },
    ],
  });
  database = await createTestDatabase();
  app = await startTestApp(database, {
    ...skyClientSettings(sky),
    SKY_CALLS_PER_SECOND: '50',
    SKY_REDIRECT_URI: CALLBACK,
    // Room for the 12,000-constituent environment (the plan limit has its own test).
    UNSUBSCRIBED_CONSTITUENT_LIMIT: '100000',
    TOKEN_SEALING_KEY: Buffer.alloc(32, 7).toString('base64'),
  });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

type GraphqlAnswer<T> = { data?: T; errors?: Array<{ message: string }> };

async function graphql<T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlAnswer<T>> {
  const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** What the popup does: the administrator allows access to one environment, and the fake redirects with a code. */
async function authorizationCode(environmentId: string, redirectUri = CALLBACK): Promise<string> {
  const form = new URLSearchParams({ client_id: sky.clientId, response_type: 'code', redirect_uri: redirectUri, state: 'a'.repeat(96), decision: 'allow', environment_id: environmentId });
  const answer = await fetch(sky.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(answer.headers.get('location')!).searchParams.get('code')!;
}

const AUTHENTICATE = `mutation ($code: String!, $isReconnect: Boolean!, $companyOrgId: Int) {
  BlackbaudAuthentication(callbackUrl: "${CALLBACK}", code: $code, isReconnect: $isReconnect, companyOrgId: $companyOrgId) { statusCode error result } }`;
const LATEST = `query ($id: Int!) { getLatestBlackbaudIngestionRequests(companyOrgId: $id) { id status errorMessage progress { bbijEntity ingested total percentage status isEssential errorMessage } } }`;
const TRIGGER = `mutation ($id: Int!, $type: String!) { TriggerBlackbaudIngestion(type: $type, companyOrganizationId: $id) { statusCode result error } }`;
const REMOVE = `mutation ($id: Int!) { RemoveBlackbaudEnvironment(companyOrganizationId: $id) { statusCode error } }`;

interface Latest {
  getLatestBlackbaudIngestionRequests: Array<{ id: number; status: string; errorMessage: string | null; progress: Array<{ bbijEntity: string; ingested: number; total: number; status: string; isEssential: boolean; errorMessage: string | null }> }>;
}

async function connect(who: CompanyWithUser, environmentId: string): Promise<number> {
  const answer = await graphql<{ BlackbaudAuthentication: { statusCode: number; error: string | null; result: string } }>(who, AUTHENTICATE, { code: await authorizationCode(environmentId), isReconnect: false });
  expect(answer.data?.BlackbaudAuthentication.error ?? null).toBeNull();
  return (JSON.parse(answer.data!.BlackbaudAuthentication.result) as { companyOrgId: number }).companyOrgId;
}

async function untilFinished(who: CompanyWithUser, environment: number, timeoutMs = 100_000): Promise<Latest['getLatestBlackbaudIngestionRequests'][number]> {
  const started = Date.now();
  for (;;) {
    const latest = (await graphql<Latest>(who, LATEST, { id: environment })).data!.getLatestBlackbaudIngestionRequests[0]!;
    if (latest.status !== 'IN_PROGRESS') return latest;
    if (Date.now() - started > timeoutMs) throw new Error(`Sync still running: ${JSON.stringify(latest.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Independent totals over the fake's own records: gift rows (received gifts and soft credits), SKY's gift records, and cents. */
function expectedGiving(environmentId: string) {
  const dataset = sky.environment(environmentId).dataset;
  let gifts = 0;
  let skyGifts = 0;
  let cents = 0;
  for (const gift of dataset.allGifts()) {
    skyGifts += 1;
    gifts += 1 + gift.soft_credits.filter((c) => c.constituent_id !== gift.constituent_id).length;
    cents += Math.round(gift.amount.value * 100) + gift.soft_credits.filter((c) => c.constituent_id !== gift.constituent_id).reduce((sum, c) => sum + Math.round(c.amount.value * 100), 0);
  }
  return { gifts, skyGifts, cents };
}

async function storedGiving(who: CompanyWithUser, environment: number) {
  const row = await sql<{ gifts: number; cents: string; splitCents: string; constituents: number }>`
    select (select count(*)::int from gifts where environment_id = ${environment}) as gifts,
           (select coalesce(sum(amount_cents), 0)::text from gifts where environment_id = ${environment}) as cents,
           (select coalesce(sum(amount_cents), 0)::text from gift_splits where environment_id = ${environment}) as split_cents,
           (select count(*)::int from constituents where environment_id = ${environment}) as constituents`.execute(database.ownerDb);
  void who;
  return row.rows[0]!;
}

describe("Raiser's Edge NXT sync", () => {
  it('connects through the code exchange, syncs 12,000 constituents over several pages, and matches the fake gift for gift', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-main');
    const finished = await untilFinished(admin, environment);
    expect(finished.status).toBe('DONE');
    expect(finished.progress.map((p) => [p.bbijEntity, p.status])).toEqual([['campaigns', 'DONE'], ['appeals', 'DONE'], ['funds', 'DONE'], ['constituents', 'DONE'], ['gifts', 'DONE'], ['lists', 'DONE']]);
    expect(finished.progress.find((p) => p.bbijEntity === 'constituents')).toMatchObject({ ingested: 12_000, total: 12_000 });
    const stored = await storedGiving(admin, environment);
    const expected = expectedGiving('p-env-main');
    expect(stored.constituents).toBe(12_000);
    expect(stored.gifts).toBe(expected.gifts);
    expect(BigInt(stored.cents)).toBe(BigInt(expected.cents));
    expect(BigInt(stored.splitCents)).toBe(BigInt(expected.cents));
    const env = await database.ownerDb.selectFrom('environments').selectAll().where('id', '=', environment).executeTakeFirstOrThrow();
    // The list's Gifts are what the sync dialog counts (SKY's gift records): the soft credits stored beside them are not.
    const gifts = finished.progress.find((p) => p.bbijEntity === 'gifts')!;
    expect(gifts).toMatchObject({ ingested: expected.skyGifts, total: expected.skyGifts });
    expect(expected.gifts).toBeGreaterThan(expected.skyGifts);
    expect(env).toMatchObject({ status: 'DONE', isLocked: false, constituentTotal: 12_000, giftTotal: expected.skyGifts, totalAudienceLists: 2 });
    const again = await graphql<{ BlackbaudAuthentication: { error: string } }>(admin, AUTHENTICATE, { code: await authorizationCode('p-env-main'), isReconnect: false });
    expect(again.data?.BlackbaudAuthentication.error).toBe('environment_alreadyexists');
  }, 120_000);

  it('exchanges codes with its registered redirect URI, whatever the browser sends: a code issued for another is refused', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const settings = await graphql<{ getBlackbaudAuthorizationSettings: { redirectUri: string } }>(admin, '{ getBlackbaudAuthorizationSettings { redirectUri } }');
    expect(settings.data?.getBlackbaudAuthorizationSettings.redirectUri).toBe(CALLBACK);
    const stolen = await authorizationCode('p-env-small', OTHER_CALLBACK);
    const SENT = `mutation ($code: String!) { BlackbaudAuthentication(callbackUrl: "${OTHER_CALLBACK}", code: $code, isReconnect: false) { statusCode error } }`;
    const answer = await graphql<{ BlackbaudAuthentication: { statusCode: number; error: string } }>(admin, SENT, { code: stolen });
    expect(answer.data?.BlackbaudAuthentication).toEqual({ statusCode: 400, error: 'an_error_has_occurred' });
    expect(await database.ownerDb.selectFrom('environments').select('id').where('companyId', '=', admin.companyId).execute()).toEqual([]);
  });

  it('keeps tokens sealed: the database holds no token the fake issued', async () => {
    const rows = await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealedTokens).toMatch(/^v1\./);
      expect(row.sealedTokens).not.toMatch(/"accessToken"|refresh/i);
    }
  });

  it('reads only what changed on the next sync', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    expect((await untilFinished(admin, environment)).status).toBe('DONE');
    const dataset = sky.environment('p-env-small').dataset;
    dataset.updateConstituent(5, { last: 'Changedname' });
    const changed = dataset.updateGiftAmount(10, 99_999);
    dataset.addGift(7, 12_345, '2026-03-01', { campaignId: '1', fundId: '1' });
    const callsBefore = sky.requests.length;
    const trigger = await graphql<{ TriggerBlackbaudIngestion: { statusCode: number } }>(admin, TRIGGER, { id: environment, type: 'SYNC' });
    expect(trigger.data?.TriggerBlackbaudIngestion.statusCode).toBe(200);
    const finished = await untilFinished(admin, environment);
    expect(finished.status).toBe('DONE');
    expect(finished.progress.find((p) => p.bbijEntity === 'constituents')?.ingested).toBe(1);
    expect(finished.progress.find((p) => p.bbijEntity === 'gifts')?.ingested).toBe(2);
    expect(sky.requests.length - callsBefore).toBeLessThan(10);
    const stored = await storedGiving(admin, environment);
    const expected = expectedGiving('p-env-small');
    expect(stored.gifts).toBe(expected.gifts);
    expect(BigInt(stored.cents)).toBe(BigInt(expected.cents));
    const renamed = await database.ownerDb.selectFrom('constituents').select('lastName').where('environmentId', '=', environment).where('externalId', '=', '5').executeTakeFirstOrThrow();
    expect(renamed.lastName).toBe('Changedname');
    const gift = await database.ownerDb.selectFrom('gifts').select('amountCents').where('environmentId', '=', environment).where('externalId', '=', changed.id).executeTakeFirstOrThrow();
    expect(gift.amountCents).toBe(99_999);
  });

  it('ends DONE when only a non-essential entity fails, and ERROR when an essential one does', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    expect((await untilFinished(admin, environment)).status).toBe('DONE');
    sky.failNext('/list/v1/lists', 403, 1, { statusCode: 403, message: 'You do not have permission to view lists.' });
    await graphql(admin, TRIGGER, { id: environment, type: 'RESYNC' });
    const partial = await untilFinished(admin, environment);
    expect(partial.status).toBe('DONE');
    expect(partial.progress.find((p) => p.bbijEntity === 'lists')).toMatchObject({ status: 'ERROR', isEssential: false, errorMessage: 'You do not have permission to view lists.' });
    sky.failNext('/gift/v1/gifts', 400, 1, [{ message: 'The gift list could not be read.' }]);
    await graphql(admin, TRIGGER, { id: environment, type: 'RESYNC' });
    const failed = await untilFinished(admin, environment);
    expect(failed.status).toBe('ERROR');
    expect(failed.errorMessage).toBe('gifts::The gift list could not be read.');
    expect(failed.progress.find((p) => p.bbijEntity === 'lists')?.status).toBe('CANCELLED');
    const env = await database.ownerDb.selectFrom('environments').select(['status', 'isLocked']).where('id', '=', environment).executeTakeFirstOrThrow();
    expect(env).toEqual({ status: 'ERROR', isLocked: false });
  });

  it('marks the environment for reauthentication when the refresh token is revoked', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    expect((await untilFinished(admin, environment)).status).toBe('DONE');
    sky.oauth.revokeRefreshTokens();
    sky.oauth.expireAccessTokens();
    await graphql(admin, TRIGGER, { id: environment, type: 'SYNC' });
    expect((await untilFinished(admin, environment)).status).toBe('ERROR');
    const connection = await database.ownerDb.selectFrom('blackbaudConnections').select('needsReauthentication').where('environmentId', '=', environment).executeTakeFirstOrThrow();
    expect(connection.needsReauthentication).toBe(true);
  });

  it('processes a constituent list: its members are linked to the synced donors', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    expect((await untilFinished(admin, environment)).status).toBe('DONE');
    const list = sky.environment('p-env-small').dataset.lists[0]!;
    const audience = await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment).where('externalId', '=', list.id).executeTakeFirstOrThrow();
    const PROCESS = `mutation ($id: Int!, $type: String!) { AdminBlackbaudAudienceRequestV2(bbAudienceId: $id, requestType: $type) { statusCode error blackbaudAudienceListExecutionId } }`;
    const answer = await graphql<{ AdminBlackbaudAudienceRequestV2: { statusCode: number } }>(admin, PROCESS, { id: audience.id, type: 'PROCESS' });
    expect(answer.data?.AdminBlackbaudAudienceRequestV2.statusCode).toBe(200);
    await expect.poll(async () => (await database.ownerDb.selectFrom('audiences').select('executionStatus').where('id', '=', audience.id).executeTakeFirstOrThrow()).executionStatus, { timeout: 30_000 }).toBe('DONE');
    const members = await database.ownerDb
      .selectFrom('audienceMembers as m')
      .innerJoin('constituents as c', 'c.id', 'm.constituentId')
      .select('c.externalId')
      .where('m.audienceId', '=', audience.id)
      .execute();
    expect(members.map((m) => Number(m.externalId)).sort((a, b) => a - b)).toEqual(list.members);
    const stored = await database.ownerDb.selectFrom('audiences').select(['total', 'lastLinkedToConstituentsOn']).where('id', '=', audience.id).executeTakeFirstOrThrow();
    expect(stored.total).toBe(list.members.length);
    expect(stored.lastLinkedToConstituentsOn).not.toBeNull();
    const stranger = await createCompanyWithUser(database.ownerDb);
    expect((await graphql(stranger, PROCESS, { id: audience.id, type: 'RETRY' })).errors?.[0]?.message).toBe('Audience list not found.');
  });

  it('refreshes the audience lists without a sync (new, renamed and removed lists), for its own company\'s administrators only', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    expect((await untilFinished(admin, environment)).status).toBe('DONE');
    const lists = sky.environment('p-env-small').dataset.lists;
    const saved = [...lists];
    const REFRESH = `mutation ($id: Int!) { RefreshBlackbaudAudienceLists(companyOrganizationId: $id) { statusCode error result } }`;
    const AUDIENCES = `query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { name total } }`;
    try {
      // In Raiser's Edge NXT meanwhile: the second list deleted, the first renamed, a new one created.
      lists.pop();
      lists[0] = { ...saved[0]!, name: 'Spring mailing (renamed)' };
      lists.push({ ...saved[0]!, id: '1999', name: 'Gala guests', record_count: 3, members: saved[0]!.members.slice(0, 3) });
      const standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
      await database.ownerDb.updateTable('companyUsers').set({ companyId: admin.companyId }).where('id', '=', standard.companyUserId).execute();
      const stranger = await createCompanyWithUser(database.ownerDb);
      for (const who of [standard, stranger]) expect((await graphql(who, REFRESH, { id: environment })).errors?.length).toBeGreaterThan(0);
      expect((await graphql(stranger, REFRESH, { id: environment })).errors?.[0]?.message).toBe('Environment not found.');
      const unchanged = await graphql<{ getOrganizationAudiences: Array<{ name: string }> }>(admin, AUDIENCES, { id: environment });
      expect(unchanged.data?.getOrganizationAudiences.map((a) => a.name)).toEqual(['Major donors', 'Spring mailing']);

      const answer = await graphql<{ RefreshBlackbaudAudienceLists: { statusCode: number; error: string | null; result: string } }>(admin, REFRESH, { id: environment });
      expect(answer.data?.RefreshBlackbaudAudienceLists).toEqual({ statusCode: 200, error: null, result: JSON.stringify({ total: 2 }) });
      const audiences = await graphql<{ getOrganizationAudiences: Array<{ name: string; total: number }> }>(admin, AUDIENCES, { id: environment });
      expect(audiences.data?.getOrganizationAudiences).toEqual([{ name: 'Gala guests', total: 3 }, { name: 'Spring mailing (renamed)', total: saved[0]!.record_count }]);
      const stored = await database.ownerDb.selectFrom('environments').select('totalAudienceLists').where('id', '=', environment).executeTakeFirstOrThrow();
      expect(stored.totalAudienceLists).toBe(2);
      expect((await graphql<{ getOrganizationAudiences: unknown[] }>(stranger, AUDIENCES, { id: environment })).data?.getOrganizationAudiences).toEqual([]);
    } finally {
      lists.splice(0, lists.length, ...saved);
    }
  });

  it('refuses a standard user and another company for every operation', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(admin, 'p-env-small');
    await untilFinished(admin, environment);
    const standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
    await database.ownerDb.updateTable('companyUsers').set({ companyId: admin.companyId }).where('id', '=', standard.companyUserId).execute();
    const stranger = await createCompanyWithUser(database.ownerDb);
    for (const who of [standard, stranger]) {
      expect((await graphql(who, TRIGGER, { id: environment, type: 'SYNC' })).errors?.length).toBeGreaterThan(0);
      expect((await graphql<{ RemoveBlackbaudEnvironment: { statusCode: number } }>(who, REMOVE, { id: environment })).data?.RemoveBlackbaudEnvironment.statusCode ?? 403).not.toBe(200);
    }
    expect((await graphql<{ BlackbaudAuthentication: unknown }>(standard, AUTHENTICATE, { code: 'x', isReconnect: true, companyOrgId: environment })).data?.BlackbaudAuthentication ?? null).toBeNull();
    const before = await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environment).executeTakeFirstOrThrow();
    const hijack = await graphql<{ BlackbaudAuthentication: { error: string } }>(stranger, AUTHENTICATE, { code: await authorizationCode('p-env-small'), isReconnect: true, companyOrgId: environment });
    expect(hijack.data?.BlackbaudAuthentication.error).toBe('missing_companyOrgId_for_reconnect');
    const after = await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environment).executeTakeFirstOrThrow();
    expect(after.sealedTokens).toBe(before.sealedTokens);
    expect((await graphql<Latest>(stranger, LATEST, { id: environment })).data?.getLatestBlackbaudIngestionRequests).toEqual([]);
    const removed = await graphql<{ RemoveBlackbaudEnvironment: { statusCode: number } }>(admin, REMOVE, { id: environment });
    expect(removed.data?.RemoveBlackbaudEnvironment.statusCode).toBe(200);
    expect(await database.ownerDb.selectFrom('constituents').select('id').where('environmentId', '=', environment).executeTakeFirst()).toBeUndefined();
  });
});
