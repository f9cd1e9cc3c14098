import { prepareStrategy, selectTop100, strategyLadderCalculator, testGroupLadderCalculator } from '@askwise/domain';
import { sql } from 'kysely';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { AppServices } from '../../app-services.ts';
import { beginCompany, withCompany } from '../../db/database.ts';
import { findAppeal, publishAppealUpdated, recordAlgorithmDoneOn } from '../appeals/index.ts';
import { ALGORITHM_DONE, ALGORITHM_LOADING, progressStatus, publishAlgorithm, reportAlgorithm } from './algorithm-status.ts';
import { readAppealAskSettings, type AppealAskSettings } from './appeal-ask-settings.ts';
import { ASK_BITS } from './ask-filters.ts';
import { askInputCopySql } from './ask-input-copy.ts';
import { readAskInputs, nameOrder } from './ask-inputs.ts';
import { calculateRows, type RankedResults } from './calculate-ask-rows.ts';
import { AskRowWriter } from './ask-row-writers.ts';
import type { CalculationGroupPlan } from './calculation-groups.ts';
import { SummaryGroups } from './ask-summary.ts';
import { buildFilterBlocks } from './filter-blocks.ts';
import { zipAveragesOf } from './zip-averages.ts';

/** A calculation that cannot succeed as things stand; its message is shown to the user. */
export class CalculationError extends Error {
  override name = 'CalculationError';
}

export const NO_DONORS_MESSAGE = 'This appeal has no donors yet. Map its giving history or choose an Excel file first.';

export interface CalculationOutcome {
  generation: number;
  rowCount: number;
  milliseconds: number;
  /** Milliseconds spent in each stage, for logs and benchmarks. */
  stages: Record<string, number>;
}

type CalculationServices = Pick<AppServices, 'db' | 'bus' | 'pool' | 'calculationGroups'>;

/**
 * Calculates every donor's asks for an appeal into a new generation of appeal_asks, then makes it current
 * with its page index and summary in one transaction: readers see the previous results (or none) until
 * that commit, and the new ones after it. Rows of a run that dies before it stay invisible and are removed
 * by a later run. Returns null when the appeal is not the company's.
 */
export async function calculateAppealAsks(
  services: CalculationServices,
  companyId: number,
  appealId: number,
): Promise<CalculationOutcome | null> {
  const startedAt = performance.now();
  const stages: Record<string, number> = {};
  let stageStart = startedAt;
  const endStage = (name: string) => {
    const now = performance.now();
    stages[name] = Math.round(now - stageStart);
    stageStart = now;
  };
  const settings = await withCompany(services.db, companyId, (trx) => readAppealAskSettings(trx, appealId));
  if (!settings) return null;
  const askSettings = { numberOfAsks: settings.numberOfAsks, askMode: settings.askMode };
  const calculate = strategyLadderCalculator(prepareStrategy(settings.strategyId, askSettings));
  await reportAlgorithm(services, companyId, appealId, { status: ALGORITHM_LOADING, stage: 'GATHERING', percent: 0 });

  const reader = await services.pool.connect();
  const writers = [await services.pool.connect(), await services.pool.connect()];
  let isBroken = false;
  try {
    await beginCompany(reader, companyId);
    // The donors are read in the table's order while the run's generation is taken on another connection;
    // they are put in name order here (ask-inputs.ts), and the zip averages come from them (zip-averages.ts).
    const input = reader.query(copyTo(askInputCopySql(appealId)));
    input.on('error', () => undefined);
    const [inputs, gathered] = await Promise.all([
      readAskInputs(input, 1 << 16),
      withCompany(services.db, companyId, async (trx) => {
        const test = await services.calculationGroups.plan(trx, appealId, askSettings);
        const run = await sql<{ lastGeneration: number }>`
          insert into appeal_ask_runs (appeal_id, company_id, last_generation) values (${appealId}, ${companyId}, 1)
          on conflict (appeal_id) do update set last_generation = appeal_ask_runs.last_generation + 1, updated_at = now()
          returning last_generation`.execute(trx);
        return { test, generation: run.rows[0]!.lastGeneration };
      }),
    ]);
    await reader.query('commit');
    const donors = inputs.count;
    if (donors === 0) throw new CalculationError(NO_DONORS_MESSAGE);
    const zipAverages = zipAveragesOf(inputs);
    endStage('gather');
    const ordered = inputs.reorder(nameOrder(inputs, settings.source));
    endStage('sort');
    await reportAlgorithm(services, companyId, appealId, { status: progressStatus(0, donors), stage: 'CREATING', percent: 0 });

    // About sixteen batches: the last one's insert is what the calculation waits for after the engine
    // has finished, so a small appeal gets small batches.
    const batchRows = Math.min(20_000, Math.max(2_000, Math.ceil(donors / 16)));
    const { test } = gathered;
    const output = new AskRowWriter(writers, companyId, appealId, gathered.generation, batchRows, test?.groups.map((group) => group.letter));
    let lastReport = performance.now();
    const results = await calculateRows({
      inputs: ordered,
      output,
      calculate,
      // In an A/B test each group is calculated with its own calculator (calculation-groups.ts).
      test: test ? { calculators: test.groups.map((group) => testGroupLadderCalculator(group, askSettings)), groupOf: test.groupOf } : undefined,
      zipAverages,
      progressEvery: Math.max(2500, Math.ceil(donors / 50)),
      onProgress: async (done) => {
        if (performance.now() - lastReport < 250) return;
        lastReport = performance.now();
        await reportAlgorithm(services, companyId, appealId, {
          status: progressStatus(done, donors),
          stage: 'CREATING',
          percent: Math.min(100, Math.floor((done * 100) / donors)),
        });
      },
    });
    endStage('calculate');
    await publishAlgorithm(services, companyId, appealId, {
      status: progressStatus(results.count, results.count),
      stage: 'SUMMARY',
      percent: 100,
    });
    await publishResults(writers[0]!, settings, gathered.generation, test, results, Math.round(performance.now() - startedAt));
    endStage('publish');
    await publishAlgorithm(services, companyId, appealId, { status: ALGORITHM_DONE, stage: 'DONE', percent: 100 });
    await publishCalculatedAppeal(services, companyId, appealId);
    return { generation: gathered.generation, rowCount: results.count, milliseconds: Math.round(performance.now() - startedAt), stages };
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    // A connection left mid-COPY cannot be reused: dropping it also rolls back what it had open.
    reader.release(isBroken);
    for (const writer of writers) writer.release(isBroken);
  }
}

