import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, generateDonors } from '../asks/asks.testing.ts';

// The wizard's GraphQL operations over HTTP with the real server and worker: calculate, read the grid,
// preview and apply edits, read the summary; and none of it works across companies.

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startTestApp>>;
let acme: CompanyWithUser;
let other: CompanyWithUser;
let appealId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database);
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, acme.companyId, generateDonors(300, 3), {
    strategyId: 'swing_fences',
    numberOfAsks: 5,
    askMode: 'ANNUAL_MONTHLY_12',
  }));
});
afterAll(async () => {
  await app?.stop();
  await database?.drop();
});

async function gql<T = Record<string, unknown>>(who: CompanyWithUser, query: string, variables: object = {}) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

const CALCULATE = `mutation ($id: Int!) { BulkUpdateAppealConstituent(body: { appealId: $id }) { statusCode result error } }`;
const CALCULATION = `query ($id: Int!) { getAppealAskCalculation(appealId: $id) { algorithmStatus generation strategyId numberOfAsks askMode donors isStale } }`;
const GRID = `query ($input: AppealConstituentsFilterInput!) { getAppealConstituentsByFilter(input: $input) {
  generation askMode pagination { total limit page skip urls { current first last next previous } }
  uniqueValues { filterType label count }
  rows { id rowKey firstName status isSpicy askString anualAsk1 monthlyAsk5 askLogs customBaseAsk } } }`;
const PREVIEW = `mutation ($id: ID!, $value: String!, $rowKey: String) { UpdateAppealUsingCustomBaseAskValue(appealConstituentId: $id, customBaseAskValue: $value, rowKey: $rowKey) {
  statusCode error askString anualAsk1 askLogs status } }`;
const APPLY = `mutation ($body: UpdateAppealConstituentsBody!) { UpdateAppealConstituents(body: $body) { statusCode result error } }`;
const SUMMARY = `query ($id: Int!) { getAppealSummaryCounts(appealId: $id) { isCalculated hasDonors summaryAllConstituentsQty summaryHandleManually summaryHandleExcludeExport
  summaryHandleReadyToExport summaryAverageAskString summaryMedianAskString bands { key filterType total readyExport handleManually excludeExport handleManuallyFilterType } tiles { key label filterType count } } }`;

type GridResult = {
  getAppealConstituentsByFilter: {
    generation: number;
    pagination: { total: number };
    rows: Array<{ id: string; rowKey: string; status: string; askString: string; askLogs: string[] }>;
  } | null;
};

describe('the ask operations over GraphQL', () => {
  it('calculate in the background, then serve the grid, edits and the summary', async () => {
    const started = await gql<{ BulkUpdateAppealConstituent: { statusCode: number } }>(acme, CALCULATE, { id: appealId });
    expect(started.data?.BulkUpdateAppealConstituent.statusCode).toBe(200);
    await expect
      .poll(
        async () =>
          (await gql<{ getAppealAskCalculation: { algorithmStatus: string } }>(acme, CALCULATION, { id: appealId })).data
            ?.getAppealAskCalculation.algorithmStatus,
        { timeout: 30_000 },
      )
      .toBe('DONE');
    expect((await gql(acme, CALCULATION, { id: appealId })).data).toEqual({
      getAppealAskCalculation: {
        algorithmStatus: 'DONE',
        generation: 1,
        strategyId: 'swing_fences',
        numberOfAsks: 5,
        askMode: 'ANNUAL_MONTHLY_12',
        donors: 300,
        isStale: false,
      },
    });

    const grid = await gql<GridResult>(acme, GRID, { input: { appealId, filterType: 'spicyOnes', pageSize: 10 } });
    expect(grid.errors).toBeUndefined();
    const page = grid.data!.getAppealConstituentsByFilter!;
    expect(page.rows.length).toBeGreaterThan(0);
    const donor = page.rows[0]!;

    const preview = await gql<{ UpdateAppealUsingCustomBaseAskValue: { statusCode: number; anualAsk1: string; askLogs: string[] } }>(
      acme,
      PREVIEW,
      { id: donor.id, value: '$2,000', rowKey: donor.rowKey },
    );
    expect(preview.data?.UpdateAppealUsingCustomBaseAskValue).toMatchObject({ statusCode: 200, anualAsk1: '2000.00' });

    const applied = await gql<{ UpdateAppealConstituents: { statusCode: number } }>(acme, APPLY, {
      body: {
        appealId,
        items: [{ id: donor.id, rowKey: donor.rowKey, customBaseAsk: '2000', status: 'exclude_export', askString: donor.askString }],
      },
    });
    expect(applied.data?.UpdateAppealConstituents.statusCode).toBe(200);
    const summary = await gql<{
      getAppealSummaryCounts: { summaryHandleExcludeExport: number; summaryAllConstituentsQty: number; isCalculated: boolean };
    }>(acme, SUMMARY, { id: appealId });
    expect(summary.data?.getAppealSummaryCounts).toMatchObject({
      isCalculated: true,
      hasDonors: true,
      summaryAllConstituentsQty: 300,
      summaryHandleExcludeExport: 1,
    });
  });

  it("gives another company none of the appeal's rows, summary or settings, and lets it change nothing", async () => {
    const grid = await gql<GridResult>(other, GRID, { input: { appealId } });
    expect(grid.data?.getAppealConstituentsByFilter).toBeNull();
    expect((await gql(other, SUMMARY, { id: appealId })).data).toEqual({ getAppealSummaryCounts: null });
    expect((await gql(other, CALCULATION, { id: appealId })).data).toEqual({ getAppealAskCalculation: null });
    expect(
      (await gql<{ BulkUpdateAppealConstituent: unknown }>(other, CALCULATE, { id: appealId })).data?.BulkUpdateAppealConstituent,
    ).toMatchObject({ statusCode: 404, error: 'Appeal not found.' });

    const mine = (await gql<GridResult>(acme, GRID, { input: { appealId, pageSize: 10 } })).data!.getAppealConstituentsByFilter!;
    const donor = mine.rows[0]!;
    expect((await gql(other, PREVIEW, { id: donor.id, value: '100' })).data).toEqual({ UpdateAppealUsingCustomBaseAskValue: null });
    const applied = await gql<{ UpdateAppealConstituents: { statusCode: number } }>(other, APPLY, {
      body: { appealId, items: [{ id: donor.id, status: 'exclude_export' }] },
    });
    expect(applied.data?.UpdateAppealConstituents.statusCode).not.toBe(200);
    const after = (await gql<GridResult>(acme, GRID, { input: { appealId, pageSize: 10 } })).data!.getAppealConstituentsByFilter!;
    expect(after.rows[0]).toEqual(donor);
    expect(after.generation).toBe(mine.generation);
  });

  it('asks for a signed-in user', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' },
      body: JSON.stringify({ query: SUMMARY, variables: { id: appealId } }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    expect(body.errors?.[0]?.message).toBe('Please sign in to continue.');
  });
});
