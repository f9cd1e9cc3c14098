import { sql, type RawBuilder } from 'kysely';

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

/** SQL of the headline of the results of the appeals row aliased `alias`. */
export function resultsHeadlineSql(alias: string): RawBuilder<ResultsHeadline | null> {
  return sql<ResultsHeadline | null>`(select jsonb_build_object(
      'recipients', (r.report -> 'total' ->> 'recipients')::int,
      'responders', (r.report -> 'total' ->> 'responders')::int,
      'totalCents', (r.report -> 'total' ->> 'totalCents')::numeric,
      'differenceCents', (r.report -> 'comparison' ->> 'difference')::numeric,
      'verdict', r.report ->> 'verdict')
    from appeal_result_imports r where r.appeal_id = ${sql.raw(alias)}.id)`;
}
