import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { calculateAsks } from '../history/appeal-fixtures.ts';
import { connect, graphqlAt, skyEnv, TRIGGER, untilFinished } from './blackbaud-test-kit.testing.ts';

// An appeal mapped on a synced Raiser's Edge NXT environment holds, donor by donor, what an independent
// sum over the fake's own gifts gives; and another company can do nothing with the environment.

const ENV = 'p-env-appeal';
const year = new Date().getFullYear();
let sky: FakeSky;
let database: TestDatabase;
let app: TestApp;
let admin: CompanyWithUser;
let stranger: CompanyWithUser;
let environment: number;
let audienceId: number;
let listMembers: number[];
let mappedAppealId: number;
const graphql = graphqlAt(() => app.url);

const PROCESS = `mutation ($id: Int!, $type: String!) { AdminBlackbaudAudienceRequestV2(bbAudienceId: $id, requestType: $type) { statusCode error blackbaudAudienceListExecutionId } }`;
const CREATE = `mutation ($e: Int!, $a: Int!) { createAppeal(name: "Synced appeal", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`;
const GRID = `query ($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) { rows { constituentId blackbaudLookupId } } }`;
const MAP = `mutation ($appealId: Int!, $mapping: MappingAppealInput!) { MapAppealRequest(appealId: $appealId, mappingAppeal: $mapping, updateMapAppeal: false) { statusCode error isSkipped } }`;

beforeAll(async () => {
  sky = await startFakeSky({ callsPerSecond: 50, environments: [{ id: ENV, name: 'Appeal Academy', dataset: { constituents: 600, gifts: 3_000, seed: 41 } }] });
  database = await createTestDatabase();
  app = await startTestApp(database, skyEnv(sky));
  admin = await createCompanyWithUser(database.ownerDb);
  stranger = await createCompanyWithUser(database.ownerDb);
  environment = await connect(graphql, sky, admin, ENV);
  expect((await untilFinished(graphql, admin, environment)).status).toBe('DONE');
  const list = sky.environment(ENV).dataset.lists[0]!;
  listMembers = list.members;
  audienceId = (await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment).where('externalId', '=', list.id).executeTakeFirstOrThrow()).id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await database?.drop();
  await sky?.close();
});

const section = (items: Array<[string, string, string]>, fromDate: string | null, toDate: string | null) => ({ items: items.map(([campaignId, appealId, fundId]) => ({ campaignId, appealId, fundId })), fromDate, toDate });

