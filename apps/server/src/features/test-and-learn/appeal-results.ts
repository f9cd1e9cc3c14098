import { HOLDOUT_LETTER, testGroupTitle } from '@askwise/domain';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { findAppeal } from '../appeals/index.ts';
import { APPEAL_NOT_FOUND, readAppealTest } from './appeal-test.ts';
import type { ResultsReport } from './results-report.ts';
import { recommendationOfReport } from './strategy-recommendation.ts';
import type { StrategyRecommendation } from '@askwise/domain/test-and-learn/strategy-recommendation';

/** An appeal's results as the results page shows them: the last import's report, or what is missing. */
export interface AppealResultsView {
  appealId: number;
  appealName: string;
  /** Donors whose ladders were exported (mailed); 0 before the first export. */
  mailedCount: number;
  import: {
    fileName: string;
    importedAt: Date;
    rowCount: number;
    matchedCount: number;
    unmatchedCount: number;
    report: ResultsReport;
    source: 'file' | 'crm';
    syncedAt: Date | null;
  } | null;
  /** Which of the test's two strategies to use next time; null without results of a two-strategy test. */
  recommendation: StrategyRecommendation | null;
}

/** The results of an appeal of the transaction's company; throws 'Appeal not found.' otherwise. */
export async function getAppealResults(trx: Trx, appealId: number): Promise<AppealResultsView> {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND);
  const stored = await trx
    .selectFrom('appealResultImports')
    .select(['fileName', 'importedAt', 'rowCount', 'matchedCount', 'unmatchedCount', 'report', 'source', 'syncedAt'])
    .where('appealId', '=', appealId)
    .executeTakeFirst();
  // Once results are in, the report holds the mailing's size; before, the export's counts per group do:
  // counting a million mailed rows per request cost the page most of a second (bench/README.md).
  const report = stored?.report as ResultsReport | undefined;
  const mailedCount = report ? report.total.recipients : await mailedCountOf(trx, appealId);
  return {
    appealId,
    appealName: appeal.name,
    mailedCount,
    import: stored ? { ...stored, report: stored.report as ResultsReport } : null,
    recommendation: report ? recommendationOfReport(report) : null,
  };
}

/** Donors mailed, as the export counted them (counted now for an export made before it counted them). */
async function mailedCountOf(trx: Trx, appealId: number): Promise<number> {
  const counted = await sql<{ count: number | null }>`
    select sum(recipients)::int as count from appeal_mailed_groups where appeal_id = ${appealId}`.execute(trx);
  if (counted.rows[0]?.count != null) return counted.rows[0].count;
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from appeal_mailed_asks where appeal_id = ${appealId}`.execute(trx);
  return rows[0]!.count;
}

/** The appeal's test with each group's strategy name (or fixed ladder) and size (0 until the appeal is calculated). */
export async function getAppealTestView(trx: Trx, appealId: number) {
  const appeal = await findAppeal(trx, appealId);
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND);
  const test = await readAppealTest(trx, appealId);
  if (!test) return null;
  const sizes = await sql<{ testGroup: string; donors: number }>`
    select test_group, count(*)::int as donors from appeal_test_members where appeal_id = ${appealId} group by test_group`.execute(trx);
  return {
    appealId,
    groups: test.groups.map((group) => ({
      letter: group.letter,
      share: group.share,
      sourceCode: group.sourceCode,
      strategyId: group.letter === HOLDOUT_LETTER ? null : group.strategyId,
      strategyName: testGroupTitle(group),
      fixedLadder: group.letter === HOLDOUT_LETTER ? group.fixedLadder : null,
      donors: sizes.rows.find((row) => row.testGroup === group.letter)?.donors ?? 0,
    })),
  };
}
export type AppealTestView = NonNullable<Awaited<ReturnType<typeof getAppealTestView>>>;
