import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';
import { giveSubscription } from '../billing/billing.testing.ts';
import { connect, graphqlAt, skyEnv, TRIGGER, untilFinished } from '../blackbaud/blackbaud-test-kit.testing.ts';
import { cents, isReceivedGift } from '../blackbaud/sync/sky-records.ts';
import { calculateAsks } from '../history/appeal-fixtures.ts';
import { CRM_APPEAL_NOT_FOUND, NOT_A_CRM_APPEAL } from './crm-results.ts';
import { exportAppeal, GET_RESULTS, uploadResults } from './test-and-learn.testing.ts';

// A mailing's results read from Raiser's Edge NXT: the gifts the CRM ties to the appeal the mailing went out
// as give the same figures as a results file of the same gifts, equal to a sum over the fake's own records;
// they are read again after every sync, and the page says from which.

const ENV = 'p-env-crm-results';
const DONORS = 40;
const FROM = '2000-01-01';
let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let stranger: CompanyWithUser;
let environment: number;
let appealId: number;
/** The fake's appeal the mailing's gifts carry, and its row in the environment. */
let skyAppeal: { id: string; campaignId: string; fundId: string };
let fundraisingAppealId: number;
/** The mailed donors: SKY id by lookup id. */
let mailed: Map<string, string>;
const graphql = graphqlAt(() => app.url);

const READ = `mutation ($appealId: Int!, $fundraisingAppealId: Int!, $fromDate: String!) {
  readAppealResultsFromCrm(appealId: $appealId, fundraisingAppealId: $fundraisingAppealId, fromDate: $fromDate) { source total { total } } }`;

interface Results {
  source: string | null;
  syncedAt: string | null;
  fileName: string | null;
  total: { recipients: number; responders: number; total: string };
  [key: string]: unknown;
}

const results = async () =>
  (await graphql<{ getAppealResults: Results }>(admin, GET_RESULTS.replace('hasResults fileName', 'hasResults fileName source syncedAt'), { appealId })).data!.getAppealResults;

/**
 * The fake's own record of the appeal's gifts from FROM on: what the mailed donors gave, in cents, and every
 * donor's gifts as the lines of a results file (the CRM's export of the appeal's gifts, donors not mailed too).
 */
function fakesGifts(): { total: number; lines: string[] } {
  const dataset = sky.environment(ENV).dataset;
  const mailedIds = new Set(mailed.values());
  let total = 0;
  const lines = ['Cont. ID,Gift Amount,Gift Date'];
  for (const gift of dataset.allGifts()) {
    const donor = dataset.constituent(Number(gift.constituent_id));
    if (!donor || !isReceivedGift(gift) || gift.date.slice(0, 10) < FROM) continue;
    for (const split of gift.gift_splits) {
      if (split.appeal_id !== skyAppeal.id) continue;
      if (mailedIds.has(gift.constituent_id)) total += cents(split.amount);
      lines.push(`${donor.lookup_id},${(cents(split.amount) / 100).toFixed(2)},${gift.date.slice(0, 10)}`);
    }
  }
  return { total, lines };
}

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 200, environments: [{ id: ENV, name: 'Results Academy', dataset: { constituents: 80, gifts: 900, seed: 11 } }] });
  database = await createTestDatabase();
  app = await startTestApp(database, skyEnv(sky, { SKY_CALLS_PER_SECOND: '200' }));
  admin = await createCompanyWithUser(database.ownerDb);
  stranger = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, admin.companyId, 1_000_000);
  environment = await connect(graphql, sky, admin, ENV);
  expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');

  const constituents = await database.ownerDb.selectFrom('constituents').select(['externalId', 'lookupId']).where('environmentId', '=', environment).orderBy('id').limit(DONORS).execute();
  mailed = new Map(constituents.map((c) => [c.lookupId!, c.externalId]));
  const giving = generateDonors(DONORS, 5);
  const donors = constituents.map((c, i) => ({ ...giving[i]!, externalId: c.externalId, lookupId: c.lookupId }));
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, admin.companyId, donors, { source: 'blackbaud', name: 'Spring Appeal 2027', userId: admin.userId }));
  await database.ownerDb.updateTable('appeals').set({ environmentId: environment }).where('id', '=', appealId).execute();
  await calculateAsks(app.services, admin.companyId, appealId);
  await exportAppeal(app, admin.cookie, appealId);

  // The fake's appeal with the most gifts of the mailed donors.
  const dataset = sky.environment(ENV).dataset;
  const counts = new Map<string, { n: number; campaignId: string; fundId: string }>();
  const mailedIds = new Set(mailed.values());
  for (const gift of dataset.allGifts()) {
    if (!mailedIds.has(gift.constituent_id)) continue;
    for (const split of gift.gift_splits) {
      if (!split.appeal_id) continue;
      const seen = counts.get(split.appeal_id) ?? { n: 0, campaignId: split.campaign_id!, fundId: split.fund_id! };
      seen.n += 1;
      counts.set(split.appeal_id, seen);
    }
  }
  const [id, best] = [...counts].sort((a, b) => b[1].n - a[1].n)[0]!;
  skyAppeal = { id, campaignId: best.campaignId, fundId: best.fundId };
  fundraisingAppealId = (await database.ownerDb.selectFrom('fundraisingAppeals').select('id').where('environmentId', '=', environment).where('externalId', '=', id).executeTakeFirstOrThrow()).id;
}, 180_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

