import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppeal } from '../features/appeals/create-appeal.ts';
import { buildAudience, buildEnvironment } from '../features/environments/environment.testing.ts';
import { softDeleteExcelFileRow } from '../features/excel/excel-files.repository.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { withCompany, type Db } from './database.ts';

// The donor tables keep their references with statement-level triggers (migration 0214) instead of
// per-row foreign keys; these are the guarantees the foreign keys gave, and the company match they did not.

let database: TestDatabase;
let acme: CompanyWithUser;
let other: CompanyWithUser;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  await database?.drop();
});

/** An environment with one donor, a gift split across campaign / appeal / fund, imported giving and an audience. */
async function buildDonorWorld(db: Db, companyId: number) {
  const environmentId = (await buildEnvironment(db, companyId)).id;
  const level = async (table: 'fundraisingCampaigns' | 'fundraisingAppeals' | 'fundraisingFunds') =>
    (await db.insertInto(table).values({ companyId, environmentId, externalId: `${table}-1`, name: table }).returning('id').executeTakeFirstOrThrow()).id;
  const [campaignId, appealId, fundId] = [await level('fundraisingCampaigns'), await level('fundraisingAppeals'), await level('fundraisingFunds')];
  const constituentId = (await db.insertInto('constituents').values({ companyId, environmentId, externalId: 'C1' }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('constituentImportedGiving').values({ constituentId, companyId, lastGift: 2500 }).execute();
  const giftId = (await db.insertInto('gifts').values({ companyId, environmentId, constituentId, giftDate: '2025-03-01', amountCents: 2500 }).returning('id').executeTakeFirstOrThrow()).id;
  const split = { companyId, environmentId, giftId, constituentId, giftDate: '2025-03-01', amountCents: 2500, giftAmountCents: 2500, isFirstSplit: true, campaignId, appealId, fundId };
  const splitId = (await db.insertInto('giftSplits').values(split).returning('id').executeTakeFirstOrThrow()).id;
  const audienceId = (await buildAudience(db, companyId, environmentId, { constituentIds: [constituentId] })).id;
  return { companyId, environmentId, campaignId, appealId, fundId, constituentId, giftId, split, splitId, audienceId };
}
type DonorWorld = Awaited<ReturnType<typeof buildDonorWorld>>;

async function rowsOf(world: DonorWorld) {
  const count = async (table: string, column: string, value: number) =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(database.ownerDb)).rows[0]!.n;
  return {
    constituents: await count('constituents', 'id', world.constituentId),
    importedGiving: await count('constituent_imported_giving', 'constituent_id', world.constituentId),
    gifts: await count('gifts', 'id', world.giftId),
    splits: await count('gift_splits', 'id', world.splitId),
    members: await count('audience_members', 'constituent_id', world.constituentId),
  };
}
const ALL_KEPT = { constituents: 1, importedGiving: 1, gifts: 1, splits: 1, members: 1 };
const ALL_GONE = { constituents: 0, importedGiving: 0, gifts: 0, splits: 0, members: 0 };

describe('donor references: new rows', () => {
  it('refuse a parent that does not exist, or one of another company, for every reference', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const theirs = await buildDonorWorld(database.ownerDb, other.companyId);
    const db = database.ownerDb; // the owner bypasses row-level security: the triggers alone must refuse
    const theirsWithoutGiving = (await db.insertInto('constituents').values({ companyId: other.companyId, environmentId: theirs.environmentId, externalId: 'C2' }).returning('id').executeTakeFirstOrThrow()).id;
    const cases: Array<[string, () => Promise<unknown>, string]> = [
      ['constituent, missing environment', () => db.insertInto('constituents').values({ companyId: acme.companyId, environmentId: 999_999, externalId: 'X' }).execute(), 'Constituents must belong to an environment of their company'],
      ['constituent, environment of another company', () => db.insertInto('constituents').values({ companyId: acme.companyId, environmentId: theirs.environmentId, externalId: 'X' }).execute(), 'Constituents must belong to an environment of their company'],
      ['imported giving, missing constituent', () => db.insertInto('constituentImportedGiving').values({ constituentId: 999_999_999, companyId: acme.companyId }).execute(), 'Imported giving must belong to a constituent of its company'],
      ['imported giving, constituent of another company', () => db.insertInto('constituentImportedGiving').values({ constituentId: theirsWithoutGiving, companyId: acme.companyId }).execute(), 'Imported giving must belong to a constituent of its company'],
      ['gift, missing constituent', () => db.insertInto('gifts').values({ companyId: acme.companyId, environmentId: mine.environmentId, constituentId: 999_999_999, giftDate: '2025-01-01', amountCents: 100 }).execute(), 'Gifts must belong to a constituent'],
      ['gift, constituent of another company', () => db.insertInto('gifts').values({ companyId: acme.companyId, environmentId: mine.environmentId, constituentId: theirs.constituentId, giftDate: '2025-01-01', amountCents: 100 }).execute(), 'Gifts must belong to a constituent'],
      ['gift, constituent of another environment', () => db.insertInto('gifts').values({ companyId: other.companyId, environmentId: mine.environmentId, constituentId: theirs.constituentId, giftDate: '2025-01-01', amountCents: 100 }).execute(), 'Gifts must belong to a constituent'],
      ['split, missing gift', () => db.insertInto('giftSplits').values({ ...mine.split, giftId: 999_999_999 }).execute(), 'Gift splits must belong to a gift'],
      ['split, gift of another company', () => db.insertInto('giftSplits').values({ ...mine.split, giftId: theirs.giftId }).execute(), 'Gift splits must belong to a gift'],
      ['split, gift of another donor', () => db.insertInto('giftSplits').values({ ...mine.split, constituentId: theirs.constituentId }).execute(), 'Gift splits must belong to a gift'],
      ['split, missing campaign', () => db.insertInto('giftSplits').values({ ...mine.split, campaignId: 999_999 }).execute(), 'Gift splits must name a campaign'],
      ['split, appeal of another company', () => db.insertInto('giftSplits').values({ ...mine.split, appealId: theirs.appealId }).execute(), 'Gift splits must name an appeal'],
      ['split, fund of another company', () => db.insertInto('giftSplits').values({ ...mine.split, fundId: theirs.fundId }).execute(), 'Gift splits must name a fund'],
      ['audience member, missing audience', () => db.insertInto('audienceMembers').values({ companyId: acme.companyId, audienceId: 999_999, constituentId: mine.constituentId }).execute(), 'Audience members must belong to an audience of their company'],
      ['audience member, audience of another company', () => db.insertInto('audienceMembers').values({ companyId: acme.companyId, audienceId: theirs.audienceId, constituentId: mine.constituentId }).execute(), 'Audience members must belong to an audience of their company'],
      ['audience member, constituent of another company', () => db.insertInto('audienceMembers').values({ companyId: other.companyId, audienceId: theirs.audienceId, constituentId: mine.constituentId }).execute(), 'Audience members must be constituents of their company'],
    ];
    for (const [name, insert, message] of cases) {
      await expect(insert(), name).rejects.toThrow(message);
    }
    // A split without campaign, appeal or fund is still allowed (the columns are optional).
    await db.insertInto('giftSplits').values({ ...mine.split, campaignId: null, appealId: null, fundId: null, isFirstSplit: false }).execute();
  });

  it('refuse the whole statement when one row of many is wrong', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const theirs = await buildDonorWorld(database.ownerDb, other.companyId);
    const rows = ['A', 'B', 'C'].map((externalId) => ({ companyId: acme.companyId, environmentId: mine.environmentId, externalId }));
    await expect(
      database.ownerDb.insertInto('constituents').values([...rows, { companyId: acme.companyId, environmentId: theirs.environmentId, externalId: 'D' }]).execute(),
    ).rejects.toThrow('Constituents must belong to an environment of their company');
    const kept = await database.ownerDb.selectFrom('constituents').select('externalId').where('environmentId', '=', mine.environmentId).execute();
    expect(kept.map((r) => r.externalId)).toEqual(['C1']);
    await database.ownerDb.insertInto('constituents').values(rows).execute();
  });

  it('as the application: a parent of another company is invisible and refused; its own are accepted', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const theirs = await buildDonorWorld(database.ownerDb, other.companyId);
    await expect(
      withCompany(database.db, acme.companyId, (trx) =>
        trx.insertInto('gifts').values({ companyId: acme.companyId, environmentId: theirs.environmentId, constituentId: theirs.constituentId, giftDate: '2025-01-01', amountCents: 100 }).execute(),
      ),
    ).rejects.toThrow('Gifts must belong to a constituent of their environment and company');
    await withCompany(database.db, acme.companyId, async (trx) => {
      const gift = await trx.insertInto('gifts').values({ companyId: acme.companyId, environmentId: mine.environmentId, constituentId: mine.constituentId, giftDate: '2025-01-02', amountCents: 100 }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('giftSplits').values({ ...mine.split, giftId: gift.id, amountCents: 100, giftAmountCents: 100 }).execute();
    });
  });
});

