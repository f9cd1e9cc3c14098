import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertAppeal } from '../appeals/create-appeal.ts';
import { buildAudience, buildEnvironment } from '../environments/environment.testing.ts';

// appeal_constituents keeps its references with statement-level checks (migration 0212) instead of
// per-row foreign keys; these are the guarantees the foreign keys gave.

let database: TestDatabase;
let acme: CompanyWithUser;
let other: CompanyWithUser;
let environmentId: number;
let audienceId: number;
let constituentId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  environmentId = (await buildEnvironment(database.ownerDb, acme.companyId)).id;
  constituentId = (await database.ownerDb.insertInto('constituents').values({ companyId: acme.companyId, environmentId, externalId: 'C1' }).returning('id').executeTakeFirstOrThrow()).id;
  audienceId = (await buildAudience(database.ownerDb, acme.companyId, environmentId, { constituentIds: [constituentId] })).id;
});
afterAll(async () => {
  await database?.drop();
});

const newAppeal = () =>
  withCompany(database.db, acme.companyId, (trx) => insertAppeal(trx, acme, { name: 'Checks', blackbaudOrganizationId: environmentId, audienceId, dataImportSourceId: 1 }));
const addRow = (companyId: number, appealId: number) =>
  database.ownerDb.insertInto('appealConstituents').values({ companyId, appealId, constituentId, externalId: 'C1' }).returning('id').executeTakeFirstOrThrow();

describe('appeal constituent references', () => {
  it('refuse a row of a missing appeal or of another company’s appeal', async () => {
    const appeal = await newAppeal();
    await expect(addRow(acme.companyId, 999_999)).rejects.toThrow('Appeal constituents must belong to an appeal of their company');
    await expect(addRow(other.companyId, appeal.id)).rejects.toThrow('Appeal constituents must belong to an appeal of their company');
    await expect(addRow(acme.companyId, appeal.id)).resolves.toMatchObject({ id: expect.any(Number) });
  });

  it('never move a row to another appeal', async () => {
    const [first, second] = [await newAppeal(), await newAppeal()];
    const row = await addRow(acme.companyId, first.id);
    await expect(database.ownerDb.updateTable('appealConstituents').set({ appealId: second.id }).where('id', '=', row.id).execute()).rejects.toThrow('cannot move');
    await database.ownerDb.updateTable('appealConstituents').set({ lastGift: 500 }).where('id', '=', row.id).execute();
  });

  it("delete an appeal's rows with the appeal, and clear the link when the donor is deleted", async () => {
    const [gone, kept] = [await newAppeal(), await newAppeal()];
    await addRow(acme.companyId, gone.id);
    const keptRow = await addRow(acme.companyId, kept.id);
    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('appeals').where('id', '=', gone.id).execute());
    expect(await database.ownerDb.selectFrom('appealConstituents').select('id').where('appealId', '=', gone.id).execute()).toEqual([]);
    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('environments').where('id', '=', environmentId).execute());
    const row = await database.ownerDb.selectFrom('appealConstituents').select(['constituentId', 'externalId']).where('id', '=', keptRow.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ constituentId: null, externalId: 'C1' });
    const count = await sql<{ n: number }>`select count(*)::int as n from appeal_constituents where company_id = ${acme.companyId}`.execute(database.ownerDb);
    expect(count.rows[0]!.n).toBeGreaterThan(0);
  });
});
