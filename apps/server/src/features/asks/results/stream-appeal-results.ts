import { prepareStrategy, strategyCalculator, type AskFlags, type DonorStatus, type DonorType } from '@askwise/domain';
import { APPEAL_GIFT, ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import type { Trx } from '../../../db/database.ts';
import { askLogsOf, askStringOf } from '../ask-explanation.ts';
import { ASK_BITS, donorTypeOfBits, flagsOfBits } from '../ask-filters.ts';
import { readCurrentAskRun } from '../ask-runs.repository.ts';

const GIVING_FROM_DONOR_ROW = ASK_GIVING_KEYS.filter((key) => key !== APPEAL_GIFT.lastYear).map((key) => `c.${key}` as const);

/** One donor's current asks for export; amounts in cents. */
export interface AppealResultRow {
  appealConstituentId: number;
  /** Position in the grid's default order (1-based). */
  nameRank: number;
  status: DonorStatus;
  statusSetByUser: boolean;
  askString: string;
  baseAsk: number;
  primaryAsk: number;
  customBaseAsk: number | null;
  /** Empty for MONTHLY_ONLY. */
  annualAsks: number[];
  /** Monthly asks, or installments; empty for ANNUAL_ONLY. */
  monthlyAsks: number[];
  askLogs: string[];
  flags: AskFlags;
  donorType: DonorType;
  isBaseline: boolean;
  isTop100: boolean;
}

export interface StreamAppealResultsOptions {
  /** Only donors with these statuses (e.g. ready_export for the primary list). */
  statuses?: readonly DonorStatus[];
  batchSize?: number;
}

/**
 * The appeal's current asks in the grid's default order, batch by batch (keyset on the primary key), each
 * with its ask string and log rendered (the export reads through export-stream.ts instead). Yields nothing before the first calculation. A recalculation that commits meanwhile removes
 * the generation being read: call lockAppealAsksInTransaction(trx, appealId) first (it waits for a running
 * calculation and holds the next one off), or read in a repeatable-read transaction.
 */
export async function* streamAppealResults(
  trx: Trx,
  appealId: number,
  options: StreamAppealResultsOptions = {},
): AsyncGenerator<AppealResultRow[]> {
  const run = await readCurrentAskRun(trx, appealId);
  if (!run) return;
  const batchSize = options.batchSize ?? 5000;
  const calculate = strategyCalculator(prepareStrategy(run.strategyId, { numberOfAsks: run.numberOfAsks, askMode: run.askMode }));
  let after = 0;
  for (;;) {
    let query = trx
      .selectFrom('appealAsks as a')
      .innerJoin('appealConstituents as c', 'c.id', 'a.appealConstituentId')
      .selectAll('a')
      // appeal_asks keeps last year's appeal gift itself; the rest of the engine's giving comes from the donor row.
      .select([...GIVING_FROM_DONOR_ROW, 'c.lifetimeGifts', 'c.minSuggestedAskWr'])
      .where('a.appealId', '=', appealId)
      .where('a.generation', '=', run.generation)
      .where('a.nameRank', '>', after)
      .orderBy('a.nameRank')
      .limit(batchSize);
    if (options.statuses) query = query.where('a.status', 'in', [...options.statuses]);
    const rows = await query.execute();
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.nameRank;
    yield rows.map((row) => {
      const annualAsks = [row.annualAsk1, row.annualAsk2, row.annualAsk3, row.annualAsk4, row.annualAsk5].filter(
        (ask): ask is number => ask !== null,
      );
      const monthlyAsks = [row.monthlyAsk1, row.monthlyAsk2, row.monthlyAsk3, row.monthlyAsk4, row.monthlyAsk5].filter(
        (ask): ask is number => ask !== null,
      );
      return {
        appealConstituentId: row.appealConstituentId,
        nameRank: row.nameRank,
        status: row.status,
        statusSetByUser: row.statusSetByUser,
        askString: askStringOf(annualAsks, monthlyAsks),
        baseAsk: row.baseAsk,
        primaryAsk: row.primaryAsk,
        customBaseAsk: row.customBaseAsk,
        annualAsks,
        monthlyAsks,
        askLogs: askLogsOf(row, calculate, row),
        flags: flagsOfBits(row.filterBits),
        donorType: donorTypeOfBits(row.filterBits),
        isBaseline: (row.filterBits & ASK_BITS.isBaseline) !== 0,
        isTop100: (row.filterBits & ASK_BITS.top100) !== 0,
      };
    });
    if (rows.length < batchSize) return;
  }
}
