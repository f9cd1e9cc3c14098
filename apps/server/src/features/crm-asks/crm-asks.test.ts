import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { connect, graphqlAt, skyEnv, untilFinished } from '../blackbaud/blackbaud-test-kit.testing.ts';
import { CRM_ASK_MESSAGES as M } from './crm-ask-messages.ts';
import { exportedCrmAppeal, finishedSend } from './crm-asks.testing.ts';
import { runSend } from './send-crm-asks.job.ts';
import { appealMarker, ladderText } from './crm-ask-target.ts';
import { createCrmAskSend } from './start-crm-ask-send.ts';

// 'Send asks to Raiser's Edge NXT' against the fake SKY API: every mailed ladder lands once in a custom field
// of the chosen category with a Mailing action, read back from the fake over its own API; a second send writes
// nothing; refusals are reported while the rest are written; 429s and an expired token are ridden out; a
// donor a lost attempt may have written is found, not written twice; and only an administrator of the
// appeal's company can send.

const ENV = 'p-env-crm-asks';
const DONORS = 40;
let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let stranger: CompanyWithUser;
let standard: CompanyWithUser;
let environment: number;
const graphql = graphqlAt(() => app.url);

const SEND = `mutation ($appealId: Int!, $category: String!, $recordAction: Boolean!) {
  sendAppealAsksToCrm(appealId: $appealId, category: $category, recordAction: $recordAction) { id status total } }`;
const LATEST = `query ($appealId: Int!) { getCrmAskSend(appealId: $appealId) { id status total written unchanged refused error refusals { externalId error } } }`;
const CATEGORIES = `query ($appealId: Int!) { getCrmAskCategories(appealId: $appealId) }`;

interface SendView {
  id: number;
  status: string;
  total: number;
  written: number;
  unchanged: number;
  refused: number;
  error: string | null;
  refusals: Array<{ externalId: string; error: string }>;
}

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 200, environments: [{ id: ENV, name: 'Write-back Academy', dataset: { constituents: DONORS + 10, gifts: 200, seed: 7 } }] });
  database = await createTestDatabase();
  app = await startTestApp(database, skyEnv(sky, { SKY_CALLS_PER_SECOND: '200' }));
  admin = await createCompanyWithUser(database.ownerDb);
  // A subscribed company: the free export allowance does not stop the appeals exported here.
  await giveSubscription(database.ownerDb, admin.companyId, 1_000_000);
  stranger = await createCompanyWithUser(database.ownerDb);
  standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
  environment = await connect(graphql, sky, admin, ENV);
  expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

/** An exported appeal of the synced environment: its donors are the first constituents, with the engine's sample giving. */
async function exportedAppeal(name: string): Promise<number> {
  return (await exportedCrmAppeal({ app, database, admin }, { environmentId: environment, source: 'blackbaud', name, donors: DONORS, seed: 99 })).appealId;
}

async function send(appealId: number, category = 'Ask Ladder', who = admin) {
  return graphql<{ sendAppealAsksToCrm: { id: number; status: string; total: number } }>(who, SEND, { appealId, category, recordAction: true });
}

const finished = (appealId: number) => finishedSend(async () => (await graphql<{ getCrmAskSend: SendView }>(admin, LATEST, { appealId })).data?.getCrmAskSend);

