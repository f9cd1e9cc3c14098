import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { connect, freePort, graphqlAt, skyEnv, untilFinished } from './blackbaud-test-kit.testing.ts';

// Event subscriptions end to end: SUBSCRIBE makes a SKY webhook subscription whose validation handshake the
// product answers; events delivered twice and out of order leave the donor model as SKY has it, once; a
// delivery without the address's secret is refused.

const ENV = 'p-env-hooks';
let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let environment: number;
const graphql = graphqlAt(() => app.url);

const EVENTS = `query ($id: Int!) { getCompanyOrganizationSubscribedWHEvents(companyOrganizationId: $id) { id eventType provisionStatus errMessage companyOrganizationToBbWebhookEventId } }`;
const MANAGE = `mutation ($type: String!, $env: Int, $event: Int, $sub: Int) {
  ManageCompanyOrganizationSubscribedWHEvents(requestType: $type, companyOrganizationId: $env, webhookEventId: $event, companyOrganizationToBbWebhookEventId: $sub) { statusCode error } }`;
type Subscribed = { getCompanyOrganizationSubscribedWHEvents: Array<{ id: number; eventType: string; provisionStatus: string | null; errMessage: string | null; companyOrganizationToBbWebhookEventId: number | null }> };

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 50, environments: [{ id: ENV, name: 'Hooked Hospice', dataset: { constituents: 300, gifts: 900, seed: 31 } }] });
  database = await createTestDatabase();
  const port = await freePort();
  app = await startTestApp(database, skyEnv(sky, { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }));
  admin = await createCompanyWithUser(database.ownerDb);
  environment = await connect(graphql, sky, admin, ENV);
  expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

async function subscribeTo(eventType: string): Promise<void> {
  const events = (await graphql<Subscribed>(admin, EVENTS, { id: environment })).data!.getCompanyOrganizationSubscribedWHEvents;
  const event = events.find((e) => e.eventType === eventType)!;
  const answer = await graphql<{ ManageCompanyOrganizationSubscribedWHEvents: { statusCode: number; error: string | null } }>(admin, MANAGE, { type: 'SUBSCRIBE', env: environment, event: event.id });
  expect(answer.data?.ManageCompanyOrganizationSubscribedWHEvents).toEqual({ statusCode: 200, error: null });
  await expect
    .poll(async () => (await graphql<Subscribed>(admin, EVENTS, { id: environment })).data!.getCompanyOrganizationSubscribedWHEvents.find((e) => e.eventType === eventType)!.provisionStatus, { timeout: 10_000 })
    .toBe('PROVISIONED');
}

const giftCents = async (externalId: string) =>
  (await database.ownerDb.selectFrom('gifts').select('amountCents').where('environmentId', '=', environment).where('externalId', '=', externalId).execute()).map((g) => g.amountCents);

