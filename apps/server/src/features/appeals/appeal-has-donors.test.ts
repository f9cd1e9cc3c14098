import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { appealHasDonors } from './index.ts';

// 'Does this appeal have donors' is asked by the summary on every request and before every calculation. It
// reads the number of donors kept with the appeal's status; only an appeal whose count was never recorded
// looks at its rows.

let database: TestDatabase;
let companyId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  companyId = (await createCompanyWithUser(database.ownerDb)).companyId;
});
afterAll(() => database.drop());

async function appealWith(donors: number, donorCount: number | null): Promise<number> {
  const { ownerDb } = database;
  const appeal = await ownerDb.insertInto('appeals').values({ companyId, name: 'Spring Appeal', dataImportSourceId: 1, step: 'choose_strategy' }).returning('id').executeTakeFirstOrThrow();
  await ownerDb.insertInto('appealStatuses').values({ appealId: appeal.id, companyId, donorCount }).execute();
  for (let n = 0; n < donors; n++) await ownerDb.insertInto('appealConstituents').values({ companyId, appealId: appeal.id, externalId: `D${n}` }).execute();
  return appeal.id;
}

const hasDonors = (appealId: number, asCompany = companyId) => withCompany(database.db, asCompany, (trx) => appealHasDonors(trx, appealId));

describe('appealHasDonors', () => {
  it('answers from the count kept with the status', async () => {
    expect(await hasDonors(await appealWith(2, 2))).toBe(true);
    // The count is the answer: the rows are not looked at when it is known.
    expect(await hasDonors(await appealWith(1, 0))).toBe(false);
  });

  it('looks at the rows of an appeal whose count was never recorded', async () => {
    expect(await hasDonors(await appealWith(3, null))).toBe(true);
    expect(await hasDonors(await appealWith(0, null))).toBe(false);
  });

  it("says no for another company's appeal", async () => {
    const other = (await createCompanyWithUser(database.ownerDb)).companyId;
    const withCount = await appealWith(2, 2);
    const withoutCount = await appealWith(2, null);
    expect(await hasDonors(withCount, other)).toBe(false);
    expect(await hasDonors(withoutCount, other)).toBe(false);
  });
});
