import { calculateAsks, computeZipAverages, prepareStrategy, summarizeAppeal, zipKey } from '@askwise/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useJobWorkers } from '../../test/job-workers.ts';
import type { TestDatabase } from '../../test/test-database.ts';
import { readStoredSummary } from './ask-summary.ts';
import { buildAppealWithDonors, createAskTestServices, setAppealAskSettings, type AskTestServices } from './asks.testing.ts';
import { calculateAppealAsksJob, runAppealCalculation } from './calculate-appeal-asks.job.ts';

// A worker process is killed (SIGKILL) in the middle of a calculation, then a new one is started: the
// appeal keeps its previous results throughout, and the retried job ends with complete, consistent ones.

const DONORS = 200_000;
let database: TestDatabase;
let services: AskTestServices;
let company: CompanyWithUser;
let appealId: number;
const workers = useJobWorkers('crash');

beforeAll(async () => {
  ({ database } = workers);
  services = createAskTestServices(database);
  company = await createCompanyWithUser(database.ownerDb);
  ({ appealId } = await buildAppealWithDonors(database.ownerDb, company.companyId, []));
  await sql`
    insert into appeal_constituents (company_id, appeal_id, external_id, first_name, last_name, zip_code,
      appeal_gift_last_year, appeal_gift_two_years_ago, campaign_gift, lifetime_giving, lifetime_gifts, min_suggested_ask_wr)
    select ${company.companyId}, ${appealId}, 'C' || n, 'First' || (n % 997), 'Last' || (n % 1009), lpad((n % 500)::text, 5, '0'),
      (n % 7) * (n % 3000) * 100, (n % 5) * 2500, (n % 11) * 900, (n % 13) * 12000, n % 13, (n % 17) * 100000
    from generate_series(1, ${DONORS}) as n`.execute(database.ownerDb);
}, 120_000);
afterAll(async () => {
  await services?.close();
});

async function current() {
  return withCompany(services.db, company.companyId, async (trx) => {
    const run = await trx
      .selectFrom('appealAskRuns')
      .select(['currentGeneration', 'strategyId', 'rowCount'])
      .where('appealId', '=', appealId)
      .executeTakeFirstOrThrow();
    const totals = await trx
      .selectFrom('appealAsks')
      .select((eb) => [
        eb.fn.countAll<number>().as('rows'),
        eb.fn.sum<string>('primaryAsk').as('asks'),
        sql<string>`md5(string_agg(concat_ws(',', base_ask, annual_ask1, annual_ask2, annual_ask3, annual_ask4, annual_ask5, monthly_ask1, monthly_ask2, monthly_ask3, monthly_ask4, monthly_ask5, status), '|' order by name_rank))`.as(
          'digest',
        ),
      ])
      .where('appealId', '=', appealId)
      .where('generation', '=', run.currentGeneration!)
      .executeTakeFirstOrThrow();
    const status = await trx
      .selectFrom('appealStatuses')
      .select('algorithmStatus')
      .where('appealId', '=', appealId)
      .executeTakeFirstOrThrow();
    return { ...run, ...totals, algorithmStatus: status.algorithmStatus };
  });
}

async function algorithmStatus(): Promise<string | null> {
  const row = await database.ownerDb
    .selectFrom('appealStatuses')
    .select('algorithmStatus')
    .where('appealId', '=', appealId)
    .executeTakeFirstOrThrow();
  return row.algorithmStatus;
}

