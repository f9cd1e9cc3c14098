import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertAppeal } from './create-appeal.ts';
import { buildEnvironment } from '../environments/environment.testing.ts';
import { populateAppealFromImportedGiving } from './populate-from-imported-giving.ts';

let database: TestDatabase;
let acme: CompanyWithUser;
let environmentId: number;
const donors: number[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createCompanyWithUser(database.ownerDb);
  environmentId = (await buildEnvironment(database.ownerDb, acme.companyId, { dataImportSourceId: 2, organizationName: 'spring-file.xlsx' })).id;
  const people = [
    { externalId: 'X1', firstName: 'Ada', lastName: 'Lovelace', zip: '02134', wealthRatingCents: 50_000_000, spouse: 'William', email: 'ada@example.org' },
    { externalId: 'X2', firstName: 'Alan', lastName: 'Turing', zip: '62701', wealthRatingCents: null, spouse: null, email: null },
  ];
  for (const person of people) {
    const row = await database.ownerDb
      .insertInto('constituents')
      .values({ companyId: acme.companyId, environmentId, ...person, customFieldValues: JSON.stringify([{ category: 'Class Year', value: '1999' }]) })
      .returning('id')
      .executeTakeFirstOrThrow();
    donors.push(row.id);
  }
  await database.ownerDb
    .insertInto('constituentImportedGiving')
    .values({
      constituentId: donors[0]!, companyId: acme.companyId, lastGift: 25_000, totalGiftLastYear: 30_000, appealGiftLastYear: 25_000,
      appealGiftTwoYearsAgo: 20_000, appealGiftThreeYearsAgo: 0, campaignGift: 100_000, specialEventGift: 15_000, greatestGift: 100_000,
      lifetimeGifts: 12, lifetimeGiving: 400_000,
    })
    .execute();
}, 60_000);
afterAll(async () => {
  await database?.drop();
});

describe('Excel appeal rows', () => {
  it('come from the file when the appeal is created: every constituent of the environment, with the same fields as a mapped appeal', async () => {
    const appeal = await withCompany(database.db, acme.companyId, (trx) => insertAppeal(trx, acme, { name: 'From Excel', blackbaudOrganizationId: environmentId, dataImportSourceId: 2 }));
    expect(appeal).toMatchObject({ step: 'number_of_asks', isLocked: 1, audienceId: null });
    const rows = await database.ownerDb.selectFrom('appealConstituents').selectAll().where('appealId', '=', appeal.id).orderBy('externalId').execute();
    expect(rows[0]).toMatchObject({
      constituentId: donors[0], externalId: 'X1', firstName: 'Ada', lastName: 'Lovelace', zipCode: '02134', spouse: 'William', email: 'ada@example.org',
      lastGift: 25_000, totalGiftLastYear: 30_000, appealGiftLastYear: 25_000, appealGiftTwoYearsAgo: 20_000, appealGiftThreeYearsAgo: 0,
      campaignGift: 100_000, specialEventGift: 15_000, greatestGift: 100_000, lifetimeGifts: 12, lifetimeGiving: 400_000, minSuggestedAskWr: 50_000_000,
      customFieldValues: [{ category: 'Class Year', value: '1999' }],
    });
    expect(rows[1]).toMatchObject({ externalId: 'X2', lastGift: 0, lifetimeGifts: 0, minSuggestedAskWr: 0, zipCode: '62701' });
    expect(rows).toHaveLength(2);
    // The number of donors is kept with the status, for appeal history.
    const status = await database.ownerDb.selectFrom('appealStatuses').select('donorCount').where('appealId', '=', appeal.id).executeTakeFirstOrThrow();
    expect(status.donorCount).toBe(2);
    // Filling again replaces the rows rather than adding to them.
    expect(await withCompany(database.db, acme.companyId, (trx) => populateAppealFromImportedGiving(trx, appeal.id))).toBe(2);
    expect(await database.ownerDb.selectFrom('appealConstituents').select('id').where('appealId', '=', appeal.id).execute()).toHaveLength(2);
  });

  it("cannot fill another company's appeal", async () => {
    const appeal = await withCompany(database.db, acme.companyId, (trx) => insertAppeal(trx, acme, { name: 'Mine', blackbaudOrganizationId: environmentId, dataImportSourceId: 2 }));
    const other = await createCompanyWithUser(database.ownerDb);
    await expect(withCompany(database.db, other.companyId, (trx) => populateAppealFromImportedGiving(trx, appeal.id))).rejects.toThrow('has no environment');
  });
});
