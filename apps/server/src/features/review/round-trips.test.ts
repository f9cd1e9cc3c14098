import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import {
  buildAppealWithDonors,
  createAskTestServices,
  createCountingPool,
  generateDonors,
  type AskTestServices,
  type CountingPool,
} from '../asks/asks.testing.ts';
import { runAppealCalculation } from '../asks/calculate-appeal-asks.job.ts';
import type { GridQueryInput, ResultsPageOptions } from '../asks/index.ts';
import { getAppealSummaryCounts } from '../summary/index.ts';
import { getAppealConstituentsByFilter } from './get-appeal-constituents-by-filter.ts';

// Under load every round trip to PostgreSQL a grid or summary request makes costs it (bench/load: 50 users
// paging, sorting and searching 100,000-donor appeals). These pin how many each request makes, so that a new
// one is a decision, not an accident. Each request is asked twice and the second is counted: the first of a
// large appeal reads its columns into memory, once per version, not once per request.

let database: TestDatabase;
let services: AskTestServices;
let counting: CountingPool;
let company: CompanyWithUser;
let appealId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createAskTestServices(database);
  counting = createCountingPool(database);
  company = await createCompanyWithUser(database.ownerDb);
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, generateDonors(400, 11)));
  await runAppealCalculation(services, company.companyId, appealId);
});
afterAll(async () => {
  await counting?.db.destroy();
  await services?.close();
  await database?.drop();
});

/** The round trips of the request, asked a second time. */
async function roundTripsOf(request: () => Promise<unknown>): Promise<string[]> {
  await request();
  counting.take();
  const answer = await request();
  expect(answer).not.toBeNull();
  return counting.take();
}

/** A large appeal's sorts and searches read the columns held in memory (as the 100,000-donor appeals of the load run do). */
const LARGE = (): ResultsPageOptions => ({ pool: counting.pool, columnsFrom: 0 });
/** A small appeal's read by SQL. */
const SMALL = (): ResultsPageOptions => ({ pool: counting.pool });

const grid = (input: Omit<GridQueryInput, 'appealId'>, options: () => ResultsPageOptions) => async () => {
  const page = await getAppealConstituentsByFilter(counting.db, company.companyId, { appealId, ...input }, options());
  expect(page!.rows.length).toBeGreaterThan(0);
  return page;
};

// Each count holds the BEGIN (with the company's scope) and the COMMIT. Before the settings and the current
// results were read in one statement (readAppealAskState) they were 8, 7, 7, 9, 9 and 6, and the last test's
// 4 and 3.
describe('round trips to PostgreSQL of one request', () => {
  it.each([
    // The state, the page's name ranks, its rows.
    ['a grid page in the default order', grid({ filterType: 'renewals', pageNumber: 2, pageSize: 10 }, LARGE), 5],
    // The state, the page's rows (the order and the search are worked out in memory).
    ['a sort of a large appeal', grid({ orderBy: 'lastName', orderDirection: 'desc', pageNumber: 2, pageSize: 10 }, LARGE), 4],
    ['a search of a large appeal', grid({ searchText: 'ada', pageSize: 10 }, LARGE), 4],
    // The state, the sort's settings, its name ranks, the rows.
    ['a sort of a small appeal', grid({ orderBy: 'anualAsk1', pageSize: 10 }, SMALL), 6],
    ['a search of a small appeal', grid({ searchText: 'ada', orderBy: 'lastName', pageSize: 10 }, SMALL), 6],
    // The state with the stored summary, whether the appeal has donors, whether it has an A/B test.
    ['the summary', () => getAppealSummaryCounts(counting.db, company.companyId, appealId), 5],
  ] as const)('%s', async (_name, request, expected) => {
    expect(await roundTripsOf(request)).toHaveLength(expected);
  });

  it('a grid page in the default order of a Virtuous appeal (contact names) and in an order asked for by name', async () => {
    const { appealId: virtuous } = await buildAppealWithDonors(database.ownerDb, company.companyId, generateDonors(60, 5), {
      source: 'virtuous',
    });
    await runAppealCalculation(services, company.companyId, virtuous);
    const page = (input: Omit<GridQueryInput, 'appealId'>) => async () => {
      const found = await getAppealConstituentsByFilter(counting.db, company.companyId, { appealId: virtuous, ...input }, SMALL());
      expect(found!.rows.length).toBeGreaterThan(0);
      return found;
    };
    expect(await roundTripsOf(page({ pageSize: 10 }))).toHaveLength(5);
    expect(await roundTripsOf(page({ orderBy: 'contactName', orderDirection: 'desc', pageSize: 10 }))).toHaveLength(5);
    // First names are not this appeal's default order: a sort by SQL, which needs no page index.
    expect(await roundTripsOf(page({ orderBy: 'firstName', pageSize: 10 }))).toHaveLength(6);
  });

  it('a grid page of an appeal not calculated yet, and of another company', async () => {
    const { appealId: fresh } = await buildAppealWithDonors(database.ownerDb, company.companyId, generateDonors(3));
    const other = await createCompanyWithUser(database.ownerDb);
    expect(await getAppealConstituentsByFilter(counting.db, company.companyId, { appealId: fresh })).toMatchObject({ rows: [] });
    expect(counting.take()).toHaveLength(3);
    expect(await getAppealConstituentsByFilter(counting.db, other.companyId, { appealId })).toBeNull();
    expect(counting.take()).toHaveLength(3);
  });
});
