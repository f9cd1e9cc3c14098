import type { GroupFigures } from '@askwise/domain/test-and-learn/results-statistics';
import {
  lastTestSuggestionText,
  recommendStrategy,
  type StrategyRecommendation,
  type TestedStrategy,
} from '@askwise/domain/test-and-learn/strategy-recommendation';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { findAppeal } from '../appeals/index.ts';
import { APPEAL_NOT_FOUND } from './appeal-test.ts';
import type { FiguresReport, GroupReport, ResultsReport } from './results-report.ts';

// Which strategy to use next time. The results report already holds each group's and band's figures from the
// database's exact sums (recipients, gifts and their squares, added up per group and band in one query at the
// import), so the recommendation is worked out from the stored report: no pass over the gifts again.

/** The test's two strategies (groups A and B) compared; null for a mailing without a test. */
export function recommendationOfReport(report: ResultsReport): StrategyRecommendation | null {
  const first = report.groups.find((group) => group.letter === 'A');
  const second = report.groups.find((group) => group.letter === 'B');
  if (!first || !second) return null;
  return recommendStrategy(testedStrategyOf(first), testedStrategyOf(second));
}

function testedStrategyOf(group: GroupReport): TestedStrategy {
  return {
    letter: group.letter,
    name: group.label,
    strategyId: group.strategyId,
    figures: figuresOf(group),
    bands: group.bands.map((band) => ({ ...figuresOf(band), band: band.band, label: band.label })),
  };
}

/** A stored report's figures; a variance missing from the JSON is one the comparison cannot use. */
function figuresOf(figures: FiguresReport): GroupFigures {
  return { ...figures, variance: figures.variance ?? null };
}

/** The company's last test with results, as the strategy step of another appeal suggests from it. */
export interface LastTestSuggestion {
  appealId: number;
  appealName: string;
  /** The strategy the last test recommends; null where it found no evidence of a difference. */
  strategyId: string | null;
  text: string;
  recommendation: StrategyRecommendation;
}

/**
 * What the company's most recent other appeal with results of a two-strategy test says for this appeal's
 * strategy; null when no other appeal has such results. Throws 'Appeal not found.' for an appeal of another company.
 */
export async function suggestStrategyFromLastTest(trx: Trx, appealId: number): Promise<LastTestSuggestion | null> {
  if (!(await findAppeal(trx, appealId))) throw new UserFacingError(APPEAL_NOT_FOUND);
  const last = await trx
    .selectFrom('appealResultImports as i')
    .innerJoin('appeals as a', 'a.id', 'i.appealId')
    .select(['i.appealId', 'a.name', 'i.report'])
    .where('i.appealId', '<>', appealId)
    .where('a.deletedAt', 'is', null)
    .where(sql<boolean>`i.report -> 'groups' @> '[{"letter": "A"}, {"letter": "B"}]'::jsonb`)
    // The appeal's own age, not the import's: results read from a CRM are read again after every sync.
    .orderBy('a.createdAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recommendation = last ? recommendationOfReport(last.report as ResultsReport) : null;
  if (!last || !recommendation) return null;
  return {
    appealId: last.appealId,
    appealName: last.name,
    strategyId: recommendation.recommendedStrategyId,
    text: lastTestSuggestionText(last.name, recommendation),
    recommendation,
  };
}