/** What the fake holds for a constituent, read over its API as any SKY application would. */
async function readBack(constituentId: string): Promise<{ fields: Array<{ category: string; value: string; comment: string }>; actions: Array<{ summary: string; category: string }> }> {
  const token = sky.oauth.issueTokens(ENV).access_token;
  const get = async (path: string) =>
    ((await (await fetch(`${sky.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'bb-api-subscription-key': sky.subscriptionKey } })).json()) as { value: never[] }).value;
  return { fields: await get(`/constituent/v1/constituents/${constituentId}/customfields`), actions: await get(`/constituent/v1/constituents/${constituentId}/actions`) };
}

/** Each mailed donor's ladder by CRM id, from the export's record of what was mailed. */
async function ladders(appealId: number): Promise<Map<string, string>> {
  const { rows } = await sql<{ externalId: string; asks: string[] }>`
    select ac.external_id as "externalId", array_remove(array[m.ask1, m.ask2, m.ask3, m.ask4, m.ask5], null)::text[] as asks
    from appeal_mailed_asks m join appeal_constituents ac on ac.id = m.appeal_constituent_id
    where m.appeal_id = ${appealId} order by m.appeal_constituent_id`.execute(database.ownerDb);
  return new Map(rows.map((row) => [row.externalId, ladderText(row.asks.map(Number), 'ANNUAL_ONLY')]));
}

describe("sending an appeal's asks to Raiser's Edge NXT", () => {
  let appealId: number;

  it("offers the environment's Text categories, then writes every mailed ladder once, with a Mailing action", async () => {
    appealId = await exportedAppeal('Spring Appeal 2027');
    expect((await graphql<{ getCrmAskCategories: string[] }>(admin, CATEGORIES, { appealId })).data?.getCrmAskCategories).toEqual(['Ask Ladder', 'Interests']);
    const started = await send(appealId);
    expect(started.errors).toBeUndefined();
    const done = await finished(appealId);
    const expected = await ladders(appealId);
    expect(done).toMatchObject({ status: 'DONE', total: expected.size, written: expected.size, unchanged: 0, refused: 0, error: null });
    for (const [constituentId, ladder] of expected) {
      const { fields, actions } = await readBack(constituentId);
      expect(fields).toEqual([expect.objectContaining({ category: 'Ask Ladder', value: ladder, comment: appealMarker(appealId) })]);
      expect(actions).toEqual([expect.objectContaining({ category: 'Mailing', summary: `Spring Appeal 2027: asked ${ladder}` })]);
    }
    const history = await graphql<{ getAppealHistory: { data: Array<{ id: number; asksSent: unknown }> } }>(
      admin,
      `{ getAppealHistory(input: { limit: 50, offset: 0 }) { data { id asksSent { crm status written refused } } } }`,
    );
    expect(history.data!.getAppealHistory.data.find((row) => row.id === appealId)?.asksSent).toEqual({ crm: "Raiser's Edge NXT", status: 'DONE', written: expected.size, refused: 0 });
  }, 120_000);

  it('changes nothing when sent again', async () => {
    const before = sky.environment(ENV).writes.customFields.size;
    const actions = sky.environment(ENV).writes.actions.size;
    expect((await send(appealId)).errors).toBeUndefined();
    const done = await finished(appealId);
    expect(done).toMatchObject({ status: 'DONE', written: 0, unchanged: done.total, refused: 0 });
    expect([sky.environment(ENV).writes.customFields.size, sky.environment(ENV).writes.actions.size]).toEqual([before, actions]);
  }, 60_000);

  it('reports a donor the CRM refuses and writes the rest, riding out rate limiting and an expired token', async () => {
    const second = await exportedAppeal('Fall Appeal 2027');
    // A constituent deleted in Raiser's Edge NXT since the sync: SKY refuses its custom field.
    const gone = [...(await ladders(second)).keys()][5]!;
    sky.environment(ENV).dataset.deleteConstituent(Number(gone));
    sky.throttle.stormLeft = 3;
    sky.oauth.expireAccessTokens();
    expect((await send(second)).errors).toBeUndefined();
    const done = await finished(second);
    expect(done).toMatchObject({ status: 'DONE', written: DONORS - 1, refused: 1 });
    expect(done.refusals).toEqual([{ externalId: gone, error: `The constituent '${gone}' was not found.` }]);
    expect([...sky.environment(ENV).writes.customFields.values()].filter((f) => f.parent_id === gone && f.comment === appealMarker(second))).toEqual([]);
    expect(sky.requests.some((r) => r.status === 429)).toBe(true);
  }, 120_000);

  it('finds the custom field and action a lost attempt wrote instead of writing them twice', async () => {
    const third = await exportedAppeal('Winter Appeal 2027');
    const expected = await ladders(third);
    // SKY took this donor's custom field and action, then the worker died before it recorded them.
    const [lostId, lostLadder] = [...expected][3]!;
    const token = sky.oauth.issueTokens(ENV).access_token;
    const post = (path: string, body: unknown) =>
      fetch(`${sky.apiUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'bb-api-subscription-key': sky.subscriptionKey, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await post('/constituent/v1/constituents/customfields', { parent_id: lostId, category: 'Ask Ladder', value: lostLadder, comment: appealMarker(third) });
    await post('/constituent/v1/actions', { constituent_id: lostId, category: 'Mailing', date: '2027-01-01', description: `${appealMarker(third)}: ${lostLadder}` });
    // The state a worker leaves when it dies between SKY's answer and the record of it: the donor's row says 'writing'.
    const sendId = await createCrmAskSend(app.services, admin.companyId, admin.userId, third, { crm: 'blackbaud', category: 'Ask Ladder', recordAction: true });
    await database.ownerDb.updateTable('crmAskSendDonors').set({ state: 'writing' }).where('sendId', '=', sendId).where('externalId', '=', lostId).execute();
    await runSend(app.services, admin.companyId, sendId);
    const done = await finished(third);
    expect(done.status).toBe('DONE');
    const { fields, actions } = await readBack(lostId);
    expect(fields.filter((f) => f.comment === appealMarker(third))).toHaveLength(1);
    expect(actions.filter((a) => (a as { description?: string }).description === `${appealMarker(third)}: ${lostLadder}`)).toHaveLength(1);
  }, 120_000);
});

describe('who may send', () => {
  it('refuses a standard user, another company, an unknown category and an appeal not exported or not from the CRM', async () => {
    const appealId = (await database.ownerDb.selectFrom('crmAskSends').select('appealId').orderBy('id').executeTakeFirstOrThrow()).appealId;
    expect((await send(appealId, 'Ask Ladder', standard)).errors?.[0]?.message).toBe(M.administratorsOnly);
    expect((await send(appealId, 'Ask Ladder', stranger)).errors?.[0]?.message).toBe(M.appealNotFound);
    expect((await graphql(stranger, LATEST, { appealId })).data).toEqual({ getCrmAskSend: null });
    expect((await send(appealId, 'Anniversary')).errors?.[0]?.message).toBe(M.unknownCategory('Anniversary'));

    const { appealId: excel } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(3), { source: 'excel' });
    expect((await send(excel)).errors?.[0]?.message).toBe(M.excelSource);
    const { appealId: unexported } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(3), { source: 'blackbaud' });
    await database.ownerDb.updateTable('appeals').set({ environmentId: environment }).where('id', '=', unexported).execute();
    expect((await send(unexported)).errors?.[0]?.message).toBe(M.notExported);
  });
});