describe('an appeal on a synced environment', () => {
  it('maps to the same sums as the fake\'s gifts, donor by donor', async () => {
    const processed = await graphql<{ AdminBlackbaudAudienceRequestV2: { statusCode: number } }>(admin, PROCESS, { id: audienceId, type: 'PROCESS' });
    expect(processed.data?.AdminBlackbaudAudienceRequestV2.statusCode).toBe(200);
    await expect.poll(async () => (await database.ownerDb.selectFrom('audiences').select('executionStatus').where('id', '=', audienceId).executeTakeFirstOrThrow()).executionStatus, { timeout: 30_000 }).toBe('DONE');

    // The fake's own records: every split of last year's Year-End appeal, and each member's lifetime giving.
    const dataset = sky.environment(ENV).dataset;
    const yearEnd = dataset.catalog.appeals.find((a) => a.description === `Year-End Appeal ${year - 1}`)!;
    const members = new Set(listMembers.map(String));
    const expected = new Map<string, { appeal: number; lifetime: number }>([...members].map((id) => [id, { appeal: 0, lifetime: 0 }]));
    const combos = new Set<string>();
    for (const gift of dataset.allGifts()) {
      const donor = expected.get(gift.constituent_id);
      if (!donor) continue;
      for (const split of gift.gift_splits) {
        const cents = Math.round(split.amount.value * 100);
        donor.lifetime += cents;
        if (split.appeal_id === yearEnd.id && gift.date.startsWith(String(year - 1))) {
          donor.appeal += cents;
          combos.add(`${split.campaign_id}|${split.appeal_id}|${split.fund_id}`);
        }
      }
    }
    const items = [...combos].map((c) => c.split('|') as [string, string, string]);
    expect(items.length).toBeGreaterThan(0);
    const appealId = (await graphql<{ createAppeal: { id: number } }>(admin, CREATE, { e: environment, a: audienceId })).data!.createAppeal.id;
    const empty = section([], null, null);
    const mapping = { appealLastYear: section(items, `${year - 1}-01-01`, `${year - 1}-12-31`), appealTwoYear: empty, appealThreeYear: empty, campaign: empty, specialEvent: empty };
    expect((await graphql<{ MapAppealRequest: { statusCode: number } }>(admin, MAP, { appealId, mapping })).data?.MapAppealRequest.statusCode).toBe(200);
    await expect.poll(async () => (await database.ownerDb.selectFrom('appealStatuses').select('mapAppealStatus').where('appealId', '=', appealId).executeTakeFirstOrThrow()).mapAppealStatus, { timeout: 30_000 }).toBe('DONE');

    const rows = await database.ownerDb.selectFrom('appealConstituents').select(['externalId', 'appealGiftLastYear', 'lifetimeGiving']).where('appealId', '=', appealId).execute();
    const stored = new Map(rows.map((r) => [r.externalId!, { appeal: Number(r.appealGiftLastYear), lifetime: Number(r.lifetimeGiving) }]));
    expect(stored).toEqual(expected);
    const total = [...expected.values()].reduce((sum, d) => sum + d.appeal, 0);
    expect(total).toBeGreaterThan(0);
    mappedAppealId = appealId;
  }, 90_000);

  it("shows each donor's lookup id as Cont. ID in the grid, sorts and finds donors by it, and keeps SKY's system record id for the API", async () => {
    const dataset = sky.environment(ENV).dataset;
    const donor = dataset.constituent(listMembers[1]!)!;
    expect(donor.lookup_id).not.toBe(donor.id);
    const stored = await database.ownerDb.selectFrom('constituents').select(['externalId', 'lookupId']).where('environmentId', '=', environment).where('externalId', '=', donor.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ externalId: donor.id, lookupId: donor.lookup_id });
    await calculateAsks(app.services, admin.companyId, mappedAppealId);
    const grid = (searchText: string) =>
      graphql<{ getAppealConstituentsByFilter: { rows: Array<{ constituentId: string; blackbaudLookupId: string }> } }>(admin, GRID, { input: { appealId: mappedAppealId, orderBy: 'constituentId', orderDirection: 'asc', pageSize: 200, searchText } });
    const all = (await grid('')).data!.getAppealConstituentsByFilter.rows;
    const lookupIds = listMembers.map((id) => dataset.constituent(id)!.lookup_id);
    expect(all.map((r) => r.constituentId)).toEqual(lookupIds.slice(0, all.length));
    const found = (await grid(donor.lookup_id)).data!.getAppealConstituentsByFilter.rows;
    expect(found).toEqual([{ constituentId: donor.lookup_id, blackbaudLookupId: donor.lookup_id }]);
  }, 60_000);

  it('another company cannot see, sync, process, map on or remove the environment', async () => {
    const see = await graphql<{ listBlackbaudOrganizationsByCompanyId: Array<{ id: number }> }>(stranger, `{ listBlackbaudOrganizationsByCompanyId { id } }`);
    expect(see.data?.listBlackbaudOrganizationsByCompanyId.map((e) => e.id)).not.toContain(environment);
    const latest = await graphql<{ getLatestBlackbaudIngestionRequests: unknown[] }>(stranger, `query ($id: Int!) { getLatestBlackbaudIngestionRequests(companyOrgId: $id) { id } }`, { id: environment });
    expect(latest.data?.getLatestBlackbaudIngestionRequests).toEqual([]);
    const mineLatest = await graphql<{ getLatestBlackbaudIngestionRequests: Array<{ id: number }> }>(admin, `query ($id: Int!) { getLatestBlackbaudIngestionRequests(companyOrgId: $id) { id } }`, { id: environment });
    const byId = await graphql<{ getBlackbaudIngestionRequestById: unknown }>(stranger, `query ($id: Int!) { getBlackbaudIngestionRequestById(id: $id) { id } }`, { id: mineLatest.data!.getLatestBlackbaudIngestionRequests[0]!.id });
    expect(byId.data?.getBlackbaudIngestionRequestById).toBeNull();
    const audiences = await graphql<{ getOrganizationAudiences: unknown[] }>(stranger, `query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { id } }`, { id: environment });
    expect(audiences.data?.getOrganizationAudiences).toEqual([]);

    const sync = await graphql(stranger, TRIGGER, { id: environment, type: 'SYNC' });
    expect(sync.errors?.[0]?.message).toBe('Environment not found.');
    const process = await graphql(stranger, PROCESS, { id: audienceId, type: 'PROCESS' });
    expect(process.errors?.[0]?.message).toBe('Audience list not found.');
    const create = await graphql(stranger, CREATE, { e: environment, a: audienceId });
    expect(create.errors?.[0]?.message).toBe('Environment not found.');
    const hierarchy = await graphql<{ getAppealDropdownsByAudienceId: { statusCode: number; rows: unknown[] } }>(stranger, `query ($a: Int!, $e: Int!) { getAppealDropdownsByAudienceId(audienceId: $a, blackbaudOrganizationId: $e) { statusCode rows { fundId } } }`, { a: audienceId, e: environment });
    expect(hierarchy.data?.getAppealDropdownsByAudienceId).toMatchObject({ statusCode: 404, rows: [] });
    const remove = await graphql<{ RemoveBlackbaudEnvironment: { statusCode: number } }>(stranger, `mutation ($id: Int!) { RemoveBlackbaudEnvironment(companyOrganizationId: $id) { statusCode error } }`, { id: environment });
    expect(remove.data?.RemoveBlackbaudEnvironment.statusCode).toBe(404);

    // Nothing changed: no request started, the environment and its donors are all there.
    const requests = await database.ownerDb.selectFrom('blackbaudIngestionRequests').select('id').where('environmentId', '=', environment).execute();
    expect(requests).toHaveLength(1);
    const env = await database.ownerDb.selectFrom('environments').select(['status', 'constituentTotal']).where('id', '=', environment).executeTakeFirstOrThrow();
    expect(env).toEqual({ status: 'DONE', constituentTotal: 600 });
  });
});
