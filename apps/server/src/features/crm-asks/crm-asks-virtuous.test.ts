import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { GET_RESULTS, uploadResults } from '../test-and-learn/test-and-learn.testing.ts';
import { connectAccount, graphql as graphqlAt, syncTag, tagsOf } from '../virtuous/virtuous-test-kit.testing.ts';
import { giftAskNotes } from '../virtuous/index.ts';
import { CRM_ASK_MESSAGES as M } from './crm-ask-messages.ts';
import { exportedCrmAppeal, finishedSend } from './crm-asks.testing.ts';
import { appealMarker, ladderText } from './crm-ask-target.ts';
import { runSend } from './send-crm-asks.job.ts';
import { createCrmAskSend } from './start-crm-ask-send.ts';

// 'Send asks to Virtuous' against the fake Virtuous API: every mailed donor gets one Gift Ask (first ask as
// its amount; marker, ladder and source code in its notes), read back from the fake over its own API; a second
// send writes nothing and a changed ladder updates the Gift Ask; a 429 is waited out; a refused donor is
// reported while the rest are written; a Gift Ask a lost attempt wrote is found, not written twice; only the
// appeal's company can send. Then the gifts Virtuous applies to those Gift Asks come back, after a sync, as
// the appeal's results: equal to a sum over the fake's gifts and to a results file of the same gifts.

const DONORS = 30;
const VTAG = 1;
let fake: FakeVirtuous;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let stranger: CompanyWithUser;
let standard: CompanyWithUser;
let accountId: number;
let tagId: number;

const SEND = `mutation ($appealId: Int!, $crm: String, $category: String) { sendAppealAsksToCrm(appealId: $appealId, crm: $crm, category: $category) { id status crm category } }`;
const LATEST = `query ($appealId: Int!) { getCrmAskSend(appealId: $appealId) { id status crm total written unchanged refused error refusals { externalId error } } }`;

interface SendView {
  status: string;
  crm: string;
  total: number;
  written: number;
  unchanged: number;
  refused: number;
  error: string | null;
  refusals: Array<{ externalId: string; error: string }>;
}

interface GiftAsk {
  id: number;
  contactId: number;
  askAmount: number;
  notes: string;
}

const ask = <T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) => graphqlAt<T>(app.url, who, query, variables);

beforeAll(async () => {
  fake = await startFakeVirtuous({ dataset: { contacts: 200, gifts: 600, seed: 29 } });
  database = await createTestDatabase();
  app = await startTestApp(database, { VIRTUOUS_API_URL: fake.url, TOKEN_SEALING_KEY: Buffer.alloc(32, 9).toString('base64'), VIRTUOUS_PAUSE_BELOW_REMAINING: '0' });
  admin = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId, 1_000_000);
  stranger = await createCompanyWithUser(database.ownerDb);
  standard = await createCompanyWithUser(database.ownerDb, { group: 'STANDARD', roleId: 2 });
  accountId = await connectAccount(app.url, admin, fake);
  tagId = (await tagsOf(app.url, admin, accountId)).find((t) => t.vTagId === String(VTAG))!.id;
  expect((await syncTag(app.url, admin, accountId, tagId)).status).toBe('DONE');
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await fake?.close();
});

/** An exported appeal of the synced account: its donors are the first contacts of the tag, with the engine's sample giving. */
async function exportedAppeal(name: string, seed = 99): Promise<number> {
  return (await exportedCrmAppeal({ app, database, admin }, { environmentId: accountId, source: 'virtuous', name, donors: DONORS, seed })).appealId;
}

const send = (appealId: number, who = admin) => ask<{ sendAppealAsksToCrm: { id: number; status: string; crm: string; category: string | null } }>(who, SEND, { appealId, crm: 'virtuous' });

const finished = (appealId: number) => finishedSend(async () => (await ask<{ getCrmAskSend: SendView }>(admin, LATEST, { appealId })).data?.getCrmAskSend);