describe("an appeal's results read from Raiser's Edge NXT", () => {
  it("gives the same figures as a results file of the same gifts, equal to the fake's own sum", async () => {
    const { total, lines } = fakesGifts();
    expect(lines.length).toBeGreaterThan(5);
    const read = await graphql<{ readAppealResultsFromCrm: { source: string; total: { total: string } } }>(admin, READ, { appealId, fundraisingAppealId, fromDate: FROM });
    expect(read.errors).toBeUndefined();
    expect(read.data!.readAppealResultsFromCrm).toEqual({ source: 'crm', total: { total: (total / 100).toFixed(2) } });
    const fromCrm = await results();
    const choice = await graphql<{ getAppealCrmResults: { fundraisingAppealId: number; fromDate: string; appeals: Array<{ id: number }> } }>(
      admin,
      `query ($appealId: Int!) { getAppealCrmResults(appealId: $appealId) { fundraisingAppealId fromDate appeals { id name } } }`,
      { appealId },
    );
    expect(choice.data!.getAppealCrmResults).toMatchObject({ fundraisingAppealId, fromDate: FROM });
    expect(choice.data!.getAppealCrmResults.appeals.map((a) => a.id)).toContain(fundraisingAppealId);

    expect((await uploadResults(app.url, admin.cookie, appealId, 'results.csv', lines.join('\n'))).status).toBe(200);
    const fromFile = await results();
    expect(fromFile.source).toBe('file');
    const figures = ({ source: _source, syncedAt: _syncedAt, fileName: _fileName, rowCount: _rowCount, ...rest }: Results) => rest;
    expect(figures(fromCrm)).toEqual(figures(fromFile));
    expect(fromCrm.fileName).toMatch(/^Raiser's Edge NXT appeal ".+" from 2000-01-01$/);
  }, 60_000);

  it('reads them again after every sync, and says from which', async () => {
    const before = fakesGifts().total;
    const [lookup, skyId] = [...mailed][2]!;
    sky.environment(ENV).dataset.addGift(Number(skyId), 12_345, new Date().toISOString().slice(0, 10), { campaignId: skyAppeal.campaignId, appealId: skyAppeal.id, fundId: skyAppeal.fundId });
    expect(lookup).toBeTruthy();
    const started = Date.now();
    expect((await graphql<{ TriggerBlackbaudIngestion: { statusCode: number } }>(admin, TRIGGER, { id: environment, type: 'SYNC' })).data?.TriggerBlackbaudIngestion.statusCode).toBe(200);
    expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
    const after = await results();
    expect(after.source).toBe('crm');
    expect(Date.parse(after.syncedAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect(after.total.total).toBe(((before + 12_345) / 100).toFixed(2));
    expect(fakesGifts().total).toBe(before + 12_345);
  }, 120_000);

  it("refuses an appeal of an Excel file, another environment's appeal and another company", async () => {
    const { appealId: excel } = await buildAppealWithDonors(database.ownerDb, admin.companyId, generateDonors(3), { source: 'excel' });
    expect((await graphql(admin, READ, { appealId: excel, fundraisingAppealId, fromDate: FROM })).errors?.[0]?.message).toBe(NOT_A_CRM_APPEAL);
    expect((await graphql(admin, READ, { appealId, fundraisingAppealId: fundraisingAppealId + 100_000, fromDate: FROM })).errors?.[0]?.message).toBe(CRM_APPEAL_NOT_FOUND);
    expect((await graphql(admin, READ, { appealId, fundraisingAppealId, fromDate: 'last spring' })).errors?.[0]?.message).toBe('Enter the date the mailing went out (yyyy-mm-dd).');
    expect((await graphql(stranger, READ, { appealId, fundraisingAppealId, fromDate: FROM })).errors?.[0]?.message).toBe('Appeal not found.');
  });
});
