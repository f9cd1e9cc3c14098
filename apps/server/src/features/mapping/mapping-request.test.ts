import { beforeAll, describe, expect, it } from 'vitest';
import { MAP_APPEAL_STATUSES } from '@askwise/domain/mapping/map-appeal-statuses';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { graphqlAs } from '../../test/graphql-as.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createPracticeEnvironment } from '../practice/create-practice-environment.ts';
import { getAppealDropdowns } from './appeal-dropdowns.ts';
import { section } from './mapping-fixtures.ts';

// Mapping through the API and a real worker: environments, audiences, hierarchy, MapAppealRequest and
// the MAPAPPEAL statuses, and what another company can see of them.

const testApp = useTestApp();
const gql = graphqlAs(() => testApp.app.url);
let acme: CompanyWithUser;
let other: CompanyWithUser;
let environmentId: number;
let audienceId: number;

beforeAll(async () => {
  const { database } = testApp;
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  environmentId = (await createPracticeEnvironment(database.db, acme.companyId, { constituents: 1500, seed: 5 })).environmentId;
  audienceId = (await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environmentId).where('externalId', '=', 'AUD-ACTIVE').executeTakeFirstOrThrow()).id;
}, 120_000);

const MAP = `mutation ($appealId: Int!, $mapping: MappingAppealInput!) {
  MapAppealRequest(appealId: $appealId, mappingAppeal: $mapping, updateMapAppeal: false) { statusCode error isSkipped }
}`;
const year = new Date().getFullYear();
const mapping = {
  appealLastYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']], `${year - 1}-01-01T00:00:00.000Z`, `${year - 1}-12-31T00:00:00.000Z`),
  appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']], `${year - 2}-01-01`, `${year - 2}-12-31`),
  appealThreeYear: section([['campaignId', 'APL-MEMORIAL', 'FND-ENDOWMENT']], null, null),
  campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']], null, ''),
  specialEvent: section([['CMP-EVENTS', `APL-GALA-${year - 1}`, 'FND-EVENTS']], null, null),
};

async function waitForMapping(appealId: number): Promise<string> {
  let status = '';
  await expect
    .poll(async () => {
      const data = await gql(acme, `query ($id: Int!) { getAppealStatus(appealId: $id) { mapAppealStatus } }`, { id: appealId });
      status = data.getAppealStatus.mapAppealStatus;
      return status === 'DONE' || status.startsWith('ERROR::');
    }, { timeout: 30_000, interval: 200 })
    .toBe(true);
  return status;
}

