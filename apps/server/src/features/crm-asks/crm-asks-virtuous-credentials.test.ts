import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { ACCOUNTS, connectAccount, EXCHANGE, graphql as graphqlAt, signInToken, syncTag, tagsOf, type Result } from '../virtuous/virtuous-test-kit.testing.ts';
import { IN_FLIGHT } from './crm-ask-batch.ts';
import { CRM_ASK_MESSAGES as M } from './crm-ask-messages.ts';
import { exportedCrmAppeal, finishedSend } from './crm-asks.testing.ts';
import { appealMarker } from './crm-ask-target.ts';

// Virtuous's credentials failing in the middle of a send. The token grant's access token expires after a few
// Gift Asks: the client refreshes it and the send finishes, every donor written once. An API key cannot be
// refreshed: when Virtuous stops accepting it mid-send, the send ends with the reconnect message and marks the
// account, and nothing is lost: what the send recorded as written is exactly what Virtuous holds, only the
// donors whose calls were under way are left to look up, and the send after reconnecting writes only the
// donors not written.

const DONORS = 30;
let fake: FakeVirtuous;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let accountId: number;

const SEND = `mutation ($appealId: Int!) { sendAppealAsksToCrm(appealId: $appealId, crm: "virtuous") { id } }`;
const LATEST = `query ($appealId: Int!) { getCrmAskSend(appealId: $appealId) { status total written unchanged refused error } }`;

interface SendView {
  status: string;
  total: number;
  written: number;
  unchanged: number;
  refused: number;
  error: string | null;
}

const ask = <T>(query: string, variables: Record<string, unknown> = {}) => graphqlAt<T>(app.url, admin, query, variables);

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 120, gifts: 300, seed: 31 } });
  database = await createTestDatabase();
  app = await startTestApp(database, { VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: Buffer.alloc(32, 5).toString('base64') });
  admin = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId, 1_000_000);
  accountId = await connectAccount(app.url, admin, fake);
  const tagId = (await tagsOf(app.url, admin, accountId)).find((t) => t.vTagId === '1')!.id;
  expect((await syncTag(app.url, admin, accountId, tagId)).status).toBe('DONE');
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await fake?.close();
});

/** An exported appeal of the synced account: its donors are the first contacts of the tag. */
async function exportedAppeal(name: string, seed: number): Promise<{ appealId: number; contactIds: string[] }> {
  const { appealId, externalIds } = await exportedCrmAppeal({ app, database, admin }, { environmentId: accountId, source: 'virtuous', name, donors: DONORS, seed });
  return { appealId, contactIds: externalIds };
}

/** Reconnects the account as an administrator does from the popup (an API key, or the password grant). */
async function reconnect(credentials: { apiKey?: string; email?: string; password?: string; otp?: string }): Promise<void> {
  const signIn = await signInToken(app.url, admin, credentials);
  expect(signIn).toMatchObject({ statusCode: 200, error: null });
  const exchange = (await ask<{ ExchangeVirtuousToken: Result }>(EXCHANGE, { token: signIn.result, isReconnect: true, id: accountId })).data!.ExchangeVirtuousToken;
  expect(exchange).toMatchObject({ statusCode: 200, error: null });
}

async function sendAndFinish(appealId: number): Promise<SendView> {
  expect((await ask(SEND, { appealId })).errors).toBeUndefined();
  return finishedSend(async () => (await ask<{ getCrmAskSend: SendView }>(LATEST, { appealId })).data?.getCrmAskSend);
}

/** How many of the appeal's Gift Asks the fake holds for each of the contacts. */
function giftAsksPerContact(appealId: number, contactIds: string[]): number[] {
  const marked = [...fake.giftAsks.asks.values()].filter((a) => a.notes?.startsWith(`${appealMarker(appealId)}:`));
  return contactIds.map((id) => marked.filter((a) => a.contactId === Number(id)).length);
}

const needsReconnection = async () =>
  (await ask<{ listLinkedVirtuousAccounts: Array<{ id: number; needsReauthentication: boolean }> }>(ACCOUNTS)).data!.listLinkedVirtuousAccounts.find((a) => a.id === accountId)?.needsReauthentication;