describe('donor references: updates', () => {
  it('never move a row to another parent or company, while other columns change freely', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const second = await buildDonorWorld(database.ownerDb, acme.companyId);
    const db = database.ownerDb;
    await expect(db.updateTable('constituents').set({ environmentId: second.environmentId }).where('id', '=', mine.constituentId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('constituents').set({ companyId: other.companyId }).where('id', '=', mine.constituentId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('constituentImportedGiving').set({ constituentId: second.constituentId }).where('constituentId', '=', mine.constituentId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('gifts').set({ constituentId: second.constituentId }).where('id', '=', mine.giftId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('giftSplits').set({ giftId: second.giftId }).where('id', '=', mine.splitId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('giftSplits').set({ fundId: second.fundId }).where('id', '=', mine.splitId).execute()).rejects.toThrow('cannot move');
    await expect(db.updateTable('audienceMembers').set({ audienceId: second.audienceId }).where('constituentId', '=', mine.constituentId).execute()).rejects.toThrow('cannot move');
    await db.updateTable('constituents').set({ firstName: 'Renamed', environmentId: mine.environmentId }).where('id', '=', mine.constituentId).execute();
    await db.updateTable('giftSplits').set({ amountCents: 2400 }).where('id', '=', mine.splitId).execute();
    expect(await rowsOf(mine)).toEqual(ALL_KEPT);
  });
});

describe('donor references: deletions cascade as before', () => {
  it('a deleted donor takes its imported giving, gifts, splits and memberships; appeal rows keep a copy without the link', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const neighbour = await buildDonorWorld(database.ownerDb, acme.companyId);
    const appeal = await withCompany(database.db, acme.companyId, (trx) =>
      insertAppeal(trx, acme, { name: 'Cascade', blackbaudOrganizationId: mine.environmentId, audienceId: mine.audienceId, dataImportSourceId: 1 }),
    );
    const appealRow = await database.ownerDb.insertInto('appealConstituents').values({ companyId: acme.companyId, appealId: appeal.id, constituentId: mine.constituentId, externalId: 'C1' }).returning('id').executeTakeFirstOrThrow();
    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('constituents').where('id', '=', mine.constituentId).execute());
    expect(await rowsOf(mine)).toEqual(ALL_GONE);
    expect(await rowsOf(neighbour)).toEqual(ALL_KEPT);
    const copy = await database.ownerDb.selectFrom('appealConstituents').select(['constituentId', 'externalId']).where('id', '=', appealRow.id).executeTakeFirstOrThrow();
    expect(copy).toEqual({ constituentId: null, externalId: 'C1' });
  });

  it('a deleted gift takes its splits; a deleted audience takes its members', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    await withCompany(database.db, acme.companyId, async (trx) => {
      await trx.deleteFrom('gifts').where('id', '=', mine.giftId).execute();
      await trx.deleteFrom('audiences').where('id', '=', mine.audienceId).execute();
    });
    expect(await rowsOf(mine)).toEqual({ constituents: 1, importedGiving: 1, gifts: 0, splits: 0, members: 0 });
  });

  it('a soft-deleted environment keeps its donors; a hard-deleted one takes everything with it', async () => {
    const excel = await buildDonorWorld(database.ownerDb, acme.companyId);
    await database.ownerDb.updateTable('environments').set({ dataImportSourceId: 2 }).where('id', '=', excel.environmentId).execute();
    expect(await withCompany(database.db, acme.companyId, (trx) => softDeleteExcelFileRow(trx, excel.environmentId))).toBe(true);
    expect(await rowsOf(excel)).toEqual(ALL_KEPT);
    await withCompany(database.db, acme.companyId, (trx) => trx.deleteFrom('environments').where('id', '=', excel.environmentId).execute());
    expect(await rowsOf(excel)).toEqual(ALL_GONE);
    const levels = await sql<{ n: number }>`select (select count(*) from fundraising_campaigns where environment_id = ${excel.environmentId})
      + (select count(*) from fundraising_appeals where environment_id = ${excel.environmentId})
      + (select count(*) from fundraising_funds where environment_id = ${excel.environmentId}) as n`.execute(database.ownerDb);
    expect(Number(levels.rows[0]!.n)).toBe(0);
  });

  it('a deleted company takes all its donor rows, even deleted by a session with no company set', async () => {
    const company = await createCompanyWithUser(database.ownerDb);
    const world = await buildDonorWorld(database.ownerDb, company.companyId);
    const appeal = await withCompany(database.db, company.companyId, (trx) =>
      insertAppeal(trx, company, { name: 'Gone', blackbaudOrganizationId: world.environmentId, audienceId: world.audienceId, dataImportSourceId: 1 }),
    );
    await database.ownerDb.insertInto('appealConstituents').values({ companyId: company.companyId, appealId: appeal.id, constituentId: world.constituentId }).execute();
    const kept = await buildDonorWorld(database.ownerDb, acme.companyId);
    // The company's own foreign keys delete its environments and appeals as the tables' owner, whose
    // triggers then run as that owner. Here the owner is a superuser, which row-level security never
    // filters; on a managed server it often is not, so for this test the two tables belong to a plain role.
    const owner = `askwise_plain_owner_${process.pid}`;
    await sql`create role ${sql.id(owner)} nologin nosuperuser nobypassrls`.execute(database.ownerDb);
    try {
      await sql`grant select, update, delete on all tables in schema public to ${sql.id(owner)}`.execute(database.ownerDb);
      await sql`alter table environments owner to ${sql.id(owner)}`.execute(database.ownerDb);
      await sql`alter table appeals owner to ${sql.id(owner)}`.execute(database.ownerDb);
      // The application role, no company set: companies have no row-level security.
      await database.db.deleteFrom('companies').where('id', '=', company.companyId).execute();
    } finally {
      await sql`alter table environments owner to current_user`.execute(database.ownerDb);
      await sql`alter table appeals owner to current_user`.execute(database.ownerDb);
      await sql`drop owned by ${sql.id(owner)}`.execute(database.ownerDb);
      await sql`drop role ${sql.id(owner)}`.execute(database.ownerDb);
    }
    expect(await rowsOf(world)).toEqual(ALL_GONE);
    const leftOver = await sql<{ n: number }>`select count(*)::int as n from appeal_constituents where company_id = ${company.companyId}`.execute(database.ownerDb);
    expect(leftOver.rows[0]!.n).toBe(0);
    expect(await rowsOf(kept)).toEqual(ALL_KEPT);
  });

  it('refuse deleting a campaign, appeal or fund that splits still name (NO ACTION), until the splits are gone', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const inCompany = <T>(work: Parameters<typeof withCompany<T>>[2]) => withCompany(database.db, acme.companyId, work);
    await expect(inCompany((trx) => trx.deleteFrom('fundraisingCampaigns').where('id', '=', mine.campaignId).execute())).rejects.toThrow('A campaign that gift splits name cannot be deleted');
    await expect(inCompany((trx) => trx.deleteFrom('fundraisingAppeals').where('id', '=', mine.appealId).execute())).rejects.toThrow('An appeal that gift splits name cannot be deleted');
    await expect(inCompany((trx) => trx.deleteFrom('fundraisingFunds').where('id', '=', mine.fundId).execute())).rejects.toThrow('A fund that gift splits name cannot be deleted');
    // The practice generator's retry order: donors first (their splits go with them), then the hierarchy.
    await inCompany(async (trx) => {
      await trx.deleteFrom('constituents').where('environmentId', '=', mine.environmentId).execute();
      await trx.deleteFrom('fundraisingAppeals').where('environmentId', '=', mine.environmentId).execute();
    });
  });
});

