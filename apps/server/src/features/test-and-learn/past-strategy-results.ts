import type { StrategyId } from '@askwise/domain';
import type { PastAppealResults } from '@askwise/domain/asks/what-if-preview';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { ResultsReport } from './results-report.ts';

// The company's past results with one strategy, for the what-if preview of another appeal: the giving bands of
// every group mailed with the strategy, read from the stored report of each appeal's last import (one JSON row
// per appeal with results, never the gifts again).

/** Each other live appeal of the company with results, and its groups' bands mailed with `strategyId`; oldest first. */
export async function readPastStrategyResults(trx: Trx, strategyId: StrategyId, exceptAppealId: number): Promise<PastAppealResults[]> {
  const { rows } = await sql<{ appealId: number; appealName: string; report: ResultsReport }>`
    select r.appeal_id, a.name as appeal_name, r.report
    from appeal_result_imports r join appeals a on a.id = r.appeal_id
    where r.appeal_id <> ${exceptAppealId} and a.deleted_at is null
      and r.report -> 'groups' @> ${JSON.stringify([{ strategyId }])}::jsonb
    order by a.created_at, a.id`.execute(trx);
  return rows.map(({ appealId, appealName, report }) => ({
    appealId,
    appealName,
    bands: report.groups
      .filter((group) => group.strategyId === strategyId)
      .flatMap((group) =>
        group.bands.map((band) => ({
          band: band.band,
          recipients: band.recipients,
          responders: band.responders,
          totalCents: band.totalCents,
          variance: band.variance ?? null,
        })),
      ),
  }));
}
