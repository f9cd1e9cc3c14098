import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createPracticeEnvironment, type PracticeSummary } from './create-practice-environment.ts';
import { PRACTICE_ENVIRONMENT_ID } from './practice-catalog.ts';

let database: TestDatabase;
let acme: CompanyWithUser;
let other: CompanyWithUser;
let summary: PracticeSummary;
let seconds: number;

beforeAll(async () => {
  database = await createTestDatabase();
  acme = await createCompanyWithUser(database.ownerDb);
  other = await createCompanyWithUser(database.ownerDb);
  const started = Date.now();
  summary = await createPracticeEnvironment(database.db, acme.companyId, { today: '2026-05-20' });
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(async () => {
  await database?.drop();
});

const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(database.ownerDb)).rows[0]!;

describe('practice environment', () => {
  it('generates 30,000 donors with ten years of gifts, set-based', async () => {
    console.log(`practice environment: ${summary.constituents} donors, ${summary.gifts} gifts in ${seconds.toFixed(1)} s`);
    expect(summary.constituents).toBe(30_000);
    expect(summary.gifts).toBeGreaterThan(150_000);
    // A loose bound that still catches row-by-row work (minutes); about 6 s on an idle two-core machine.
    expect(seconds).toBeLessThan(120);
    const env = await database.ownerDb.selectFrom('environments').selectAll().where('id', '=', summary.environmentId).executeTakeFirstOrThrow();
    expect(env).toMatchObject({ environmentId: PRACTICE_ENVIRONMENT_ID, status: 'DONE', isLocked: false, constituentTotal: 30_000, giftTotal: summary.gifts, totalAudienceLists: 6 });
    const range = await one(sql<{ first: string; last: string }>`select min(gift_date)::text as first, max(gift_date)::text as last from gifts where environment_id = ${summary.environmentId}`);
    expect(range.first >= '2016-01-01' && range.first < '2016-03-01').toBe(true);
    expect(range.last <= '2026-05-20').toBe(true);
  });

  it('skews amounts like real files: most gifts under $100, a few over $10,000', async () => {
    const shares = await one(sql<{ under100: number; over10k: number; nonDonors: number; wealth: number }>`
      select avg((amount_cents < 10000)::int)::float8 as under100, sum((amount_cents > 1000000)::int)::int as over10k,
        (select avg((not exists (select 1 from gifts g where g.constituent_id = c.id))::int)::float8 from constituents c where c.environment_id = ${summary.environmentId}) as "nonDonors",
        (select avg((wealth_rating_cents is not null)::int)::float8 from constituents c where c.environment_id = ${summary.environmentId}) as wealth
      from gifts where environment_id = ${summary.environmentId} and not is_soft_credit`);
    expect(shares.under100).toBeGreaterThan(0.5);
    expect(shares.over10k).toBeGreaterThan(0);
    expect(shares.nonDonors).toBeGreaterThan(0.1);
    expect(shares.wealth).toBeGreaterThan(0.17);
    expect(shares.wealth).toBeLessThan(0.23);
  });

  it('writes splits that add up to their gift, soft credits as their own rows, and US zip codes', async () => {
    const splits = await one(sql<{ mismatched: number; multi: number; firsts: number; gifts: number; soft: number }>`
      select (select count(*)::int from (select g.id from gifts g join gift_splits s on s.gift_id = g.id where g.environment_id = ${summary.environmentId}
          group by g.id, g.amount_cents having sum(s.amount_cents) <> g.amount_cents or bool_or(s.gift_amount_cents <> g.amount_cents)) x) as mismatched,
        (select count(*)::int from (select gift_id from gift_splits where environment_id = ${summary.environmentId} group by gift_id having count(*) > 1) x) as multi,
        (select count(*)::int from gift_splits where environment_id = ${summary.environmentId} and is_first_split) as firsts,
        (select count(*)::int from gifts where environment_id = ${summary.environmentId}) as gifts,
        (select count(*)::int from gifts where environment_id = ${summary.environmentId} and is_soft_credit) as soft`);
    expect(splits.mismatched).toBe(0);
    expect(splits.multi).toBeGreaterThan(1000);
    expect(splits.firsts).toBe(splits.gifts);
    expect(splits.soft).toBeGreaterThan(1000);
    const zips = await one(sql<{ bad: number }>`select count(*)::int as bad from constituents where environment_id = ${summary.environmentId} and zip !~ '^[0-9]{5}$'`);
    expect(zips.bad).toBe(0);
  });

  it('has campaigns with appeals, loose appeals and loose funds, and audience lists (one never synced)', async () => {
    const loose = await one(sql<{ looseAppeals: number; looseFunds: number }>`
      select count(*) filter (where campaign_id is null and appeal_id is not null)::int as "looseAppeals",
        count(*) filter (where appeal_id is null)::int as "looseFunds"
      from gift_splits where environment_id = ${summary.environmentId}`);
    expect(loose.looseAppeals).toBeGreaterThan(0);
    expect(loose.looseFunds).toBeGreaterThan(0);
    const audiences = await database.ownerDb.selectFrom('audiences').select(['name', 'total', 'lastLinkedToConstituentsOn']).where('environmentId', '=', summary.environmentId).orderBy('id').execute();
    expect(audiences.map((a) => a.name)).toEqual([
      'All Constituents', 'Active Donors - Last 3 Years', 'Lapsed Donors', 'Major Gift Prospects', 'Spring Gala Guests', 'Year-End Mailing 2026',
    ]);
    expect(audiences[0]!.total).toBe(30_000);
    expect(audiences.slice(1, 5).every((a) => a.total > 100 && a.total < 30_000)).toBe(true);
    expect(audiences[5]!.lastLinkedToConstituentsOn).toBeNull();
  });

  it('is repeatable for a seed and does nothing when already generated', async () => {
    const again = await createPracticeEnvironment(database.db, acme.companyId, { today: '2026-05-20' });
    expect(again).toMatchObject({ environmentId: summary.environmentId, gifts: summary.gifts, isNew: false });
    const small = await createPracticeEnvironment(database.db, other.companyId, { constituents: 2000, seed: 7, today: '2026-05-20' });
    const third = await createCompanyWithUser(database.ownerDb);
    const same = await createPracticeEnvironment(database.db, third.companyId, { constituents: 2000, seed: 7, today: '2026-05-20' });
    expect(same.gifts).toBe(small.gifts);
    const totals = await sql<{ company_id: number; cents: string }>`select company_id, sum(amount_cents)::text as cents from gifts
      where company_id in (${other.companyId}, ${third.companyId}) group by company_id`.execute(database.ownerDb);
    expect(totals.rows[0]!.cents).toBe(totals.rows[1]!.cents);
  });

  it('another company cannot see the practice environment or its donors', async () => {
    const seen = await withCompany(database.db, other.companyId, async (trx) => ({
      environments: await trx.selectFrom('environments').select('id').where('id', '=', summary.environmentId).execute(),
      constituents: await trx.selectFrom('constituents').select('id').where('environmentId', '=', summary.environmentId).limit(1).execute(),
      gifts: await trx.selectFrom('gifts').select('id').where('environmentId', '=', summary.environmentId).limit(1).execute(),
    }));
    expect(seen).toEqual({ environments: [], constituents: [], gifts: [] });
  });
});
