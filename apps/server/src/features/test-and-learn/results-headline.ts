import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
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
  /** Where the results came from: a file imported on the results page, or the CRM. */
  source: 'file' | 'crm';
  /** The CRM they were read from (the appeal's source); null for a file. */
  crm: 'blackbaud' | 'virtuous' | null;
}

/** The results headline of each given appeal that has imported results (one small JSON read per appeal row). */
export async function readResultsHeadlines(trx: Trx, appealIds: readonly number[]): Promise<Map<number, ResultsHeadline>> {
  if (!appealIds.length) return new Map();
  const { rows } = await sql<Omit<ResultsHeadline, 'crm'> & { appealId: number; dataImportSourceId: number }>`
    select r.appeal_id, r.source, a.data_import_source_id,
      (r.report -> 'total' ->> 'recipients')::int as recipients,
      (r.report -> 'total' ->> 'responders')::int as responders,
      (r.report -> 'total' ->> 'totalCents')::numeric as total_cents,
      (r.report -> 'comparison' ->> 'difference')::numeric as difference_cents,
      r.report ->> 'verdict' as verdict
    from appeal_result_imports r join appeals a on a.id = r.appeal_id where r.appeal_id = any(${appealIds}::int[])`.execute(trx);
  return new Map(
    rows.map(({ appealId, dataImportSourceId, ...headline }) => [
      appealId,
      {
        ...headline,
        totalCents: Number(headline.totalCents),
        differenceCents: headline.differenceCents === null ? null : Number(headline.differenceCents),
        crm: headline.source === 'crm' ? crmOf(dataImportSourceId) : null,
      },
    ]),
  );
}

/** Results read from a CRM come from the one the appeal's donors came from. */
function crmOf(dataImportSourceId: number): 'blackbaud' | 'virtuous' {
  return sourceOfDataImportSourceId(dataImportSourceId) === 'virtuous' ? 'virtuous' : 'blackbaud';
}