/** Tells updatedAppeal subscribers that the appeal's calculation finished (its status changed). */
export async function publishCalculatedAppeal(
  services: Pick<AppServices, 'db' | 'bus'>,
  companyId: number,
  appealId: number,
): Promise<void> {
  const appeal = await withCompany(services.db, companyId, (trx) => findAppeal(trx, appealId));
  if (appeal) await publishAppealUpdated(services, { id: appeal.id, companyId, step: appeal.step, isLocked: appeal.isLocked ? 1 : 0 });
}

/**
 * Makes a written generation current in one transaction: its top100 marks, page index and summary, the
 * run's pointer, settings and test groups, and algorithmStatus DONE.
 */
async function publishResults(
  writer: pg.PoolClient,
  settings: AppealAskSettings,
  generation: number,
  test: CalculationGroupPlan | null,
  results: RankedResults,
  milliseconds: number,
): Promise<void> {
  const { appealId, companyId } = settings;
  const top100Ranks = selectTop100(rankedAsks(results)).map((donor) => donor.rank);
  for (const rank of top100Ranks) results.bits[rank - 1]! |= ASK_BITS.top100;
  const blocks = buildFilterBlocks(results.bits, results.count);
  const groups = new SummaryGroups();
  for (let index = 0; index < results.count; index++) groups.add(results.bits[index]!, results.primaryAsks[index]!);
  const summary = JSON.stringify(groups.summarize());

  await beginCompany(writer, companyId, { synchronousCommit: false });
  try {
    await writer.query(
      `update appeal_asks set filter_bits = filter_bits | ${ASK_BITS.top100} where appeal_id = $1 and generation = $2 and name_rank = any($3::int[])`,
      [appealId, generation, top100Ranks],
    );
    const values = blocks.map((_, i) => `($1, $2, $3, $${4 + i * 3}, $${5 + i * 3}, $${6 + i * 3}::int[])`).join(', ');
    await writer.query(
      `insert into appeal_ask_filter_blocks (company_id, appeal_id, generation, filter_type, total, counts) values ${values}`,
      [companyId, appealId, generation, ...blocks.flatMap((block) => [block.filterType, block.total, block.counts])],
    );
    await writer.query(
      `update appeal_ask_runs set current_generation = $2, strategy_id = $3, number_of_asks = $4, ask_mode = $5, row_count = $6,
         top100_ranks = $7::int[], summary = $8::jsonb, calculated_at = now(), calculation_ms = $9, test_groups = $10::jsonb, updated_at = now()
       where appeal_id = $1`,
      [
        appealId,
        generation,
        settings.strategyId,
        settings.numberOfAsks,
        settings.askMode,
        results.count,
        top100Ranks,
        summary,
        milliseconds,
        test ? JSON.stringify(test.groups) : null,
      ],
    );
    await recordAlgorithmDoneOn(writer, appealId, ALGORITHM_DONE);
    await writer.query('commit');
  } catch (error) {
    await writer.query('rollback').catch(() => undefined);
    throw error;
  }
}

function* rankedAsks(results: RankedResults): Generator<{ primaryAsk: number; rank: number }> {
  for (let index = 0; index < results.count; index++) yield { primaryAsk: results.primaryAsks[index]!, rank: index + 1 };
}

/** Frees rows of generations older than the current one (replaced results, or a crashed run's). */
export async function removeOldGenerations(
  services: Pick<AppServices, 'db'>,
  companyId: number,
  appealId: number,
  currentGeneration: number,
): Promise<void> {
  await withCompany(services.db, companyId, async (trx) => {
    await trx.deleteFrom('appealAsks').where('appealId', '=', appealId).where('generation', '<', currentGeneration).execute();
    await trx.deleteFrom('appealAskFilterBlocks').where('appealId', '=', appealId).where('generation', '<', currentGeneration).execute();
  });
}
