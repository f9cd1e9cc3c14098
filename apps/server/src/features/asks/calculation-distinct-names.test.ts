import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildAppealWithDonors, createAskTestServices, type AskTestServices } from './asks.testing.ts';
import { runAppealCalculation } from './calculate-appeal-asks.job.ts';

// A large real file has a distinct value in nearly every row of its name, zip and id columns. Spreading
// such a column as call arguments overflowed the stack above about 120,000 values, so the calculation of
// a large customer's appeal ended in an error; 160,000 donors, every name distinct, is past that size.

const DONORS = 160_000;
let database: TestDatabase;
let services: AskTestServices;
let company: CompanyWithUser;
let appealId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createAskTestServices(database);
  company = await createCompanyWithUser(database.ownerDb);
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, []));
  await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, contact_name, zip_code,
      appeal_gift_last_year, lifetime_giving, lifetime_gifts)
    select ${company.companyId}, ${appealId}, 'C' || n, 'First' || (${DONORS} - n), 'Last' || n, 'Contact' || n,
      lpad(n::text, 9, '0'), (n % 50) * 1000, (n % 13) * 12000, n % 13
    from generate_series(1, ${DONORS}) as n`.execute(database.ownerDb);
}, 120_000);

afterAll(async () => {
  await services?.close();
  await database?.drop();
});

describe('calculating an appeal whose names are all distinct', () => {
  it('calculates every donor, in name order', async () => {
    await runAppealCalculation(services, company.companyId, appealId);
    const { status, run, sample } = await withCompany(services.db, company.companyId, async (trx) => ({
      status: await trx
        .selectFrom('appealStatuses')
        .select(['algorithmStatus', 'algorithmError'])
        .where('appealId', '=', appealId)
        .executeTakeFirstOrThrow(),
      run: await trx
        .selectFrom('appealAskRuns')
        .select(['rowCount', 'currentGeneration'])
        .where('appealId', '=', appealId)
        .executeTakeFirstOrThrow(),
      sample: await trx
        .selectFrom('appealAsks')
        .select(['nameRank', 'firstName', 'lastName', 'contactName', 'constituentKey'])
        .where('appealId', '=', appealId)
        .where('nameRank', 'in', [1, 2, DONORS])
        .orderBy('nameRank')
        .execute(),
    }));
    expect(status).toEqual({ algorithmStatus: 'DONE', algorithmError: null });
    expect(run.rowCount).toBe(DONORS);
    // lower(first name) in the C collation: 'first0' < 'first1' < 'first10' ... 'first99999' last.
    expect(sample).toEqual([
      { nameRank: 1, firstName: 'First0', lastName: `Last${DONORS}`, contactName: `Contact${DONORS}`, constituentKey: `C${DONORS}` },
      {
        nameRank: 2,
        firstName: 'First1',
        lastName: `Last${DONORS - 1}`,
        contactName: `Contact${DONORS - 1}`,
        constituentKey: `C${DONORS - 1}`,
      },
      {
        nameRank: DONORS,
        firstName: 'First99999',
        lastName: `Last${DONORS - 99999}`,
        contactName: `Contact${DONORS - 99999}`,
        constituentKey: `C${DONORS - 99999}`,
      },
    ]);
  }, 180_000);
});
