import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

// What appeal history shows of an appeal's results: read from the stored report of the last import (one small
// JSON object per appeal row, never the per-band figures), null for an appeal without results.

export interface ResultsHeadline {
  recipients: number;
  responders: number;
  totalCents: number;
  /** Revenue per recipient of group B minus group A, in (fractional) cents; null without an A/B test. */
  differenceCents: number | null;
  /** The strategy that raised more per recipient, when the interval excludes zero. */
  verdict: string | null;
}

/** The results headline of each given appeal that has imported results (one small JSON read per appeal row). */
export async function readResultsHeadlines(trx: Trx, appealIds: readonly number[]): Promise<Map<number, ResultsHeadline>> {
  if (!appealIds.length) return new Map();
  const { rows } = await sql<ResultsHeadline & { appealId: number }>`
    select r.appeal_id,
      (r.report -> 'total' ->> 'recipients')::int as recipients,
      (r.report -> 'total' ->> 'responders')::int as responders,
      (r.report -> 'total' ->> 'totalCents')::numeric as total_cents,
      (r.report -> 'comparison' ->> 'difference')::numeric as difference_cents,
      r.report ->> 'verdict' as verdict
    from appeal_result_imports r where r.appeal_id = any(${appealIds}::int[])`.execute(trx);
  return new Map(rows.map(({ appealId, ...headline }) => [appealId, { ...headline, totalCents: Number(headline.totalCents), differenceCents: headline.differenceCents === null ? null : Number(headline.differenceCents) }]));
}