describe('Virtuous credentials that stop working during a send', () => {
  it("refreshes the token grant's access token that expires after a few Gift Asks, and writes every donor once", async () => {
    await reconnect({ email: fake.user.email, password: fake.user.password, otp: fake.user.otp });
    const sealed = async () => (await database.ownerDb.selectFrom('virtuousConnections').select('sealedCredentials').where('environmentId', '=', accountId).executeTakeFirstOrThrow()).sealedCredentials;
    const before = await sealed();
    const { appealId, contactIds } = await exportedAppeal('Token Appeal 2027', 41);
    const from = fake.requests.length;
    fake.afterWrites(10, () => fake.expireTokens());

    expect(await sendAndFinish(appealId)).toEqual({ status: 'DONE', total: DONORS, written: DONORS, unchanged: 0, refused: 0, error: null });
    expect(fake.requests.slice(from).some((r) => r.status === 401 && r.path === '/api/GiftAsk')).toBe(true);
    expect(giftAsksPerContact(appealId, contactIds)).toEqual(contactIds.map(() => 1));
    // The refreshed pair is kept for the next call.
    expect(await sealed()).not.toBe(before);
    expect(await needsReconnection()).toBe(false);
  }, 120_000);

  it('ends with the reconnect message when the API key is refused mid-send; after reconnecting, the next send writes only the donors not written', async () => {
    const key = fake.issueApiKey();
    await reconnect({ apiKey: key });
    const { appealId, contactIds } = await exportedAppeal('Key Appeal 2027', 43);
    fake.afterWrites(12, () => fake.revokeApiKey(key));

    const stopped = await sendAndFinish(appealId);
    expect(stopped).toMatchObject({ status: 'ERROR', total: DONORS, refused: 0, error: M.reconnectVirtuous });
    expect(stopped.written).toBeGreaterThanOrEqual(12);
    expect(stopped.written).toBeLessThan(DONORS);
    expect(await needsReconnection()).toBe(true);
    // What the send recorded as written is what Virtuous holds: no donor doubled, none written unrecorded.
    const held = giftAsksPerContact(appealId, contactIds);
    expect(held.every((n) => n <= 1)).toBe(true);
    expect(held.reduce((sum, n) => sum + n, 0)).toBe(stopped.written);

    // Only the donors whose calls were under way are left 'writing' (looked up in Virtuous by the next send);
    // those marked ahead but never started are 'pending' again.
    const states = await database.ownerDb
      .selectFrom('crmAskSendDonors as d')
      .innerJoin('crmAskSends as s', 's.id', 'd.sendId')
      .select(['d.state', (eb) => eb.fn.countAll<string>().as('donors')])
      .where('s.appealId', '=', appealId)
      .groupBy('d.state')
      .execute();
    const left = Object.fromEntries(states.map((row) => [row.state, Number(row.donors)]));
    expect(left.writing).toBeGreaterThanOrEqual(1);
    expect(left.writing).toBeLessThanOrEqual(IN_FLIGHT);
    expect((left.pending ?? 0) + left.writing!).toBe(DONORS - stopped.written);

    await reconnect({ apiKey: fake.issueApiKey() });
    expect(await needsReconnection()).toBe(false);
    const creates = fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/GiftAsk' && r.status === 200).length;
    const lookups = fake.requests.filter((r) => r.path.startsWith('/api/GiftAsk/ByContact/')).length;
    const finished = await sendAndFinish(appealId);
    expect(finished).toEqual({ status: 'DONE', total: DONORS, written: DONORS - stopped.written, unchanged: stopped.written, refused: 0, error: null });
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/api/GiftAsk' && r.status === 200).length - creates).toBe(DONORS - stopped.written);
    expect(fake.requests.filter((r) => r.path.startsWith('/api/GiftAsk/ByContact/')).length - lookups).toBe(left.writing);
    expect(giftAsksPerContact(appealId, contactIds)).toEqual(contactIds.map(() => 1));
  }, 120_000);
});
