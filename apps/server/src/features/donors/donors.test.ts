import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildEnvironment } from '../environments/environment.testing.ts';
import {
  addAudienceMembers,
  clearEnvironmentDonors,
  emptyGiftPage,
  markActiveAudiences,
  removeDonor,
  updateAudience,
  writeAudiences,
  writeDonors,
  writeGifts,
  writeLevels,
  type DonorRecord,
  type DonorTarget,
  type GiftPage,
} from './index.ts';

let database: TestDatabase;
let target: DonorTarget;

const donor = (externalId: string, overrides: Partial<DonorRecord> = {}): DonorRecord => ({
  externalId,
  lookupId: `L-${externalId}`,
  firstName: 'Ada',
  lastName: 'Byron',
  preferredName: null,
  spouse: null,
  contactName: 'Ada Byron',
  informalName: null,
  addressee: 'Ms. Ada Byron',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  email: null,
  ...overrides,
});

/** One gift per entry, each with one split on the given levels. */
function gifts(entries: Array<{ id: string; donor: string; cents: number; campaign?: string; appeal?: string; fund?: string }>): GiftPage {
  const page = emptyGiftPage();
  for (const e of entries) {
    page.gifts.externalId.push(e.id);
    page.gifts.donorExternalId.push(e.donor);
    page.gifts.giftDate.push('2025-12-01');
    page.gifts.amountCents.push(e.cents);
    page.gifts.giftType.push('Donation');
    page.gifts.isSoftCredit.push(false);
    page.splits.giftExternalId.push(e.id);
    page.splits.amountCents.push(e.cents);
    page.splits.campaignExternalId.push(e.campaign ?? null);
    page.splits.appealExternalId.push(e.appeal ?? null);
    page.splits.fundExternalId.push(e.fund ?? null);
    page.splits.isFirstSplit.push(true);
  }
  return page;
}

const inCompany = <T>(work: Parameters<typeof withCompany<T>>[2]) => withCompany(database.db, target.companyId, work);

beforeAll(async () => {
  database = await createTestDatabase();
  const { companyId } = await createCompanyWithUser(database.ownerDb);
  const environment = await buildEnvironment(database.ownerDb, companyId, { dataImportSourceId: 2 });
  target = { companyId, environmentId: environment.id };
});
afterAll(() => database.drop());

