import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAPPING_SECTIONS, type MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import { withCompany } from '../../db/database.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { insertAppeal } from '../appeals/create-appeal.ts';
import { createPracticeEnvironment } from '../practice/create-practice-environment.ts';
import { runMapAppeal } from './map-appeal.job.ts';
import { addEdgeDonor, section, testBus } from './mapping-fixtures.ts';

// The mapping sums, checked against an independent calculation: every split of the audience read as
// plain rows and summed in TypeScript, for a generated environment plus hand-made edge donors.

const TODAY = '2026-05-20';
let database: TestDatabase;
let bus: EventBus;
let acme: CompanyWithUser;
let environmentId: number;
let audienceId: number;
const edge: Record<string, number> = {};

const SETTINGS: MappingSettings = {
  appealGiftLastYear: section([['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-UNRESTRICTED'], ['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-PROGRAMS'], ['CMP-ANNUAL', 'APL-SPRING-2025', 'FND-UNRESTRICTED'], ['', 'APL-MEMORIAL', 'FND-ENDOWMENT']], '2025-01-01', '2025-12-31'),
  appealGiftTwoYearsAgo: section([['CMP-ANNUAL', 'APL-YEAREND-2024', 'FND-UNRESTRICTED'], ['CMP-ANNUAL', 'APL-SPRING-2024', 'FND-UNRESTRICTED']], '2024-01-01', '2024-12-31'),
  appealGiftThreeYearsAgo: section([['CMP-ANNUAL', 'APL-YEAREND-2023', 'FND-UNRESTRICTED'], ['CMP-ANNUAL', '', 'FND-UNRESTRICTED']], '2023-01-01', '2023-12-31'),
  campaignGift: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING'], ['CMP-CAPITAL', 'APL-CAPITAL-COMMUNITY', 'FND-BUILDING']], null, null),
  specialEventGift: section([['CMP-EVENTS', 'APL-GALA-2025', 'FND-EVENTS'], ['CMP-EVENTS', 'APL-GOLF-2025', 'FND-EVENTS']], '2025-01-01', null),
};

beforeAll(async () => {
  database = await createTestDatabase();
  bus = testBus(database);
  acme = await createCompanyWithUser(database.ownerDb);
  environmentId = (await createPracticeEnvironment(database.db, acme.companyId, { constituents: 4000, seed: 11, today: TODAY })).environmentId;
  audienceId = (await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environmentId).where('externalId', '=', 'AUD-ALL').executeTakeFirstOrThrow()).id;
  const where = { companyId: acme.companyId, environmentId, audienceId };
  const yearEnd = ['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-UNRESTRICTED'] as [string, string, string];
  edge.dates = await addEdgeDonor(database.ownerDb, where, 'EDGE-DATES', [
    { date: '2024-12-31', cents: 1_000, combo: yearEnd },
    { date: '2025-01-01', cents: 2_000, combo: yearEnd },
    { date: '2025-12-31', cents: 4_000, combo: yearEnd },
    { date: '2026-01-01', cents: 8_000, combo: yearEnd },
  ]);
  edge.split = await addEdgeDonor(database.ownerDb, where, 'EDGE-SPLIT', [
    { date: '2025-04-10', cents: 10_000, splits: [['CMP-ANNUAL', 'APL-SPRING-2025', 'FND-UNRESTRICTED', 6_000], ['CMP-ANNUAL', 'APL-SPRING-2025', 'FND-SCHOLARSHIPS', 4_000]] },
  ]);
  edge.soft = await addEdgeDonor(database.ownerDb, where, 'EDGE-SOFT', [
    { date: '2025-06-01', cents: 50_000, combo: yearEnd, isSoftCredit: true },
    { date: '2019-03-03', cents: 2_500, combo: ['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING'] },
  ]);
  edge.sameDay = await addEdgeDonor(database.ownerDb, where, 'EDGE-SAMEDAY', [
    { date: '2025-11-30', cents: 2_000, combo: yearEnd },
    { date: '2025-11-30', cents: 5_000, combo: ['CMP-EVENTS', 'APL-GALA-2025', 'FND-EVENTS'] },
    { date: '2024-02-02', cents: 90_000, combo: ['', 'APL-MEMORIAL', 'FND-ENDOWMENT'] },
  ]);
  edge.none = await addEdgeDonor(database.ownerDb, where, 'EDGE-NONE', []);
}, 120_000);

