import { calculateAsks, prepareStrategy, summarizeAppeal, withStatusLine } from '@askwise/domain';
import { describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { ASK_BITS, GRID_FILTERS, donorTypeOfBits, flagsOfBits, statusOfBits } from '../asks/ask-filters.ts';
import { readStoredSummary } from '../asks/ask-summary.ts';
import { runAppealCalculation } from '../asks/calculate-appeal-asks.job.ts';
import { BLOCK_SIZE } from '../asks/filter-blocks.ts';
import { applyAskEdits } from '../asks/results/apply-ask-edits.ts';
import { CUSTOM_ASK_INVALID, STALE_RESULTS } from '../asks/results/ask-row-edits.ts';
import { streamAppealResults } from '../asks/results/stream-appeal-results.ts';
import { previewCustomBaseAsk } from './preview-custom-base-ask.ts';
import { useCalculatedAppeal } from './review.testing.ts';

const review = useCalculatedAppeal({ donors: 700, seed: 11, strategyId: 'nice_easy', numberOfAsks: 4, askMode: 'ANNUAL_MONTHLY_6' });

async function readRows() {
  return withCompany(review.services.db, review.company.companyId, async (trx) => {
    const run = await trx
      .selectFrom('appealAskRuns')
      .select(['currentGeneration', 'top100Ranks'])
      .where('appealId', '=', review.appealId)
      .executeTakeFirstOrThrow();
    const rows = await trx
      .selectFrom('appealAsks as a')
      .innerJoin('appealConstituents as c', 'c.id', 'a.appealConstituentId')
      .selectAll('a')
      .select([
        'c.appealGiftLastYear as a1',
        'c.appealGiftTwoYearsAgo as a2',
        'c.appealGiftThreeYearsAgo as a3',
        'c.campaignGift',
        'c.specialEventGift',
        'c.greatestGift',
        'c.lifetimeGiving',
        'c.lifetimeGifts',
        'c.minSuggestedAskWr',
      ])
      .where('a.appealId', '=', review.appealId)
      .where('a.generation', '=', run.currentGeneration!)
      .orderBy('a.nameRank')
      .execute();
    const blocks = await trx
      .selectFrom('appealAskFilterBlocks')
      .selectAll()
      .where('appealId', '=', review.appealId)
      .where('generation', '=', run.currentGeneration!)
      .execute();
    // Ask strings and logs are not stored: read them as the readers render them.
    const rendered = new Map<number, { askString: string; askLogs: string[] }>();
    for await (const batch of streamAppealResults(trx, review.appealId)) for (const row of batch) rendered.set(row.nameRank, row);
    const withText = rows.map((row) => ({
      ...row,
      askString: rendered.get(row.nameRank)!.askString,
      askLogs: rendered.get(row.nameRank)!.askLogs,
    }));
    return { run, rows: withText, blocks, summary: await readStoredSummary(trx, review.appealId) };
  });
}

type Rows = Awaited<ReturnType<typeof readRows>>;

/** The page index, top100 and summary are exactly what the rows say. */
function expectConsistent({ run, rows, blocks, summary }: Rows) {
  for (const filter of GRID_FILTERS) {
    const counts = new Array<number>(Math.ceil(rows.length / BLOCK_SIZE)).fill(0);
    for (const row of rows) if ((row.filterBits & filter.mask) === filter.mask) counts[Math.floor((row.nameRank - 1) / BLOCK_SIZE)]! += 1;
    const block = blocks.find((b) => b.filterType === filter.id)!;
    expect({ filter: filter.id, counts: block.counts, total: block.total }).toEqual({
      filter: filter.id,
      counts,
      total: counts.reduce((a, b) => a + b, 0),
    });
  }
  const top = [...rows]
    .sort((a, b) => b.primaryAsk - a.primaryAsk || a.nameRank - b.nameRank)
    .slice(0, 100)
    .map((row) => row.nameRank);
  expect(
    rows
      .filter((row) => row.filterBits & ASK_BITS.top100)
      .map((row) => row.nameRank)
      .sort((a, b) => a - b),
  ).toEqual([...top].sort((a, b) => a - b));
  expect(run.top100Ranks).toEqual(top);
  expect(summary).toEqual(
    summarizeAppeal(
      rows.map((row) => ({
        primaryAsk: row.primaryAsk,
        status: row.status,
        flags: flagsOfBits(row.filterBits),
        donorType: donorTypeOfBits(row.filterBits),
        isBaseline: (row.filterBits & ASK_BITS.isBaseline) !== 0,
      })),
    ),
  );
  for (const row of rows) expect(statusOfBits(row.filterBits)).toBe(row.status);
}

const prepared = prepareStrategy('nice_easy', { numberOfAsks: 4, askMode: 'ANNUAL_MONTHLY_6' });

describe('editing asks in the review grid', () => {
  it('moves donors between the lists, replacing the status line of their ask log', async () => {
    const before = await readRows();
    const [first, second] = before.rows.filter((row) => row.status === 'ready_export');
    const result = await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
      { id: String(first!.appealConstituentId), status: 'handle_manually', rowKey: `${before.run.currentGeneration}.${first!.nameRank}` },
      { id: String(second!.appealConstituentId), status: 'exclude_export' },
    ]);
    expect(result).toMatchObject({ statusCode: 200, error: null });
    const after = await readRows();
    const moved = after.rows.find((row) => row.nameRank === first!.nameRank)!;
    expect(moved).toMatchObject({ status: 'handle_manually', statusSetByUser: true, askString: first!.askString });
    expect(moved.askLogs).toEqual(withStatusLine(first!.askLogs, 'handle_manually'));
    expect(moved.askLogs.filter((line) => line.startsWith('Status: '))).toEqual(['Status: Handle Manually']);
    expect(after.rows.find((row) => row.nameRank === second!.nameRank)).toMatchObject({ status: 'exclude_export', statusSetByUser: true });
    expectConsistent(after);
  });

  it('previews a custom base ask with the engine without saving it, then saves it on Apply', async () => {
    const before = await readRows();
    const donor = before.rows.find((row) => row.status === 'ready_export' && !(row.filterBits & ASK_BITS.top100))!;
    const preview = await previewCustomBaseAsk(review.services.db, review.company.companyId, {
      appealConstituentId: String(donor.appealConstituentId),
      customBaseAskValue: '$1,250',
      rowKey: `${before.run.currentGeneration}.${donor.nameRank}`,
    });
    const engine = calculateAsks(
      {
        appealGiftLastYear: donor.a1,
        appealGiftTwoYearsAgo: donor.a2,
        appealGiftThreeYearsAgo: donor.a3,
        campaignGift: donor.campaignGift,
        specialEventGift: donor.specialEventGift,
        greatestGift: donor.greatestGift,
        lifetimeGiving: donor.lifetimeGiving,
        numberOfLifetimeGifts: donor.lifetimeGifts,
        wealthRating: donor.minSuggestedAskWr,
        zipAverage: donor.zipAverage,
        customBaseAsk: 125_000,
      },
      prepared,
    );
    expect(preview).toMatchObject({
      statusCode: 200,
      askString: engine.askString,
      anualAsk1: '1250.00',
      anualAsk4: (engine.annualAsks[3]! / 100).toFixed(2),
      anualAsk5: null,
      monthlyAsk1: (engine.monthlyAsks[0]! / 100).toFixed(2),
      customBaseAsk: '1250.00',
      askLogs: engine.askLogs,
      isSpicy: engine.flags.isSpicy,
      status: engine.status,
    });
    expect(preview!.askLogs.some((line) => line.startsWith('Custom base ask $1,250.00'))).toBe(true);
    expect((await readRows()).rows.find((row) => row.nameRank === donor.nameRank)).toMatchObject({
      customBaseAsk: null,
      askString: donor.askString,
    });

    await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
      { id: String(donor.appealConstituentId), customBaseAsk: '1,250' },
    ]);
    const after = await readRows();
    expect(after.rows.find((row) => row.nameRank === donor.nameRank)).toMatchObject({
      customBaseAsk: 125_000,
      baseAsk: 125_000,
      primaryAsk: engine.primaryAsk,
      askString: engine.askString,
      askLogs: engine.askLogs,
      annualAsk1: engine.annualAsks[0],
      annualAsk4: engine.annualAsks[3],
      monthlyAsk4: engine.monthlyAsks[3],
      status: engine.status,
      statusSetByUser: false,
    });
    expectConsistent(after);
  });

  it('keeps a status the user set when the custom ask changes, and moves donors into and out of top100', async () => {
    const before = await readRows();
    const donor = before.rows.find((row) => row.statusSetByUser)!;
    await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
      { id: String(donor.appealConstituentId), customBaseAsk: '$90,000' },
    ]);
    const after = await readRows();
    const edited = after.rows.find((row) => row.nameRank === donor.nameRank)!;
    expect(edited).toMatchObject({ status: donor.status, statusSetByUser: true, customBaseAsk: 9_000_000 });
    expect(edited.filterBits & ASK_BITS.top100).toBe(ASK_BITS.top100);
    expect(edited.filterBits & ASK_BITS.isSpicy).toBe(ASK_BITS.isSpicy);
    expect(edited.askLogs.at(-1)).toBe(`Status: ${donor.status === 'handle_manually' ? 'Handle Manually' : 'Exclude From Export'}`);
    expectConsistent(after);

    // Clearing the custom ask gives the strategy's ladder back.
    await applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
      { id: String(donor.appealConstituentId), customBaseAsk: '' },
    ]);
    const cleared = (await readRows()).rows.find((row) => row.nameRank === donor.nameRank)!;
    expect(cleared).toMatchObject({ customBaseAsk: null, askString: donor.askString, status: donor.status });
    expectConsistent(await readRows());
  });

  it('refuses an amount that is not positive, and rows read before a recalculation', async () => {
    const { rows, run } = await readRows();
    const donor = rows[0]!;
    const preview = await previewCustomBaseAsk(review.services.db, review.company.companyId, {
      appealConstituentId: String(donor.appealConstituentId),
      customBaseAskValue: '-5',
    });
    expect(preview).toMatchObject({ statusCode: 400, error: CUSTOM_ASK_INVALID });
    await expect(
      applyAskEdits(review.services.db, review.company.companyId, review.appealId, [{ id: String(donor.appealConstituentId), customBaseAsk: 'abc' }]),
    ).rejects.toThrow(CUSTOM_ASK_INVALID);
    await expect(
      applyAskEdits(review.services.db, review.company.companyId, review.appealId, [
        { id: String(donor.appealConstituentId), status: 'ready_export', rowKey: `${run.currentGeneration! - 1}.1` },
      ]),
    ).rejects.toThrow(STALE_RESULTS);
    await expect(
      applyAskEdits(review.services.db, review.company.companyId, review.appealId, [{ id: String(donor.appealConstituentId), status: 'maybe' }]),
    ).rejects.toThrow('Status must be one of');
  });

  it('starts again from the strategy when the asks are recalculated', async () => {
    await runAppealCalculation(review.services, review.company.companyId, review.appealId);
    const { rows } = await readRows();
    expect(rows.filter((row) => row.statusSetByUser || row.customBaseAsk !== null)).toEqual([]);
  });

  it('changes nothing for another company', async () => {
    const other = await createCompanyWithUser(review.database.ownerDb);
    const { rows } = await readRows();
    const donor = rows[0]!;
    expect(
      await applyAskEdits(review.services.db, other.companyId, review.appealId, [
        { id: String(donor.appealConstituentId), status: 'exclude_export' },
      ]),
    ).toMatchObject({ statusCode: 400 });
    expect(
      await previewCustomBaseAsk(review.services.db, other.companyId, {
        appealConstituentId: String(donor.appealConstituentId),
        customBaseAskValue: '100',
      }),
    ).toBeNull();
    expect((await readRows()).rows[0]).toMatchObject({ status: donor.status, statusSetByUser: false });
  });
});
