import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { getAppealConstituentsByFilter } from '../review/get-appeal-constituents-by-filter.ts';
import { getAppealSummaryCounts } from '../summary/get-appeal-summary-counts.ts';
import { duplicateAppealAsks, purgeAppealAsks } from './appeal-asks-lifecycle.ts';
import { buildAppealWithDonors, createAskTestServices, generateDonors, type AskTestServices } from './asks.testing.ts';
import { runAppealCalculation } from './calculate-appeal-asks.job.ts';
import { applyAskEdits } from './results/apply-ask-edits.ts';

let database: TestDatabase;
let services: AskTestServices;
let company: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createAskTestServices(database);
  company = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await services?.close();
  await database?.drop();
});

const grid = async (appealId: number) =>
  (await getAppealConstituentsByFilter(services.db, company.companyId, { appealId, pageSize: 200 }))!;

describe('the asks of a duplicated or purged appeal', () => {
  it('follow the donors into a duplicate, edits included', async () => {
    const { appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, generateDonors(150, 5));
    await runAppealCalculation(services, company.companyId, appealId);
    const first = (await grid(appealId)).rows[0]!;
    await applyAskEdits(services.db, company.companyId, appealId, [
      { id: first.id, status: 'exclude_export', customBaseAsk: '900' },
    ]);
    const { appealId: copyId } = await buildAppealWithDonors(database.ownerDb, company.companyId, [], { name: 'Copy' });

    // As the duplicate job copies the donors: new ids drawn first, then the rows.
    const copied = await withCompany(services.db, company.companyId, async (trx) => {
      await sql`create temporary table duplicate_donor_ids on commit drop as
        select id as old_id, nextval(pg_get_serial_sequence('appeal_constituents', 'id')) as new_id from appeal_constituents where appeal_id = ${appealId}`.execute(
        trx,
      );
      // The engine's inputs come along (as the duplicate job copies every column): the ask log is rendered from them.
      await sql`insert into appeal_constituents (id, company_id, appeal_id, external_id, first_name, last_name, zip_code, appeal_gift_last_year,
          appeal_gift_two_years_ago, appeal_gift_three_years_ago, campaign_gift, special_event_gift, greatest_gift, min_suggested_ask_wr,
          lifetime_giving, lifetime_gifts)
        overriding system value
        select m.new_id, ac.company_id, ${copyId}, ac.external_id, ac.first_name, ac.last_name, ac.zip_code, ac.appeal_gift_last_year,
          ac.appeal_gift_two_years_ago, ac.appeal_gift_three_years_ago, ac.campaign_gift, ac.special_event_gift, ac.greatest_gift,
          ac.min_suggested_ask_wr, ac.lifetime_giving, ac.lifetime_gifts
        from duplicate_donor_ids m join appeal_constituents ac on ac.id = m.old_id`.execute(trx);
      return duplicateAppealAsks(trx, appealId, copyId);
    });
    expect(copied).toBe(150);

    const original = await grid(appealId);
    const copy = await grid(copyId);
    // The asks and what the grid derives from them; the donors' giving columns are the duplicate job's to copy.
    const shape = (page: typeof original) =>
      page.rows.map((row) => ({
        name: [row.firstName, row.lastName],
        asks: [row.baseAsk, row.primaryAsk, row.customBaseAsk, row.anualAsk1, row.anualAsk3, row.monthlyAsk1, row.askString],
        status: [row.status, row.statusSetByUser],
        flags: [row.isSpicy, row.fiveKOrAbove, row.isTop100, row.isBaseline],
        askLogs: row.askLogs,
      }));
    expect(shape(copy)).toEqual(shape(original));
    expect(copy.rows[0]).toMatchObject({ status: 'exclude_export', customBaseAsk: '900.00' });
    expect(copy.uniqueValues).toEqual(original.uniqueValues);
    const { appealId: _a, ...originalSummary } = (await getAppealSummaryCounts(services.db, company.companyId, appealId))!;
    const { appealId: _b, ...copySummary } = (await getAppealSummaryCounts(services.db, company.companyId, copyId))!;
    expect(copySummary).toEqual(originalSummary);

    // The copy's rows can be edited on their own.
    const applied = await applyAskEdits(services.db, company.companyId, copyId, [
      { id: copy.rows[1]!.id, rowKey: copy.rows[1]!.rowKey, status: 'handle_manually' },
    ]);
    expect(applied.statusCode).toBe(200);
    expect((await grid(appealId)).rows[1]!.status).toBe(original.rows[1]!.status);

    await withCompany(services.db, company.companyId, (trx) => purgeAppealAsks(trx, copyId));
    expect(await grid(copyId)).toMatchObject({ generation: null, rows: [] });
    expect((await grid(appealId)).rows).toHaveLength(150);
  });
});
