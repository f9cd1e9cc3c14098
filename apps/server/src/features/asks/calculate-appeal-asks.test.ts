import {
  ASK_MODES,
  STRATEGY_IDS,
  calculateAsks,
  computeZipAverages,
  prepareStrategy,
  selectTop100,
  summarizeAppeal,
  zipKey,
  type AskMode,
  type AskResult,
  type NumberOfAsks,
  type StrategyId,
} from '@askwise/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import type { BusEvent } from '../../realtime/event-bus.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { streamAppealResults } from './results/stream-appeal-results.ts';
import { ASK_BITS, GRID_FILTERS, donorTypeOfBits, flagsOfBits } from './ask-filters.ts';
import { readStoredSummary } from './ask-summary.ts';
import {
  buildAppealWithDonors,
  createAskTestServices,
  generateDonors,
  setAppealAskSettings,
  type AskTestServices,
  type DonorInput,
} from './asks.testing.ts';
import { runAppealCalculation } from './calculate-appeal-asks.job.ts';
import { NO_DONORS_MESSAGE } from './calculate-appeal-asks.ts';
import { BLOCK_SIZE } from './filter-blocks.ts';

let database: TestDatabase;
let services: AskTestServices;
let company: CompanyWithUser;
const donors: DonorInput[] = generateDonors(1200);
let appealId: number;
let donorIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  services = createAskTestServices(database);
  company = await createCompanyWithUser(database.ownerDb);
  ({ appealId, donorIds } = await buildAppealWithDonors(database.ownerDb, company.companyId, donors));
});
afterAll(async () => {
  await services?.close();
  await database?.drop();
});

/** What the domain engine says for every donor of the generated appeal, keyed by appeal constituent id. */
function engineResults(
  strategyId: StrategyId,
  numberOfAsks: NumberOfAsks,
  askMode: AskMode,
): Map<number, { result: AskResult; zipAverage: number }> {
  const prepared = prepareStrategy(strategyId, { numberOfAsks, askMode });
  const zipAverages = computeZipAverages(
    donors.map((d) => ({ zipCode: d.zipCode ?? null, lifetimeGiving: d.lifetimeGiving ?? 0, numberOfLifetimeGifts: d.lifetimeGifts ?? 0 })),
  );
  const expected = new Map<number, { result: AskResult; zipAverage: number }>();
  donors.forEach((d, index) => {
    const key = zipKey(d.zipCode ?? null);
    const zipAverage = key === null ? 0 : (zipAverages.get(key) ?? 0);
    const result = calculateAsks(
      {
        appealGiftLastYear: d.appealGiftLastYear ?? 0,
        appealGiftTwoYearsAgo: d.appealGiftTwoYearsAgo ?? 0,
        appealGiftThreeYearsAgo: d.appealGiftThreeYearsAgo ?? 0,
        campaignGift: d.campaignGift ?? 0,
        specialEventGift: d.specialEventGift ?? 0,
        greatestGift: d.greatestGift ?? 0,
        lifetimeGiving: d.lifetimeGiving ?? 0,
        numberOfLifetimeGifts: d.lifetimeGifts ?? 0,
        wealthRating: d.minSuggestedAskWr ?? 0,
        zipAverage,
      },
      prepared,
    );
    expected.set(donorIds[index]!, { result, zipAverage });
  });
  return expected;
}

async function storedResults(id: number) {
  return withCompany(services.db, company.companyId, async (trx) => {
    const run = await trx.selectFrom('appealAskRuns').selectAll().where('appealId', '=', id).executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('appealAsks')
      .selectAll()
      .where('appealId', '=', id)
      .where('generation', '=', run.currentGeneration!)
      .orderBy('nameRank')
      .execute();
    const blocks = await trx
      .selectFrom('appealAskFilterBlocks')
      .selectAll()
      .where('appealId', '=', id)
      .where('generation', '=', run.currentGeneration!)
      .execute();
    const status = await trx
      .selectFrom('appealStatuses')
      .select(['algorithmStatus', 'algorithmError'])
      .where('appealId', '=', id)
      .executeTakeFirstOrThrow();
    const summary = await readStoredSummary(trx, id);
    // The ask string and log are rendered on read (not stored): take them as every reader gets them.
    const rendered = new Map<number, { askString: string; askLogs: string[] }>();
    for await (const batch of streamAppealResults(trx, id)) for (const row of batch) rendered.set(row.nameRank, row);
    return { run, rows, rendered, blocks, status, summary };
  });
}

const asksOf = (row: Record<string, unknown>, prefix: 'annualAsk' | 'monthlyAsk') =>
  [1, 2, 3, 4, 5].map((k) => row[`${prefix}${k}`]).filter((ask) => ask !== null);

