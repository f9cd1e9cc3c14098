import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { sealJson } from '../../platform/secrets/index.ts';
import { ACCOUNTS, connectAccount, EXCHANGE, fakeTagContacts, graphql, INGEST, signInToken, syncTag, tagsOf, type Result } from './virtuous-test-kit.testing.ts';

// A tag sync against the fake when Virtuous is not kind: few requests left (the client pauses until the
// X-RateLimit-Reset), a 429 with Retry-After, an expired access token (refreshed) and a refused refresh
// (reconnect needed), a tag deleted in Virtuous, and a tag past the plan's constituent limit.

const SEALING_KEY = Buffer.alloc(32, 4);
let fake: FakeVirtuous;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let accountId: number;
let small: number;
let spring: number;

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 2_500, gifts: 8_000, seed: 33, tags: [{ name: 'Spring Appeal 2026', share: 0.5 }, { name: 'Board Members', share: 0.03 }] } });
  database = await createTestDatabase();
  app = await startTestApp(database, {
    VIRTUOUS_API_URL: fake.url,
    TOKEN_SEALING_KEY: SEALING_KEY.toString('base64'),
    VIRTUOUS_PAUSE_BELOW_REMAINING: '5',
    VIRTUOUS_MAX_WAIT_SECONDS: '30',
    UNSUBSCRIBED_CONSTITUENT_LIMIT: '1000',
  });
  admin = await createCompanyWithUser(database.ownerDb);
  accountId = await connectAccount(app.url, admin, fake);
  const tags = await tagsOf(app.url, admin, accountId);
  spring = tags.find((t) => t.tagName === 'Spring Appeal 2026')!.id;
  small = tags.find((t) => t.tagName === 'Board Members')!.id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await fake?.close();
});

const statusesSince = (from: number) => fake.requests.slice(from).map((r) => r.status);
const members = async (tagId: number) => (await database.ownerDb.selectFrom('audienceMembers').select((eb) => eb.fn.countAll<number>().as('n')).where('audienceId', '=', tagId).executeTakeFirstOrThrow()).n;

describe('a tag sync and the rate limit', () => {
  it('pauses when X-RateLimit-Remaining runs low and carries on after X-RateLimit-Reset, without a 429', async () => {
    const from = fake.requests.length;
    fake.setRemaining(6, 3);
    const started = Date.now();
    expect(await syncTag(app.url, admin, accountId, small)).toMatchObject({ status: 'DONE' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(statusesSince(from)).not.toContain(429);
    expect(Number(await members(small))).toBe(fakeTagContacts(fake, 2).size);
  });

  it('waits out a 429 by its Retry-After and completes', async () => {
    const from = fake.requests.length;
    fake.setRemaining(0, 2);
    expect(await syncTag(app.url, admin, accountId, small)).toMatchObject({ status: 'DONE' });
    const statuses = statusesSince(from);
    expect(statuses[0]).toBe(429);
    expect(statuses.slice(1).every((s) => s === 200)).toBe(true);
  });
});

describe('a tag sync and the credentials', () => {
  it('refreshes an expired access token of the token grant and keeps the new pair sealed', async () => {
    const signIn = await signInToken(app.url, admin, { email: fake.user.email, password: fake.user.password, otp: fake.user.otp });
    expect((await graphql<{ ExchangeVirtuousToken: Result }>(app.url, admin, EXCHANGE, { token: signIn.result, isReconnect: true, id: accountId })).data!.ExchangeVirtuousToken.statusCode).toBe(200);
    const before = (await database.ownerDb.selectFrom('virtuousConnections').select('sealedCredentials').where('environmentId', '=', accountId).executeTakeFirstOrThrow()).sealedCredentials;
    fake.expireTokens();
    const from = fake.requests.length;
    expect(await syncTag(app.url, admin, accountId, small)).toMatchObject({ status: 'DONE' });
    expect(statusesSince(from)).toContain(401);
    const after = (await database.ownerDb.selectFrom('virtuousConnections').select('sealedCredentials').where('environmentId', '=', accountId).executeTakeFirstOrThrow()).sealedCredentials;
    expect(after).not.toBe(before);
  });

  it('ends in ERROR and asks for reauthentication when the refresh is refused', async () => {
    const stale = sealJson(SEALING_KEY, { kind: 'token', accessToken: 'expired', refreshToken: 'revoked', expiresAt: Date.now() + 3_600_000, userName: fake.user.email });
    await database.ownerDb.updateTable('virtuousConnections').set({ sealedCredentials: stale }).where('environmentId', '=', accountId).execute();
    expect(await syncTag(app.url, admin, accountId, small)).toMatchObject({ status: 'ERROR' });
    const accounts = (await graphql<{ listLinkedVirtuousAccounts: Array<{ needsReauthentication: boolean; isLocked: number }> }>(app.url, admin, ACCOUNTS)).data!.listLinkedVirtuousAccounts;
    expect(accounts[0]).toMatchObject({ needsReauthentication: true, isLocked: 0 });
    // Reconnecting with the API key clears it.
    const signIn = await signInToken(app.url, admin, { apiKey: fake.apiKey });
    await graphql(app.url, admin, EXCHANGE, { token: signIn.result, isReconnect: true, id: accountId });
    expect((await graphql<{ listLinkedVirtuousAccounts: Array<{ needsReauthentication: boolean }> }>(app.url, admin, ACCOUNTS)).data!.listLinkedVirtuousAccounts[0]!.needsReauthentication).toBe(false);
  });
});

describe('a tag deleted in Virtuous and the plan limit', () => {
  it('fails the sync of a deleted tag with Virtuous\'s message; re-syncing the tag list drops it', async () => {
    fake.dataset.deletedTags.add(2);
    const failed = await syncTag(app.url, admin, accountId, small);
    expect(failed.status).toBe('ERROR');
    expect(failed.errorMessage).toContain('Board Members');
    expect((await graphql<{ VirtuousIngestion: Result }>(app.url, admin, INGEST, { id: accountId, type: 'TAGS' })).data!.VirtuousIngestion.statusCode).toBe(200);
    expect((await tagsOf(app.url, admin, accountId)).map((t) => t.tagName)).toEqual(['Spring Appeal 2026']);
    const refused = (await graphql<{ VirtuousIngestion: Result }>(app.url, admin, INGEST, { id: accountId, type: 'TAG', tagId: small })).data!.VirtuousIngestion;
    expect(refused).toMatchObject({ statusCode: 400, error: 'Tag not found.' });
  });

  it('refuses a tag that would take the company past its constituent limit, keeping none of its contacts', async () => {
    const before = await database.ownerDb.selectFrom('constituents').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', accountId).executeTakeFirstOrThrow();
    const refused = await syncTag(app.url, admin, accountId, spring);
    expect(refused.status).toBe('ERROR');
    expect(refused.errorMessage).toMatch(/^Subscription update required: this would take your company past its limit of 1,000 constituents/);
    const after = await database.ownerDb.selectFrom('constituents').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', accountId).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(Number(await members(spring))).toBe(0);
  });
});
