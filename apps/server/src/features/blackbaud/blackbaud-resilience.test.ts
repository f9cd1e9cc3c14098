import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { connect, freePort, graphqlAt, SEALING_KEY, skyEnv, TRIGGER, untilFinished } from './blackbaud-test-kit.testing.ts';
import { openJson, readSealingKey } from '../../platform/secrets/index.ts';
import type { SkyTokens } from '../../platform/sky/sky-client.ts';

// The SKY client's resilience through a whole sync: a storm of 429s, an access token SKY no longer
// accepts, a plan limit the environment would pass; and what the database and the browser see of tokens.

let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
const graphql = graphqlAt(() => app.url);

beforeAll(async () => {
  sky = await startFakeSky({
    callsPerSecond: 50,
    environments: [
      { id: 'p-env-storm', name: 'Storm Society', dataset: { constituents: 800, gifts: 2_400, seed: 21 } },
      { id: 'p-env-large', name: 'Large Library', dataset: { constituents: 1_500, gifts: 3_000, seed: 22 } },
    ],
  });
  database = await createTestDatabase();
  app = await startTestApp(database, skyEnv(sky, { UNSUBSCRIBED_CONSTITUENT_LIMIT: '1000', PORT: String(await freePort()) }));
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

async function storedCounts(environment: number) {
  const constituents = await database.ownerDb.selectFrom('constituents').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', environment).executeTakeFirstOrThrow();
  const gifts = await database.ownerDb.selectFrom('gifts').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', environment).executeTakeFirstOrThrow();
  return { constituents: Number(constituents.n), gifts: Number(gifts.n) };
}

describe("Raiser's Edge NXT sync under adverse conditions", () => {
  it('rides out a storm of 429s by Retry-After and ends with every record', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(graphql, sky, admin, 'p-env-storm');
    expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
    const before = await storedCounts(environment);
    const from = sky.requests.length;
    sky.throttle.stormLeft = 6;
    await graphql(admin, TRIGGER, { id: environment, type: 'RESYNC' });
    const finished = await untilFinished(graphql, admin, environment);
    expect(finished.status).toBe('DONE');
    const answered = sky.requests.slice(from).map((r) => r.status);
    expect(answered.filter((s) => s === 429)).toHaveLength(6);
    expect(answered.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(await storedCounts(environment)).toEqual(before);
    expect(before.constituents).toBe(800);
  }, 60_000);

  it('refreshes an access token SKY no longer accepts, once, and keeps the rotated refresh token', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(graphql, sky, admin, 'p-env-storm');
    expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
    const sealedBefore = (await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environment).executeTakeFirstOrThrow()).sealedTokens;
    const key = readSealingKey(SEALING_KEY);
    const tokensBefore = openJson<SkyTokens>(key, sealedBefore);
    sky.oauth.expireAccessTokens();
    const from = sky.requests.length;
    await graphql(admin, TRIGGER, { id: environment, type: 'SYNC' });
    expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
    expect(sky.requests.slice(from).filter((r) => r.status === 401)).toHaveLength(1);
    const tokensAfter = openJson<SkyTokens>(key, (await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environment).executeTakeFirstOrThrow()).sealedTokens);
    expect(tokensAfter.accessToken).not.toBe(tokensBefore.accessToken);
    expect(tokensAfter.refreshToken).not.toBe(tokensBefore.refreshToken);
    // The old refresh token was used up by the refresh: only the stored new one works.
    const reuse = await fetch(sky.tokenUrl, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${sky.clientId}:${sky.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokensBefore.refreshToken }),
    });
    expect(reuse.status).toBe(400);
  }, 60_000);

  it('refuses a first sync that would pass the plan\'s constituent limit, keeping nothing of it', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(graphql, sky, admin, 'p-env-large');
    const finished = await untilFinished(graphql, admin, environment);
    expect(finished.status).toBe('ERROR');
    expect(finished.errorMessage).toMatch(/^ERROR_LIMIT_EXCEDED::Subscription update required: this would take your company past its limit of 1,000 constituents/);
    expect(finished.progress.find((p) => p.bbijEntity === 'constituents')).toMatchObject({ status: 'ERROR', ingested: 0 });
    expect((await storedCounts(environment)).constituents).toBe(0);
    const row = await database.ownerDb.selectFrom('environments').select(['status', 'ingestionStatus', 'isLocked', 'constituentTotal']).where('id', '=', environment).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'ERROR', ingestionStatus: 'ERROR_LIMIT_EXCEDED', isLocked: false, constituentTotal: 0 });
  }, 60_000);

  it('keeps tokens out of every answer the browser gets, and unreadable in the database without the key', async () => {
    const admin = await createCompanyWithUser(database.ownerDb);
    const environment = await connect(graphql, sky, admin, 'p-env-storm');
    await untilFinished(graphql, admin, environment);
    const sealed = (await database.ownerDb.selectFrom('blackbaudConnections').select('sealedTokens').where('environmentId', '=', environment).executeTakeFirstOrThrow()).sealedTokens;
    const tokens = openJson<SkyTokens>(readSealingKey(SEALING_KEY), sealed);
    expect(sealed).not.toContain(tokens.accessToken);
    expect(sealed).not.toContain(tokens.refreshToken);
    expect(() => openJson<SkyTokens>(Buffer.alloc(32, 1), sealed)).toThrow();
    const answers = await Promise.all([
      graphql(admin, `{ listBlackbaudOrganizationsByCompanyId { id organizationId organizationName environmentId environmentName status errorMessage ingestionError needsReauthentication } }`),
      graphql(admin, `{ getBlackbaudAuthorizationSettings { isConfigured authorizeUrl clientId } }`),
      graphql(admin, `query ($id: Int!) { getLatestBlackbaudIngestionRequests(companyOrgId: $id) { id type status errorMessage blackbaudEnvId progress { bbijEntity errorMessage } } }`, { id: environment }),
      graphql(admin, `query ($id: Int!) { getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $id) { id name errMessage } }`, { id: environment }),
    ]);
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      for (const secret of [tokens.accessToken, tokens.refreshToken, sky.clientSecret, sky.subscriptionKey]) expect(answer.text).not.toContain(secret);
    }
    const schema = await graphql(admin, `{ __type(name: "BlackbaudOrganization") { fields { name } } }`);
    expect(schema.text.toLowerCase()).not.toMatch(/token/);
  }, 60_000);
});