/** A contact's Gift Asks, read over the fake's API as any Virtuous integration would (every page). */
async function giftAsksOf(contactId: string): Promise<GiftAsk[]> {
  const asks: GiftAsk[] = [];
  for (let skip = 0; ; skip += 2) {
    const response = await fetch(`${fake.url}/api/GiftAsk/ByContact/${contactId}?skip=${skip}&take=2`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    const page = (await response.json()) as { list: GiftAsk[]; total: number };
    asks.push(...page.list);
    if (skip + 2 >= page.total) return asks;
  }
}

/** Each mailed donor's ladder, first ask and source code by contact id, from the export's record of what was mailed. */
async function mailed(appealId: number): Promise<Map<string, { ladder: string; first: number; sourceCode: string | null }>> {
  const { rows } = await sql<{ externalId: string; asks: string[]; sourceCode: string | null }>`
    select ac.external_id as "externalId", array_remove(array[m.ask1, m.ask2, m.ask3, m.ask4, m.ask5], null)::text[] as asks, m.source_code as "sourceCode"
    from appeal_mailed_asks m join appeal_constituents ac on ac.id = m.appeal_constituent_id
    where m.appeal_id = ${appealId} order by m.appeal_constituent_id`.execute(database.ownerDb);
  return new Map(rows.map((row) => [row.externalId, { ladder: ladderText(row.asks.map(Number), 'ANNUAL_ONLY'), first: Number(row.asks[0]), sourceCode: row.sourceCode }]));
}

describe("sending an appeal's asks to Virtuous", () => {
  let appealId: number;

  it("writes one Gift Ask per mailed donor: the first ask as its amount, the appeal's marker, ladder and source code in its notes", async () => {
    appealId = await exportedAppeal('Spring Appeal 2027');
    expect((await ask<{ getCrmAskCategories: string[] }>(admin, `query ($appealId: Int!) { getCrmAskCategories(appealId: $appealId) }`, { appealId })).data?.getCrmAskCategories).toEqual([]);
    const started = await send(appealId);
    expect(started.errors).toBeUndefined();
    expect(started.data!.sendAppealAsksToCrm).toMatchObject({ crm: 'virtuous', category: null });
    const done = await finished(appealId);
    const expected = await mailed(appealId);
    expect(expected.size).toBe(DONORS);
    expect(done).toMatchObject({ status: 'DONE', crm: 'virtuous', total: DONORS, written: DONORS, unchanged: 0, refused: 0, error: null });
    for (const [contactId, donor] of expected) {
      expect(await giftAsksOf(contactId)).toEqual([
        expect.objectContaining({ contactId: Number(contactId), askAmount: donor.first / 100, notes: giftAskNotes({ marker: appealMarker(appealId), ladder: donor.ladder, sourceCode: donor.sourceCode }) }),
      ]);
    }
  }, 120_000);

  it('changes nothing when sent again, and updates the Gift Ask (PUT) when the ladder changed', async () => {
    const before = fake.giftAsks.asks.size;
    expect((await send(appealId)).errors).toBeUndefined();
    expect(await finished(appealId)).toMatchObject({ status: 'DONE', written: 0, unchanged: DONORS, refused: 0 });
    expect(fake.giftAsks.asks.size).toBe(before);
    expect(fake.requests.filter((r) => r.method === 'PUT')).toEqual([]);

    // The appeal was mailed again with a new ladder for one donor: its Gift Ask is updated, not added.
    const [changed] = await sql<{ id: number; contactId: string }>`
      select m.appeal_constituent_id as id, ac.external_id as "contactId" from appeal_mailed_asks m join appeal_constituents ac on ac.id = m.appeal_constituent_id
      where m.appeal_id = ${appealId} order by m.appeal_constituent_id limit 1`.execute(database.ownerDb).then((r) => r.rows);
    await sql`update appeal_mailed_asks set ask1 = ask1 + 500 where appeal_id = ${appealId} and appeal_constituent_id = ${changed!.id}`.execute(database.ownerDb);
    expect((await send(appealId)).errors).toBeUndefined();
    expect(await finished(appealId)).toMatchObject({ status: 'DONE', written: 1, unchanged: DONORS - 1 });
    expect(fake.giftAsks.asks.size).toBe(before);
    const donor = (await mailed(appealId)).get(changed!.contactId)!;
    expect(await giftAsksOf(changed!.contactId)).toEqual([expect.objectContaining({ askAmount: donor.first / 100, notes: giftAskNotes({ marker: appealMarker(appealId), ladder: donor.ladder, sourceCode: donor.sourceCode }) })]);
    expect(fake.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  }, 120_000);

  it('reports a donor Virtuous refuses and writes the rest, waiting out a 429', async () => {
    const second = await exportedAppeal('Fall Appeal 2027', 7);
    // A contact merged away in Virtuous since the sync: its id no longer exists there.
    const gone = [...(await mailed(second)).keys()][4]!;
    await database.ownerDb.updateTable('appealConstituents').set({ externalId: '999999' }).where('appealId', '=', second).where('externalId', '=', gone).execute();
    fake.setRemaining(0, 2);
    expect((await send(second)).errors).toBeUndefined();
    const done = await finished(second);
    expect(done).toMatchObject({ status: 'DONE', written: DONORS - 1, refused: 1 });
    expect(done.refusals).toEqual([{ externalId: '999999', error: "The contact '999999' was not found." }]);
    expect(fake.requests.some((r) => r.status === 429 && r.path === '/api/GiftAsk')).toBe(true);
    expect((await giftAsksOf(gone)).some((a) => a.notes.startsWith(`${appealMarker(second)}:`))).toBe(false);
  }, 120_000);

  it('finds the Gift Ask a lost attempt wrote instead of writing it twice', async () => {
    const third = await exportedAppeal('Winter Appeal 2027', 11);
    const expected = await mailed(third);
    const [lostId, lost] = [...expected][3]!;
    // Virtuous took this donor's Gift Ask, then the worker died before it recorded it: the row says 'writing'.
    fake.giftAsks.create({ contactId: Number(lostId), askAmount: lost.first / 100, notes: giftAskNotes({ marker: appealMarker(third), ladder: lost.ladder, sourceCode: lost.sourceCode }) });
    const sendId = await createCrmAskSend(app.services, admin.companyId, admin.userId, third, { crm: 'virtuous' });
    await database.ownerDb.updateTable('crmAskSendDonors').set({ state: 'writing' }).where('sendId', '=', sendId).where('externalId', '=', lostId).execute();
    await runSend(app.services, admin.companyId, sendId);
    expect(await finished(third)).toMatchObject({ status: 'DONE', written: DONORS, refused: 0 });
    for (const contactId of expected.keys()) expect((await giftAsksOf(contactId)).filter((a) => a.notes.startsWith(`${appealMarker(third)}:`))).toHaveLength(1);
  }, 120_000);

  it('refuses a standard user, another company, and a Raiser\'s Edge NXT target for a Virtuous appeal', async () => {
    const before = fake.giftAsks.asks.size;
    expect((await send(appealId, standard)).errors?.[0]?.message).toBe(M.administratorsOnly);
    expect((await send(appealId, stranger)).errors?.[0]?.message).toBe(M.appealNotFound);
    expect((await ask(stranger, LATEST, { appealId })).data).toEqual({ getCrmAskSend: null });
    expect((await ask(admin, SEND, { appealId, crm: 'blackbaud', category: 'Ask Ladder' })).errors?.[0]?.message).toBe(M.wrongCrm('Virtuous'));
    expect((await ask(admin, SEND, { appealId, crm: 'blackbaud' })).errors?.[0]?.message).toMatch(/custom field category/);
    expect(fake.giftAsks.asks.size).toBe(before);
  });
});

/** The appeal's row of Appeal History: where its asks were sent, and its results' source and total. */
async function historyOf(appealId: number) {
  const history = await ask<{ getAppealHistory: { data: Array<{ id: number; asksSent: unknown; results: unknown }> } }>(
    admin,
    `{ getAppealHistory(input: { limit: 100, offset: 0 }) { data { id asksSent { crm status } results { source crm totalRaised } } } }`,
  );
  const row = history.data!.getAppealHistory.data.find((item) => item.id === appealId);
  return row && { asksSent: row.asksSent, results: row.results };
}

describe("an appeal's results read from Virtuous", () => {
  it("fills from the gifts applied to its Gift Asks after a sync: the fake's own sum, and the same figures as a results file", async () => {
    const appealId = (await database.ownerDb.selectFrom('appeals').select('id').where('name', '=', 'Spring Appeal 2027').executeTakeFirstOrThrow()).id;
    const marker = `${appealMarker(appealId)}:`;
    const asks = [...fake.giftAsks.asks.values()].filter((a) => a.notes?.startsWith(marker));
    expect(asks).toHaveLength(DONORS);
    // Some donors gave against their Gift Ask (one of them twice); one gave outside it, which does not count.
    const today = new Date().toISOString().slice(0, 10);
    asks.slice(0, 8).forEach((a, i) => fake.giftAsks.addGift(a.id, 2_500 + i * 1_250, today));
    fake.giftAsks.addGift(asks[0]!.id, 999, today);
    fake.dataset.addGift(asks[9]!.contactId, 40_000, today, fake.dataset.segments[0]!.id, fake.dataset.projects[0]!.id);

    expect((await syncTag(app.url, admin, accountId, tagId)).status).toBe('DONE');
    const askIds = new Set(asks.map((a) => a.id));
    let total = 0;
    const lines = ['Cont. ID,Gift Amount,Gift Date'];
    for (let id = 1; id <= fake.dataset.giftIdLimit; id++) {
      const gift = fake.dataset.gift(id);
      if (!gift?.giftAskId || !askIds.has(gift.giftAskId)) continue;
      total += Math.round(gift.amount * 100);
      lines.push(`${gift.contactId},${gift.amount.toFixed(2)},${gift.giftDate.slice(0, 10)}`);
    }
    expect(lines).toHaveLength(10);
    const query = GET_RESULTS.replace('hasResults fileName', 'hasResults fileName source syncedAt');
    const fromCrm = (await ask<{ getAppealResults: Record<string, unknown> & { total: { total: string } } }>(admin, query, { appealId })).data!.getAppealResults;
    expect(fromCrm).toMatchObject({ source: 'crm', hasResults: true, fileName: "the gifts Virtuous applied to this appeal's Gift Asks", total: { total: (total / 100).toFixed(2) } });
    expect(fromCrm.syncedAt).toEqual(expect.any(String));
    // Appeal history names the CRM the asks went to, and where the results came from with their total.
    expect(await historyOf(appealId)).toEqual({ asksSent: { crm: 'Virtuous', status: 'DONE' }, results: { source: 'crm', crm: 'Virtuous', totalRaised: (total / 100).toFixed(2) } });

    expect((await uploadResults(app.url, admin.cookie, appealId, 'results.csv', lines.join('\n'))).status).toBe(200);
    const fromFile = (await ask<{ getAppealResults: Record<string, unknown> }>(admin, query, { appealId })).data!.getAppealResults;
    expect(fromFile.source).toBe('file');
    expect((await historyOf(appealId))?.results).toEqual({ source: 'file', crm: null, totalRaised: (total / 100).toFixed(2) });
    const figures = ({ source: _s, syncedAt: _d, fileName: _f, rowCount: _r, ...rest }: Record<string, unknown>) => rest;
    expect(figures(fromCrm)).toEqual(figures(fromFile));
  }, 180_000);
});