describe('the donor model written by features/donors', () => {
  it('upserts donors by the source id, every column replaced by the newer record', async () => {
    await inCompany((trx) =>
      writeDonors(trx, target, [
        donor('c1'),
        donor('c2', { firstName: null, lastName: 'Acme Foundation', contactName: 'Acme Foundation' }),
      ]),
    );
    await inCompany((trx) => writeDonors(trx, target, [donor('c1', { addressee: 'Dr. Ada Lovelace', city: null })]));
    const rows = await database.ownerDb
      .selectFrom('constituents')
      .select(['externalId', 'lookupId', 'lastName', 'contactName', 'addressee', 'city'])
      .where('environmentId', '=', target.environmentId)
      .orderBy('externalId')
      .execute();
    expect(rows).toEqual([
      { externalId: 'c1', lookupId: 'L-c1', lastName: 'Byron', contactName: 'Ada Byron', addressee: 'Dr. Ada Lovelace', city: null },
      {
        externalId: 'c2',
        lookupId: 'L-c2',
        lastName: 'Acme Foundation',
        contactName: 'Acme Foundation',
        addressee: 'Ms. Ada Byron',
        city: 'Springfield',
      },
    ]);
  });

  it('writes gifts with their splits on the levels, skips unknown donors, and replaces a gift when asked', async () => {
    await inCompany(async (trx) => {
      await writeLevels(trx, target, 'campaigns', [{ externalId: 'camp', name: 'Annual Fund', dateAdded: '2024-01-02' }]);
      await writeLevels(trx, target, 'appeals', [{ externalId: 'app', name: 'Year-End', parentExternalId: 'camp' }]);
      await writeLevels(trx, target, 'funds', [{ externalId: 'fund', name: 'General', code: 'GEN' }]);
    });
    const written = await inCompany((trx) =>
      writeGifts(
        trx,
        target,
        gifts([
          { id: 'g1', donor: 'c1', cents: 5000, campaign: 'camp', appeal: 'app', fund: 'fund' },
          { id: 'g2', donor: 'nobody', cents: 100 },
        ]),
        { replace: false },
      ),
    );
    expect(written).toBe(1);
    await inCompany((trx) => writeGifts(trx, target, gifts([{ id: 'g1', donor: 'c1', cents: 7550, campaign: 'camp' }]), { replace: true }));
    const splits = await database.ownerDb
      .selectFrom('giftSplits as s')
      .innerJoin('gifts as g', 'g.id', 's.giftId')
      .leftJoin('fundraisingCampaigns as fc', 'fc.id', 's.campaignId')
      .select(['g.externalId', 's.amountCents', 's.giftAmountCents', 'fc.name as campaign', 's.appealId'])
      .where('s.environmentId', '=', target.environmentId)
      .execute();
    expect(splits.map((s) => ({ ...s, amountCents: Number(s.amountCents), giftAmountCents: Number(s.giftAmountCents) }))).toEqual([
      { externalId: 'g1', amountCents: 7550, giftAmountCents: 7550, campaign: 'Annual Fund', appealId: null },
    ]);
    const levels = await database.ownerDb
      .selectFrom('fundraisingAppeals')
      .select(['parentExternalId'])
      .where('environmentId', '=', target.environmentId)
      .execute();
    expect(levels).toEqual([{ parentExternalId: 'camp' }]);
    const funds = await database.ownerDb
      .selectFrom('fundraisingFunds')
      .select(['code'])
      .where('environmentId', '=', target.environmentId)
      .execute();
    expect(funds).toEqual([{ code: 'GEN' }]);
  });

  it('adds audience members by source id, and a removed donor takes its gifts and memberships along', async () => {
    await inCompany((trx) => writeAudiences(trx, target, [{ externalId: 'list-1', name: 'Spring mailing', total: 2 }]));
    const audience = await database.ownerDb
      .selectFrom('audiences')
      .select('id')
      .where('externalId', '=', 'list-1')
      .executeTakeFirstOrThrow();
    await inCompany((trx) => addAudienceMembers(trx, { ...target, audienceId: audience.id }, ['c1', 'c2', 'unknown']));
    const count = () =>
      database.ownerDb
        .selectFrom('audienceMembers')
        .select((e) => e.fn.countAll<string>().as('n'))
        .where('audienceId', '=', audience.id)
        .executeTakeFirstOrThrow();
    expect(Number((await count()).n)).toBe(2);
    await inCompany((trx) => removeDonor(trx, target.environmentId, 'c1'));
    expect(Number((await count()).n)).toBe(1);
    const left = await database.ownerDb.selectFrom('gifts').select('id').where('environmentId', '=', target.environmentId).execute();
    expect(left).toEqual([]);
  });

  it('keeps the total of an audience whose record has none (a Virtuous tag), and marks the ones no longer listed inactive', async () => {
    await inCompany((trx) => writeAudiences(trx, target, [{ externalId: 'tag-1', name: 'Donors', groupName: 'Giving' }]));
    const tag = await database.ownerDb.selectFrom('audiences').select('id').where('externalId', '=', 'tag-1').executeTakeFirstOrThrow();
    await inCompany((trx) => updateAudience(trx, tag.id, { total: 42 }));
    await inCompany((trx) =>
      writeAudiences(trx, target, [
        { externalId: 'tag-1', name: 'Major Donors', groupName: 'Giving' },
        { externalId: 'list-1', name: 'Spring mailing', total: 7 },
      ]),
    );
    await inCompany((trx) => markActiveAudiences(trx, target.environmentId, ['tag-1']));
    const rows = await database.ownerDb
      .selectFrom('audiences')
      .select(['externalId', 'name', 'total', 'groupName', 'isActive'])
      .where('environmentId', '=', target.environmentId)
      .orderBy('externalId')
      .execute();
    expect(rows).toEqual([
      { externalId: 'list-1', name: 'Spring mailing', total: 7, groupName: null, isActive: false },
      { externalId: 'tag-1', name: 'Major Donors', total: 42, groupName: 'Giving', isActive: true },
    ]);
  });

  it('clears an environment before a full load', async () => {
    await inCompany((trx) => clearEnvironmentDonors(trx, target.environmentId));
    for (const table of ['constituents', 'audiences', 'fundraisingCampaigns', 'fundraisingAppeals', 'fundraisingFunds'] as const) {
      const rows = await database.ownerDb.selectFrom(table).select('id').where('environmentId', '=', target.environmentId).execute();
      expect(rows, table).toEqual([]);
    }
  });
});