afterAll(async () => {
  await bus?.close();
  await database?.drop();
});

interface Figures {
  appealGiftLastYear: number;
  appealGiftTwoYearsAgo: number;
  appealGiftThreeYearsAgo: number;
  campaignGift: number;
  specialEventGift: number;
  lastGift: number;
  totalGiftLastYear: number;
  greatestGift: number;
  lifetimeGiving: number;
  lifetimeGifts: number;
}

/** The independent calculation: plain rows, summed in TypeScript. */
async function expectedFigures(settings: MappingSettings, includeSoftCredits: boolean, ofAudience = audienceId): Promise<Map<number, Figures>> {
  const splits = await sql<{ constituentId: number; giftId: number; date: string; cents: number; giftCents: number; soft: boolean; campaign: string | null; appeal: string | null; fund: string | null }>`
    select s.constituent_id as "constituentId", s.gift_id as "giftId", g.gift_date::text as date, s.amount_cents as cents, g.amount_cents as "giftCents",
      g.is_soft_credit as soft, c.external_id as campaign, a.external_id as appeal, f.external_id as fund
    from gift_splits s join gifts g on g.id = s.gift_id
    left join fundraising_campaigns c on c.id = s.campaign_id left join fundraising_appeals a on a.id = s.appeal_id
    left join fundraising_funds f on f.id = s.fund_id
    where s.environment_id = ${environmentId}`.execute(database.ownerDb);
  const members = await database.ownerDb.selectFrom('audienceMembers').select('constituentId').where('audienceId', '=', ofAudience).execute();
  const figures = new Map<number, Figures>();
  for (const m of members) {
    figures.set(m.constituentId, { appealGiftLastYear: 0, appealGiftTwoYearsAgo: 0, appealGiftThreeYearsAgo: 0, campaignGift: 0, specialEventGift: 0, lastGift: 0, totalGiftLastYear: 0, greatestGift: 0, lifetimeGiving: 0, lifetimeGifts: 0 });
  }
  const lastDate = new Map<number, string>();
  const seenGifts = new Set<number>();
  for (const s of splits.rows) {
    const f = figures.get(s.constituentId);
    if (!f || (s.soft && !includeSoftCredits)) continue;
    for (const name of MAPPING_SECTIONS) {
      const { items, fromDate, toDate } = settings[name];
      const isSelected = items.some((i) => i.campaignId === (s.campaign ?? '') && i.appealId === (s.appeal ?? '') && i.fundId === (s.fund ?? ''));
      const from = fromDate && fromDate < '2016-01-01' ? '2016-01-01' : fromDate;
      if (isSelected && (!from || s.date >= from) && (!toDate || s.date <= toDate)) f[name] += s.cents;
    }
    f.lifetimeGiving += s.cents;
    if (s.date >= '2025-01-01' && s.date <= '2025-12-31') f.totalGiftLastYear += s.cents;
    if (seenGifts.has(s.giftId)) continue;
    seenGifts.add(s.giftId);
    f.lifetimeGifts += 1;
    f.greatestGift = Math.max(f.greatestGift, s.giftCents);
    const last = lastDate.get(s.constituentId);
    if (!last || s.date > last || (s.date === last && s.giftCents > f.lastGift)) {
      lastDate.set(s.constituentId, s.date);
      f.lastGift = s.giftCents;
    }
  }
  return figures;
}

async function mappedFigures(appealId: number): Promise<Map<number, Figures & { zipCode: string | null }>> {
  const rows = await database.ownerDb
    .selectFrom('appealConstituents')
    .select(['constituentId', 'appealGiftLastYear', 'appealGiftTwoYearsAgo', 'appealGiftThreeYearsAgo', 'campaignGift', 'specialEventGift', 'lastGift', 'totalGiftLastYear', 'greatestGift', 'lifetimeGiving', 'lifetimeGifts', 'zipCode'])
    .where('appealId', '=', appealId)
    .execute();
  return new Map(rows.map(({ constituentId, ...figures }) => [constituentId!, figures]));
}