const CASES = STRATEGY_IDS.flatMap((strategyId, s) =>
  ASK_MODES.map((askMode, m) => ({ strategyId, askMode, numberOfAsks: ([3, 4, 5] as const)[(s + m) % 3]! })),
);

describe('calculating an appeal', () => {
  it.each(CASES)(
    'stores the engine result for every donor: $strategyId, $numberOfAsks asks, $askMode',
    async ({ strategyId, numberOfAsks, askMode }) => {
      await setAppealAskSettings(database.ownerDb, appealId, strategyId, numberOfAsks, askMode);
      await runAppealCalculation(services, company.companyId, appealId);
      const expected = engineResults(strategyId, numberOfAsks, askMode);
      const { run, rows, rendered, blocks, status, summary } = await storedResults(appealId);

      expect(status).toEqual({ algorithmStatus: 'DONE', algorithmError: null });
      expect(run).toMatchObject({ strategyId, numberOfAsks, askMode, rowCount: donors.length });
      expect(rows.map((row) => row.nameRank)).toEqual(donors.map((_, i) => i + 1));
      // Every donor exactly once.
      expect(rows.map((row) => row.appealConstituentId).sort((a, b) => a - b)).toEqual([...donorIds].sort((a, b) => a - b));
      for (const row of rows) {
        const { result, zipAverage } = expected.get(row.appealConstituentId)!;
        expect({
          zipAverage: row.zipAverage,
          baseAsk: row.baseAsk,
          primaryAsk: row.primaryAsk,
          annualAsks: asksOf(row, 'annualAsk'),
          monthlyAsks: asksOf(row, 'monthlyAsk'),
          askString: rendered.get(row.nameRank)?.askString,
          status: row.status,
          askLogs: rendered.get(row.nameRank)?.askLogs,
          flags: flagsOfBits(row.filterBits),
          donorType: donorTypeOfBits(row.filterBits),
          isBaseline: (row.filterBits & ASK_BITS.isBaseline) !== 0,
          statusSetByUser: row.statusSetByUser,
          customBaseAsk: row.customBaseAsk,
        }).toEqual({
          zipAverage,
          baseAsk: result.baseAsk,
          primaryAsk: result.primaryAsk,
          annualAsks: result.annualAsks,
          monthlyAsks: result.monthlyAsks,
          askString: result.askString,
          status: result.status,
          askLogs: result.askLogs,
          flags: result.flags,
          donorType: result.donorType,
          isBaseline: result.isBaseline,
          statusSetByUser: false,
          customBaseAsk: null,
        });
      }

      // top100: the domain's choice over donors met in the default order.
      const top = selectTop100(
        rows.map((row) => ({ primaryAsk: expected.get(row.appealConstituentId)!.result.primaryAsk, rank: row.nameRank })),
      );
      expect(
        rows
          .filter((row) => row.filterBits & ASK_BITS.top100)
          .map((row) => row.nameRank)
          .sort((a, b) => a - b),
      ).toEqual(top.map((donor) => donor.rank).sort((a, b) => a - b));
      expect(run.top100Ranks).toEqual(top.map((donor) => donor.rank));

      // The stored summary is the domain's summary of the engine's results.
      expect(summary).toEqual(summarizeAppeal([...expected.values()].map(({ result }) => result)));

      // The page index counts every filter's members per block exactly.
      expect(blocks.map((block) => block.filterType).sort()).toEqual(GRID_FILTERS.map((filter) => filter.id).sort());
      for (const filter of GRID_FILTERS) {
        const counts = new Array<number>(Math.ceil(rows.length / BLOCK_SIZE)).fill(0);
        for (const row of rows)
          if ((row.filterBits & filter.mask) === filter.mask) counts[Math.floor((row.nameRank - 1) / BLOCK_SIZE)]! += 1;
        const block = blocks.find((b) => b.filterType === filter.id)!;
        expect({ filter: filter.id, counts: block.counts, total: block.total }).toEqual({
          filter: filter.id,
          counts,
          total: counts.reduce((a, b) => a + b, 0),
        });
      }
    },
  );

  it('orders donors by first then last name, as the database sorts', async () => {
    const { rows } = await storedResults(appealId);
    const { rows: order } = await sql<{ id: number; nameRank: number }>`
      select id, row_number() over (order by lower(first_name) nulls last, lower(last_name) nulls last, id)::int as "nameRank"
      from appeal_constituents where appeal_id = ${appealId}`.execute(database.ownerDb);
    const byId = new Map(order.map((row) => [row.id, row.nameRank]));
    expect(rows.map((row) => byId.get(row.appealConstituentId))).toEqual(rows.map((row) => row.nameRank));
    expect(rows.find((row) => row.firstName === 'Tab\there' || row.lastName === 'Line\nBreak')).toBeDefined();
  });

  it('orders and keeps awkward names exactly as the database does: case, accents, nulls, quotes, backslashes', async () => {
    const names = [
      'anna',
      'ANNA',
      'Anna',
      'Émile',
      'émile',
      'Zoë',
      'zoe',
      '',
      'O"Brien',
      'back\\slash',
      'a,b{c}',
      'NULL',
      '𝒜stral',
      'ﬀ',
      null,
    ];
    const awkward = names.flatMap((firstName, i) =>
      names
        .slice(0, 5)
        .map((lastName, j) => ({ externalId: `K${i}-${j}`, firstName, lastName, contactName: j % 2 ? null : `${lastName ?? ''}"\\` })),
    );
    const { appealId: awkwardAppealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, awkward);
    await runAppealCalculation(services, company.companyId, awkwardAppealId);
    const { rows } = await storedResults(awkwardAppealId);
    const { rows: expected } = await sql<{
      id: number;
      firstName: string | null;
      lastName: string | null;
      contactName: string | null;
      key: string;
    }>`
      select id, first_name as "firstName", last_name as "lastName", contact_name as "contactName", external_id as key
      from appeal_constituents where appeal_id = ${awkwardAppealId}
      order by lower(first_name collate "C") nulls last, lower(last_name collate "C") nulls last, id`.execute(database.ownerDb);
    expect(rows.map((row) => [row.appealConstituentId, row.firstName, row.lastName, row.contactName, row.constituentKey])).toEqual(
      expected.map((row) => [row.id, row.firstName, row.lastName, row.contactName, row.key]),
    );
  });

  it('keeps only the current generation after a recalculation', async () => {
    const before = await storedResults(appealId);
    await runAppealCalculation(services, company.companyId, appealId);
    const after = await storedResults(appealId);
    expect(after.run.currentGeneration).toBe(before.run.currentGeneration! + 1);
    const generations = await database.ownerDb
      .selectFrom('appealAsks')
      .select('generation')
      .distinct()
      .where('appealId', '=', appealId)
      .execute();
    expect(generations).toEqual([{ generation: after.run.currentGeneration }]);
  });

  it('orders a second-system appeal by contact name', async () => {
    const { appealId: virtuousAppealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, donors.slice(0, 300), {
      source: 'virtuous',
    });
    await runAppealCalculation(services, company.companyId, virtuousAppealId);
    const { rows } = await storedResults(virtuousAppealId);
    const { rows: order } = await sql<{ id: number; nameRank: number }>`
      select id, row_number() over (order by lower(contact_name) nulls last, lower(informal_name) nulls last, id)::int as "nameRank"
      from appeal_constituents where appeal_id = ${virtuousAppealId}`.execute(database.ownerDb);
    const byId = new Map(order.map((row) => [row.id, row.nameRank]));
    expect(rows.map((row) => byId.get(row.appealConstituentId))).toEqual(rows.map((row) => row.nameRank));
  });

  it('reports its progress as ALGORITHM events, from LOADING through PROGRESS to DONE', async () => {
    await services.bus.listen();
    const events: BusEvent[] = [];
    const stop = services.bus.subscribe('ALGORITHM', String(appealId), (event) => events.push(event));
    const updates: BusEvent[] = [];
    const stopUpdates = services.bus.subscribe('UPDATED_APPEAL', String(appealId), (event) => updates.push(event));
    await runAppealCalculation(services, company.companyId, appealId);
    await expect.poll(() => events.at(-1)?.payload.status).toBe('DONE');
    // updatedAppeal tells the appeal's pages that the calculation finished.
    await expect.poll(() => updates.length).toBe(1);
    stop();
    stopUpdates();
    const statuses = events.map((event) => String(event.payload.status));
    expect(statuses[0]).toBe('LOADING');
    expect(statuses).toContain(`PROGRESS::${donors.length}-${donors.length}`);
    expect(events.every((event) => event.companyId === company.companyId)).toBe(true);
  });

  it('ends with ERROR:: and a message for an appeal without donors', async () => {
    const { appealId: emptyAppealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, []);
    await runAppealCalculation(services, company.companyId, emptyAppealId);
    const status = await database.ownerDb
      .selectFrom('appealStatuses')
      .select(['algorithmStatus', 'algorithmError'])
      .where('appealId', '=', emptyAppealId)
      .executeTakeFirstOrThrow();
    expect(status).toEqual({ algorithmStatus: `ERROR::${NO_DONORS_MESSAGE}`, algorithmError: NO_DONORS_MESSAGE });
  });
});