describe("Raiser's Edge NXT event subscriptions", () => {
  it('subscribes through the validation handshake, and a replayed, reordered stream of events applies once', async () => {
    await subscribeTo('com.blackbaud.gift.change.v1');
    await subscribeTo('com.blackbaud.constituent.change.v1');
    await subscribeTo('com.blackbaud.gift.delete.v1');
    expect(sky.webhooks.subscriptions.size).toBe(3);

    const dataset = sky.environment(ENV).dataset;
    dataset.updateGiftAmount(10, 11_100);
    dataset.updateGiftAmount(10, 22_200);
    dataset.updateConstituent(7, { last: 'Renamed' });
    dataset.deleteGift(11);
    // Newest first, then the older change, then every event again: SKY may do all of this.
    const deliveries = [
      ['com.blackbaud.gift.change.v1', '10', 'evt-gift-10-b'],
      ['com.blackbaud.gift.delete.v1', '11', 'evt-gift-11'],
      ['com.blackbaud.gift.change.v1', '10', 'evt-gift-10-a'],
      ['com.blackbaud.constituent.change.v1', '7', 'evt-con-7'],
    ] as const;
    for (const round of [1, 2]) {
      for (const [type, id, eventId] of deliveries) {
        const answered = await sky.webhooks.emit(ENV, type, { id }, eventId);
        expect(answered.map((a) => a.status), `${eventId} round ${round}`).toEqual([200]);
      }
    }
    await expect.poll(() => giftCents('10'), { timeout: 10_000 }).toEqual([22_200]);
    await expect.poll(() => giftCents('11'), { timeout: 10_000 }).toEqual([]);
    await expect
      .poll(async () => (await database.ownerDb.selectFrom('constituents').select('lastName').where('environmentId', '=', environment).where('externalId', '=', '7').executeTakeFirstOrThrow()).lastName, { timeout: 10_000 })
      .toBe('Renamed');
    const receipts = await database.ownerDb.selectFrom('blackbaudWebhookReceipts').select('eventId').where('environmentId', '=', environment).orderBy('eventId').execute();
    expect(receipts.map((r) => r.eventId)).toEqual(['evt-con-7', 'evt-gift-10-a', 'evt-gift-10-b', 'evt-gift-11']);
    // Nothing doubled: one row per gift as SKY has it, and the environment's totals follow.
    const stored = await database.ownerDb.selectFrom('gifts').select(['externalId']).where('environmentId', '=', environment).where('isSoftCredit', '=', false).execute();
    expect(new Set(stored.map((g) => g.externalId)).size).toBe(stored.length);
    expect(stored).toHaveLength(899);
    // The list's Gifts count SKY's gift records, not the soft credits stored beside them.
    const env = await database.ownerDb.selectFrom('environments').select('giftTotal').where('id', '=', environment).executeTakeFirstOrThrow();
    expect(env.giftTotal).toBe(stored.length);
  }, 240_000);

  it('refuses deliveries and handshakes without the secret, and records nothing of them', async () => {
    const subscription = [...sky.webhooks.subscriptions.values()][0]!;
    const good = new URL(subscription.webhookUrl);
    const event = { type: 'com.blackbaud.gift.change.v1', specversion: '1.0', source: 'X', subject: `/environments/${ENV}`, id: 'evt-forged', time: new Date().toISOString(), data: { id: '12' } };
    const forged = new URL(good);
    forged.searchParams.set('webhookKey', good.searchParams.get('webhookKey')!.replace(/.$/, (c) => (c === '0' ? '1' : '0')));
    const bare = new URL(good);
    bare.search = '';
    for (const address of [forged, bare]) {
      const post = await fetch(address, { method: 'POST', headers: { 'content-type': 'application/cloudevents+json' }, body: JSON.stringify(event) });
      expect(post.status).toBe(401);
      const options = await fetch(address, { method: 'OPTIONS', headers: { 'WebHook-Request-Origin': 'eventgrid.azure.net' } });
      expect(options.status).toBe(401);
      expect(options.headers.get('webhook-allowed-origin')).toBeNull();
    }
    // The right secret with another environment's subject is ignored.
    const other = await fetch(good, { method: 'POST', headers: { 'content-type': 'application/cloudevents+json' }, body: JSON.stringify({ ...event, subject: '/environments/p-someone-else' }) });
    expect(await other.json()).toEqual({ outcome: 'ignored' });
    const receipts = await database.ownerDb.selectFrom('blackbaudWebhookReceipts').select('eventId').where('eventId', '=', 'evt-forged').execute();
    expect(receipts).toEqual([]);
  });

  it('unsubscribes at SKY, and another company can neither list nor change the subscriptions', async () => {
    const stranger = await createCompanyWithUser(database.ownerDb);
    const listed = await graphql<Subscribed>(stranger, EVENTS, { id: environment });
    expect(listed.errors?.[0]?.message).toBe('Environment not found.');
    const event = (await graphql<Subscribed>(admin, EVENTS, { id: environment })).data!.getCompanyOrganizationSubscribedWHEvents.find((e) => e.eventType === 'com.blackbaud.gift.change.v1')!;
    const theirs = await graphql<{ ManageCompanyOrganizationSubscribedWHEvents: { statusCode: number; error: string } }>(stranger, MANAGE, { type: 'UNSUBSCRIBE', sub: event.companyOrganizationToBbWebhookEventId });
    expect(theirs.data?.ManageCompanyOrganizationSubscribedWHEvents).toEqual({ statusCode: 400, error: 'Subscription not found.' });
    const subscribeTheirs = await graphql<{ ManageCompanyOrganizationSubscribedWHEvents: { statusCode: number; error: string } }>(stranger, MANAGE, { type: 'SUBSCRIBE', env: environment, event: 1 });
    expect(subscribeTheirs.data?.ManageCompanyOrganizationSubscribedWHEvents).toEqual({ statusCode: 400, error: 'Environment not found.' });
    expect(sky.webhooks.subscriptions.size).toBe(3);
    const mine = await graphql<{ ManageCompanyOrganizationSubscribedWHEvents: { statusCode: number } }>(admin, MANAGE, { type: 'UNSUBSCRIBE', sub: event.companyOrganizationToBbWebhookEventId });
    expect(mine.data?.ManageCompanyOrganizationSubscribedWHEvents.statusCode).toBe(200);
    expect(sky.webhooks.subscriptions.size).toBe(2);
    const after = (await graphql<Subscribed>(admin, EVENTS, { id: environment })).data!.getCompanyOrganizationSubscribedWHEvents.find((e) => e.id === event.id)!;
    expect(after).toMatchObject({ provisionStatus: null, companyOrganizationToBbWebhookEventId: null });
  });
});