async function newAppeal(includeSoftCredits: boolean, settings: MappingSettings = SETTINGS, ofAudience = audienceId): Promise<number> {
  const appeal = await withCompany(database.db, acme.companyId, (trx) =>
    insertAppeal(trx, acme, { name: 'Mapped', blackbaudOrganizationId: environmentId, audienceId: ofAudience, dataImportSourceId: 1, includeSoftCredits, mappingSettings: settings }),
  );
  return appeal.id;
}

const strip = ({ zipCode: _zip, ...figures }: Figures & { zipCode: string | null }): Figures => figures;

describe('map-appeal sums', () => {
  for (const includeSoftCredits of [false, true]) {
    it(`match an independent calculation for every donor (soft credits ${includeSoftCredits ? 'on' : 'off'})`, async () => {
      const appealId = await newAppeal(includeSoftCredits);
      const { rows } = await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
      const expected = await expectedFigures(SETTINGS, includeSoftCredits);
      const mapped = await mappedFigures(appealId);
      expect(rows).toBe(expected.size);
      expect(mapped.size).toBe(expected.size);
      let withGifts = 0;
      for (const [constituentId, figures] of expected) {
        expect(strip(mapped.get(constituentId)!), `donor ${constituentId}`).toEqual(figures);
        if (figures.lifetimeGifts > 0) withGifts += 1;
      }
      // The generated environment must exercise the sums, not only zeros.
      const totals = [...mapped.values()].reduce((sum, f) => sum + f.appealGiftLastYear + f.campaignGift + f.specialEventGift + f.appealGiftThreeYearsAgo, 0);
      expect(withGifts).toBeGreaterThan(3000);
      expect(totals).toBeGreaterThan(0);
      expect(mapped.get(edge.dates!)).toMatchObject({ appealGiftLastYear: 6_000, totalGiftLastYear: 6_000, lastGift: 8_000, lifetimeGiving: 15_000, lifetimeGifts: 4, zipCode: '62704' });
      expect(mapped.get(edge.split!)).toMatchObject({ appealGiftLastYear: 6_000, greatestGift: 10_000, lifetimeGiving: 10_000, lifetimeGifts: 1 });
      expect(mapped.get(edge.sameDay!)).toMatchObject({ lastGift: 5_000, appealGiftLastYear: 2_000, specialEventGift: 5_000, appealGiftTwoYearsAgo: 0, greatestGift: 90_000 });
      expect(mapped.get(edge.none!)).toMatchObject({ lifetimeGifts: 0, lifetimeGiving: 0, lastGift: 0, appealGiftLastYear: 0 });
      expect(mapped.get(edge.soft!)).toMatchObject(
        includeSoftCredits
          ? { appealGiftLastYear: 50_000, campaignGift: 2_500, lifetimeGifts: 2, lastGift: 50_000 }
          : { appealGiftLastYear: 0, campaignGift: 2_500, lifetimeGifts: 1, lastGift: 2_500 },
      );
    });
  }

  it('match the independent calculation for an audience that is part of the environment', async () => {
    const majors = await database.ownerDb.selectFrom('audiences').select(['id', 'total']).where('environmentId', '=', environmentId).where('externalId', '=', 'AUD-MAJOR').executeTakeFirstOrThrow();
    const appealId = await newAppeal(true, SETTINGS, majors.id);
    const { rows } = await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
    const expected = await expectedFigures(SETTINGS, true, majors.id);
    const mapped = await mappedFigures(appealId);
    expect(rows).toBe(majors.total);
    expect(mapped.size).toBe(expected.size);
    expect(expected.size).toBeLessThan(4000);
    for (const [constituentId, figures] of expected) expect(strip(mapped.get(constituentId)!), `donor ${constituentId}`).toEqual(figures);
    expect([...mapped.values()].some((f) => f.campaignGift > 0)).toBe(true);
  });

  it('replaces the rows when re-mapped and records DONE with the mapping it used', async () => {
    const appealId = await newAppeal(false);
    await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
    const narrower = { ...SETTINGS, appealGiftLastYear: section([['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-UNRESTRICTED']], '2025-12-31', '2025-12-31') };
    await database.ownerDb.updateTable('appeals').set({ mappingSettings: JSON.stringify(narrower) }).where('id', '=', appealId).execute();
    await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
    const mapped = await mappedFigures(appealId);
    const expected = await expectedFigures(narrower, false);
    expect(mapped.size).toBe(expected.size);
    expect(strip(mapped.get(edge.dates!)!)).toEqual(expected.get(edge.dates!));
    expect(mapped.get(edge.dates!)!.appealGiftLastYear).toBe(4_000);
    const status = await database.ownerDb.selectFrom('appealStatuses').selectAll().where('appealId', '=', appealId).executeTakeFirstOrThrow();
    expect(status).toMatchObject({ mapAppealStatus: 'DONE', isLocked: false, mapAppealError: null, donorCount: mapped.size });
    expect(status.mappedFingerprint).toContain('2025-12-31');
  });

  it('stops with ERROR:: for a never-synced audience and keeps the appeal and its rows', async () => {
    const appealId = await newAppeal(false);
    await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
    await database.ownerDb.updateTable('audiences').set({ lastLinkedToConstituentsOn: null }).where('id', '=', audienceId).execute();
    try {
      await expect(runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY })).rejects.toThrow('has not been synced');
    } finally {
      await database.ownerDb.updateTable('audiences').set({ lastLinkedToConstituentsOn: new Date() }).where('id', '=', audienceId).execute();
    }
    const status = await database.ownerDb.selectFrom('appealStatuses').selectAll().where('appealId', '=', appealId).executeTakeFirstOrThrow();
    expect(status.mapAppealStatus).toBe('ERROR::All Constituents has not been synced and thus cannot be used to generate ask-strings');
    expect(status.isLocked).toBe(false);
    const kept = await database.ownerDb.selectFrom('appealConstituents').select((eb) => eb.fn.countAll<number>().as('n')).where('appealId', '=', appealId).executeTakeFirstOrThrow();
    expect(Number(kept.n)).toBeGreaterThan(4000);
  });

  it("another company cannot map this company's appeal", async () => {
    const appealId = await newAppeal(false);
    const other = await createCompanyWithUser(database.ownerDb);
    await expect(runMapAppeal({ db: database.db, bus }, { companyId: other.companyId, appealId, today: TODAY })).rejects.toThrow('Appeal not found.');
    const rows = await database.ownerDb.selectFrom('appealConstituents').select('id').where('appealId', '=', appealId).execute();
    expect(rows).toEqual([]);
  });

  it('stays exact with a split beyond 32 bits of cents ($30,000,000)', async () => {
    const huge = await addEdgeDonor(database.ownerDb, { companyId: acme.companyId, environmentId, audienceId }, 'EDGE-HUGE', [
      { date: '2025-12-01', cents: 3_000_000_000, combo: ['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-UNRESTRICTED'] },
      { date: '2025-12-02', cents: 1_000_000_000, combo: ['CMP-ANNUAL', 'APL-YEAREND-2025', 'FND-UNRESTRICTED'] },
    ]);
    const appealId = await newAppeal(false);
    await runMapAppeal({ db: database.db, bus }, { companyId: acme.companyId, appealId, today: TODAY });
    const expected = await expectedFigures(SETTINGS, false);
    const mapped = await mappedFigures(appealId);
    for (const [constituentId, figures] of expected) expect(strip(mapped.get(constituentId)!), `donor ${constituentId}`).toEqual(figures);
    expect(mapped.get(huge)).toMatchObject({ appealGiftLastYear: 4_000_000_000, lifetimeGiving: 4_000_000_000, greatestGift: 3_000_000_000, lastGift: 1_000_000_000 });
  });
});