describe('mapping through the API', () => {
  it('lists the practice environment first and its audience lists', async () => {
    const { listBlackbaudOrganizationsByCompanyId: environments } = await gql(acme, `{ listBlackbaudOrganizationsByCompanyId { id environmentId organizationName status isLocked isPractice constituentTotal giftTotal totalAudienceLists } }`);
    expect(environments[0]).toMatchObject({ id: environmentId, environmentId: 'AskwisePracticeEnvironment', status: 'DONE', isLocked: 0, isPractice: true, constituentTotal: 1500, totalAudienceLists: 6 });
    const { getOrganizationAudiences: audiences } = await gql(acme, `query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { id name total lastLinkedToConstituentsOn } }`, { id: environmentId });
    expect(audiences).toHaveLength(6);
    expect(audiences.find((a: { id: number }) => a.id === audienceId).total).toBeGreaterThan(100);
  });

  it('gives the hierarchy of the audience in a date range, with loose appeals and funds', async () => {
    const query = `query ($a: Int!, $e: Int!, $from: String, $to: String) { getAppealDropdownsByAudienceId(audienceId: $a, blackbaudOrganizationId: $e, fromDate: $from, toDate: $to) {
      statusCode error rows { campaignId campaignName appealId appealName fundId fundName } } }`;
    const all = (await gql(acme, query, { a: audienceId, e: environmentId })).getAppealDropdownsByAudienceId;
    expect(all.statusCode).toBe(200);
    expect(all.rows.some((r: { campaignId: string; appealId: string }) => r.campaignId === '' && r.appealId === 'APL-MEMORIAL')).toBe(true);
    expect(all.rows.some((r: { appealId: string; campaignId: string }) => r.appealId === '' && r.campaignId === 'CMP-ANNUAL')).toBe(true);
    const lastYear = (await gql(acme, query, { a: audienceId, e: environmentId, from: `${year - 1}-01-01`, to: `${year - 1}-12-31` })).getAppealDropdownsByAudienceId;
    expect(lastYear.rows.length).toBeLessThan(all.rows.length);
    expect(lastYear.rows.every((r: { appealId: string }) => !/-(20\d\d)$/.test(r.appealId) || r.appealId.endsWith(String(year - 1)))).toBe(true);
    const tooLarge = await getAppealDropdowns(testApp.database.db, acme.companyId, { audienceId, blackbaudOrganizationId: environmentId }, 5);
    expect(tooLarge).toMatchObject({ statusCode: 413, rows: [] });
    expect(tooLarge.error).toContain('exceeds the size limit');
  });

  it('maps an appeal through MapAppealRequest, walking every status, and skips an unchanged mapping', async () => {
    const created = await gql(acme, `mutation ($e: Int!, $a: Int!) { createAppeal(name: "Year-End ${year}", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, { e: environmentId, a: audienceId });
    const appealId = created.createAppeal.id as number;
    const events: BusEvent[] = [];
    const off = testApp.app.services.bus.subscribe('MAPAPPEAL', String(appealId), (event) => events.push(event));
    expect((await gql(acme, MAP, { appealId, mapping })).MapAppealRequest).toEqual({ statusCode: 200, error: null, isSkipped: false });
    expect(await waitForMapping(appealId)).toBe('DONE');
    await expect.poll(() => events.length).toBe(MAP_APPEAL_STATUSES.length);
    expect(events.map((e) => e.payload.status)).toEqual([...MAP_APPEAL_STATUSES]);
    off();
    const rows = await testApp.database.ownerDb.selectFrom('appealConstituents').select('id').where('appealId', '=', appealId).execute();
    const audience = await testApp.database.ownerDb.selectFrom('audiences').select('total').where('id', '=', audienceId).executeTakeFirstOrThrow();
    expect(rows).toHaveLength(audience.total);
    const saved = (await gql(acme, `query ($id: Int!) { getAppealMapping(appealId: $id) { appealName bbCampaignId bbAppealId bbFundId fromDate toDate } }`, { id: appealId })).getAppealMapping;
    expect(saved).toContainEqual({ appealName: 'appealLastYear', bbCampaignId: 'CMP-ANNUAL', bbAppealId: `APL-YEAREND-${year - 1}`, bbFundId: 'FND-UNRESTRICTED', fromDate: `${year - 1}-01-01`, toDate: `${year - 1}-12-31` });
    expect(saved).toContainEqual({ appealName: 'appealThreeYear', bbCampaignId: '', bbAppealId: 'APL-MEMORIAL', bbFundId: 'FND-ENDOWMENT', fromDate: null, toDate: null });

    expect((await gql(acme, MAP, { appealId, mapping })).MapAppealRequest).toEqual({ statusCode: 200, error: null, isSkipped: true });
    await gql(acme, `mutation ($id: Int!) { updateAppeal(id: $id, includeSoftCredits: 1) { id } }`, { id: appealId });
    expect((await gql(acme, MAP, { appealId, mapping })).MapAppealRequest.isSkipped).toBe(false);
    expect(await waitForMapping(appealId)).toBe('DONE');
  });

  it('refuses a mapping with an impossible date', async () => {
    const created = await gql(acme, `mutation ($e: Int!, $a: Int!) { createAppeal(name: "Dates", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, { e: environmentId, a: audienceId });
    const bad = { ...mapping, campaign: section([], '2025-02-30', null) };
    const result = (await gql(acme, MAP, { appealId: created.createAppeal.id, mapping: bad })).MapAppealRequest;
    expect(result.statusCode).toBe(400);
    expect(result.error).toBe("'2025-02-30' is not a valid date.");
  });

  it('another company sees no environment, audience, hierarchy, mapping or appeal of this company', async () => {
    const created = await gql(acme, `mutation ($e: Int!, $a: Int!) { createAppeal(name: "Private", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, { e: environmentId, a: audienceId });
    const appealId = created.createAppeal.id as number;
    expect((await gql(other, `{ listBlackbaudOrganizationsByCompanyId { id } }`)).listBlackbaudOrganizationsByCompanyId).toEqual([]);
    expect((await gql(other, `query ($id: Int!) { getOrganizationAudiences(organizationId: $id) { id } }`, { id: environmentId })).getOrganizationAudiences).toEqual([]);
    const hierarchy = await gql(other, `query ($a: Int!, $e: Int!) { getAppealDropdownsByAudienceId(audienceId: $a, blackbaudOrganizationId: $e) { statusCode error rows { fundId } } }`, { a: audienceId, e: environmentId });
    expect(hierarchy.getAppealDropdownsByAudienceId).toEqual({ statusCode: 404, error: 'Audience not found.', rows: [] });
    expect((await gql(other, `query ($id: Int!) { getAppealMapping(appealId: $id) { appealName } }`, { id: appealId })).getAppealMapping).toBeNull();
    expect((await gql(other, MAP, { appealId, mapping })).MapAppealRequest).toEqual({ statusCode: 404, error: 'Appeal not found.', isSkipped: false });
    const status = await testApp.database.ownerDb.selectFrom('appealStatuses').select('mapAppealStatus').where('appealId', '=', appealId).executeTakeFirstOrThrow();
    expect(status.mapAppealStatus).toBeNull();
  });
});