describe('a worker killed during a calculation', () => {
  it('leaves the previous results, and a restarted worker finishes the retry with complete, consistent ones', async () => {
    await runAppealCalculation(services, company.companyId, appealId);
    const before = await current();
    expect(before).toMatchObject({ strategyId: 'secret_sauce', rows: DONORS, rowCount: DONORS, algorithmStatus: 'DONE' });

    await setAppealAskSettings(database.ownerDb, appealId, 'swing_fences', 5, 'ANNUAL_MONTHLY_12');
    const jobId = await workers.queue.send(calculateAppealAsksJob, { companyId: company.companyId, appealId });
    // Wait until donors are streaming through the engine (a worker can take a minute to start on a busy machine), then kill it outright.
    await workers.killMidJob(() => expect.poll(async () => /^PROGRESS::[1-9]/.test((await algorithmStatus()) ?? ''), { timeout: 180_000, interval: 20 }).toBe(true));

    // Nothing of the interrupted run is visible: the previous generation is still current and intact.
    const during = await current();
    expect(during).toMatchObject({
      currentGeneration: before.currentGeneration,
      strategyId: 'secret_sauce',
      rows: DONORS,
      asks: before.asks,
      digest: before.digest,
    });
    // The dead worker's session ends, and with it the appeal's calculation lock.
    await expect
      .poll(
        async () =>
          (
            await sql<{
              n: number;
            }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = 7419400 and objid = ${appealId}`.execute(
              database.ownerDb,
            )
          ).rows[0]!.n,
        { timeout: 20_000 },
      )
      .toBe(0);

    // The supervisor fails a job whose worker stopped answering once it expires; do that now rather than wait.
    workers.startWorker();
    // Only the killed attempt: the queue's supervisor may already have retried it.
    await workers.queue.boss.fail(calculateAppealAsksJob.id, { id: jobId!, retryCount: 0 }, { message: 'worker killed' });
    await expect.poll(algorithmStatus, { timeout: 180_000, interval: 200 }).toBe('DONE');

    const after = await current();
    expect(after).toMatchObject({ strategyId: 'swing_fences', rows: DONORS, rowCount: DONORS });
    expect(after.currentGeneration).toBeGreaterThan(before.currentGeneration!);
    // The replaced generation is removed once the new one is current.
    await expect
      .poll(async () =>
        (await database.ownerDb.selectFrom('appealAsks').select('generation').distinct().where('appealId', '=', appealId).execute()).map(
          (g) => g.generation,
        ),
        { timeout: 60_000 },
      )
      .toEqual([after.currentGeneration]);

    // Complete and consistent: every donor's stored asks are the engine's, and the summary matches them.
    const inputs = await database.ownerDb.selectFrom('appealConstituents').selectAll().where('appealId', '=', appealId).execute();
    const zipAverages = computeZipAverages(
      inputs.map((d) => ({ zipCode: d.zipCode, lifetimeGiving: d.lifetimeGiving, numberOfLifetimeGifts: d.lifetimeGifts })),
    );
    const prepared = prepareStrategy('swing_fences', { numberOfAsks: 5, askMode: 'ANNUAL_MONTHLY_12' });
    const expected = new Map(
      inputs.map((d) => {
        const key = zipKey(d.zipCode);
        const zipAverage = key === null ? 0 : (zipAverages.get(key) ?? 0);
        const donor = {
          appealGiftLastYear: d.appealGiftLastYear,
          appealGiftTwoYearsAgo: d.appealGiftTwoYearsAgo,
          appealGiftThreeYearsAgo: d.appealGiftThreeYearsAgo,
          campaignGift: d.campaignGift,
          specialEventGift: d.specialEventGift,
          greatestGift: d.greatestGift,
          lifetimeGiving: d.lifetimeGiving,
          numberOfLifetimeGifts: d.lifetimeGifts,
          wealthRating: d.minSuggestedAskWr,
          zipAverage,
        };
        return [d.id, calculateAsks(donor, prepared)] as const;
      }),
    );
    const stored = await database.ownerDb
      .selectFrom('appealAsks')
      .select(['appealConstituentId', 'primaryAsk', 'annualAsk1', 'annualAsk2', 'annualAsk3', 'annualAsk4', 'annualAsk5', 'status'])
      .where('appealId', '=', appealId)
      .where('generation', '=', after.currentGeneration!)
      .execute();
    expect(stored).toHaveLength(DONORS);
    const mismatches = stored.filter((row) => {
      const result = expected.get(row.appealConstituentId)!;
      const ladder = [row.annualAsk1, row.annualAsk2, row.annualAsk3, row.annualAsk4, row.annualAsk5].filter((ask) => ask !== null);
      return row.primaryAsk !== result.primaryAsk || ladder.join() !== result.annualAsks.join() || row.status !== result.status;
    });
    expect(mismatches).toEqual([]);
    const summary = await withCompany(services.db, company.companyId, (trx) => readStoredSummary(trx, appealId));
    expect(summary).toEqual(summarizeAppeal(expected.values()));
  }, 420_000);
});