describe('donor references: concurrency', () => {
  const session = async () => {
    const client = new pg.Client({ connectionString: database.ownerUrl });
    await client.connect();
    return client;
  };

  it('a parent named by an uncommitted row cannot be deleted until that row commits; then it goes with it', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const [writer, deleter] = [await session(), await session()];
    try {
      await writer.query('begin');
      const { rows } = await writer.query<{ id: string }>(
        `insert into gifts (company_id, environment_id, constituent_id, gift_date, amount_cents) values ($1, $2, $3, '2025-06-01', 900) returning id`,
        [acme.companyId, mine.environmentId, mine.constituentId],
      );
      await deleter.query(`set lock_timeout = '300ms'`);
      await expect(deleter.query('delete from constituents where id = $1', [mine.constituentId])).rejects.toThrow('lock timeout');
      await deleter.query(`set lock_timeout = 0`);
      const deletion = deleter.query('delete from constituents where id = $1', [mine.constituentId]);
      await writer.query('commit');
      await deletion;
      const left = await database.ownerDb.selectFrom('gifts').select('id').where('id', '=', Number(rows[0]!.id)).execute();
      expect(left).toEqual([]);
      expect(await rowsOf(mine)).toEqual(ALL_GONE);
    } finally {
      await writer.end();
      await deleter.end();
    }
  });

  it('a row naming a parent whose deletion is uncommitted waits, then is refused', async () => {
    const mine = await buildDonorWorld(database.ownerDb, acme.companyId);
    const [writer, deleter] = [await session(), await session()];
    try {
      await deleter.query('begin');
      await deleter.query('delete from environments where id = $1', [mine.environmentId]);
      const insert = writer.query(`insert into constituents (company_id, environment_id, external_id) values ($1, $2, 'late')`, [acme.companyId, mine.environmentId]);
      const outcome = insert.then(() => 'inserted', (error: Error) => error.message);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await deleter.query('commit');
      expect(await outcome).toBe('Constituents must belong to an environment of their company');
    } finally {
      await writer.end();
      await deleter.end();
    }
  });
});
