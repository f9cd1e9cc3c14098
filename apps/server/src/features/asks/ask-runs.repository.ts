import { askModeSchema, numberOfAsksSchema, strategyIdSchema, type AskMode, type NumberOfAsks, type StrategyId, type TestGroup } from '@askwise/domain';
import { sourceOfDataImportSourceId, type AppealSource } from '@askwise/domain/appeal-steps';
import type { Trx } from '../../db/database.ts';
import { parseStoredGroups } from './calculation-groups.ts';

/** The appeal's current results: which generation of appeal_asks readers use, and how it was calculated. */
export interface CurrentAskRun {
  appealId: number;
  companyId: number;
  generation: number;
  source: AppealSource;
  strategyId: StrategyId;
  numberOfAsks: NumberOfAsks;
  askMode: AskMode;
  rowCount: number;
  top100Ranks: number[];
  /** The A/B test's groups the generation was calculated with; null without a test. */
  testGroups: readonly TestGroup[] | null;
}

/** The appeal's current results, or null when the appeal is not the company's or has none yet. */
export async function readCurrentAskRun(trx: Trx, appealId: number): Promise<CurrentAskRun | null> {
  const row = await trx
    .selectFrom('appealAskRuns as run')
    .innerJoin('appeals', 'appeals.id', 'run.appealId')
    .select([
      'run.appealId',
      'run.companyId',
      'run.currentGeneration',
      'run.strategyId',
      'run.numberOfAsks',
      'run.askMode',
      'run.rowCount',
      'run.top100Ranks',
      'run.testGroups',
      'appeals.dataImportSourceId',
    ])
    .where('run.appealId', '=', appealId)
    .where('appeals.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!row || row.currentGeneration === null) return null;
  return currentAskRunOf({ ...row, currentGeneration: row.currentGeneration });
}

/** The columns of appeal_ask_runs (and the appeal's source) a current run is made of. */
export interface StoredAskRun {
  appealId: number;
  companyId: number;
  currentGeneration: number;
  strategyId: string | null;
  numberOfAsks: number | null;
  askMode: string | null;
  rowCount: number;
  top100Ranks: number[];
  testGroups: unknown;
  dataImportSourceId: number;
}

export function currentAskRunOf(row: StoredAskRun): CurrentAskRun {
  return {
    appealId: row.appealId,
    companyId: row.companyId,
    generation: row.currentGeneration,
    source: sourceOfDataImportSourceId(row.dataImportSourceId),
    strategyId: strategyIdSchema.parse(row.strategyId),
    numberOfAsks: numberOfAsksSchema.parse(row.numberOfAsks),
    askMode: askModeSchema.parse(row.askMode),
    rowCount: row.rowCount,
    top100Ranks: row.top100Ranks,
    testGroups: parseStoredGroups(row.testGroups),
  };
}
