import { summarizeAppeal, testGroupTitle, type AppealSummaryRow } from '@askwise/domain';
import type { Trx } from '../../db/database.ts';
import { ASK_BITS, countAsksByGroup, donorTypeOfBits, flagsOfBits, statusOfBits, type CurrentAskRun, type GroupedAskCount } from '../asks/index.ts';
import { readAppealTest } from '../test-and-learn/index.ts';
import type { SummaryTile } from './get-appeal-summary-counts.ts';

// The summary of each group of an appeal's A/B test, so the summary page shows the groups' tiles side by
// side: the current results grouped by (group, row bits, primary ask), a few thousand groups even for a
// million donors, each group's summarised by the domain as the whole appeal's is.

export interface TestGroupSummary {
  letter: string;
  /** The group's strategy. */
  label: string;
  donors: number;
  readyExport: number;
  handleManually: number;
  excludeExport: number;
  averageAskString: string;
  medianAskString: string;
  tiles: SummaryTile[];
}

/** One summary row per donor (a shared object per (bits, ask): summarizeAppeal reads each row once). */
function* donorRows(rows: GroupedAskCount[]): Generator<AppealSummaryRow> {
  for (const row of rows) {
    const shaped: AppealSummaryRow = {
      primaryAsk: row.primaryAsk,
      status: statusOfBits(row.bits),
      flags: flagsOfBits(row.bits),
      donorType: donorTypeOfBits(row.bits),
      isBaseline: (row.bits & ASK_BITS.isBaseline) !== 0,
    };
    for (let i = 0; i < row.donors; i++) yield shaped;
  }
}

/** Each test group's summary of the current results; empty when the appeal has no test. */
export async function readTestGroupSummaries(
  trx: Trx,
  run: CurrentAskRun,
  tilesOf: (summary: ReturnType<typeof summarizeAppeal>) => SummaryTile[],
): Promise<TestGroupSummary[]> {
  // The test first: most appeals have none, and then the results need not be counted.
  const test = await readAppealTest(trx, run.appealId);
  if (!test) return [];
  const rows = await countAsksByGroup(trx, run.appealId, run.generation);
  return test.groups.map((group) => {
    const summary = summarizeAppeal(donorRows(rows.filter((row) => row.group === group.letter)));
    const byStatus = (status: 'ready_export' | 'handle_manually' | 'exclude_export') =>
      Object.values(summary.bands).reduce((sum, band) => sum + band[status], 0);
    return {
      letter: group.letter,
      label: testGroupTitle(group),
      donors: summary.totalConstituents,
      readyExport: byStatus('ready_export'),
      handleManually: byStatus('handle_manually'),
      excludeExport: byStatus('exclude_export'),
      averageAskString: summary.averageAskString,
      medianAskString: summary.medianAskString,
      tiles: tilesOf(summary),
    };
  });
}
