import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { parseResultsFile, type ResultCellError } from './results-file.ts';
import { computeResultsReport, type ResultsReport } from './results-report.ts';

// Imports a mailing's results: the file is parsed, its gifts COPYd into a temporary table and matched to the
// mailed ladders by the donor's id in one INSERT ... SELECT (several gifts of a donor added up), replacing
// any earlier import; the report is worked out in the same transaction and stored with the import.

export const NOT_MAILED_MESSAGE = 'Export this appeal before importing its results: the gifts are matched to the ladders as mailed.';
export const RESULTS_APPEAL_NOT_FOUND = 'Appeal not found.';

export type ImportResultsOutcome =
  | { ok: true; rowCount: number; giftCount: number; matchedDonors: number; unmatchedGifts: number; errors: ResultCellError[]; errorCount: number; report: ResultsReport }
  | { ok: false; message: string; errors: ResultCellError[] };

/** Serialises imports of one appeal's results. */
const RESULTS_LOCK_SPACE = 7_419_412;

/** COPY text of a field: tabs, newlines and backslashes escaped, null as \N. */
function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export async function importAppealResults(
  pool: pg.Pool,
  companyId: number,
  appealId: number,
  file: { body: Buffer; fileName: string },
): Promise<ImportResultsOutcome> {
  const parsed = parseResultsFile(file.body, file.fileName);
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('begin');
    await client.query(`select set_config('app.company_id', $1, true)`, [String(companyId)]);
    const appeal = await client.query<{ id: number }>('select id from appeals where id = $1 and deleted_at is null', [appealId]);
    if (appeal.rowCount === 0) {
      await client.query('rollback');
      return { ok: false, message: RESULTS_APPEAL_NOT_FOUND, errors: [] };
    }
    await client.query('select pg_advisory_xact_lock($1, $2)', [RESULTS_LOCK_SPACE, appealId]);
    const mailed = await client.query('select 1 from appeal_mailed_asks where appeal_id = $1 limit 1', [appealId]);
    if (mailed.rowCount === 0) {
      await client.query('rollback');
      return { ok: false, message: NOT_MAILED_MESSAGE, errors: parsed.errors };
    }
    await client.query('set local synchronous_commit = off');
    await client.query(`create temp table results_staging (constituent_key text not null, cents bigint not null, gift_date date, source_code text) on commit drop`);
    const lines = parsed.gifts.map((gift) => `${copyField(gift.constituentKey)}\t${gift.cents}\t${copyField(gift.giftDate)}\t${copyField(gift.sourceCode)}\n`);
    await pipeline(Readable.from(chunked(lines)), client.query(copyFrom('copy results_staging (constituent_key, cents, gift_date, source_code) from stdin')));
    await client.query('analyze results_staging');
    await client.query('delete from appeal_gift_results where appeal_id = $1', [appealId]);
    const inserted = await client.query(
      `insert into appeal_gift_results (company_id, appeal_id, appeal_constituent_id, gift_cents, gift_date, source_code)
       select $1, $2, m.appeal_constituent_id, sum(s.cents), max(s.gift_date), max(s.source_code)
       from results_staging s join appeal_mailed_asks m on m.appeal_id = $2 and m.constituent_key = s.constituent_key
       group by m.appeal_constituent_id`,
      [companyId, appealId],
    );
    const unmatched = await client.query<{ count: number }>(
      `select count(*)::int as count from results_staging s
       where not exists (select 1 from appeal_mailed_asks m where m.appeal_id = $1 and m.constituent_key = s.constituent_key)`,
      [appealId],
    );
    const report = await computeResultsReport(client, appealId);
    const matchedDonors = inserted.rowCount ?? 0;
    const unmatchedGifts = unmatched.rows[0]!.count;
    await client.query(
      `insert into appeal_result_imports (appeal_id, company_id, file_name, row_count, matched_count, unmatched_count, report)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb)
       on conflict (appeal_id) do update set file_name = excluded.file_name, row_count = excluded.row_count, matched_count = excluded.matched_count,
         unmatched_count = excluded.unmatched_count, report = excluded.report, imported_at = now()`,
      [appealId, companyId, file.fileName, parsed.rowCount, matchedDonors, unmatchedGifts, JSON.stringify(report)],
    );
    await client.query('commit');
    return {
      ok: true,
      rowCount: parsed.rowCount,
      giftCount: parsed.gifts.length,
      matchedDonors,
      unmatchedGifts,
      errors: parsed.errors,
      errorCount: parsed.errorCount,
      report,
    };
  } catch (error) {
    isBroken = true;
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/** COPY lines in chunks of about 256 KiB (one write per line would cost more than the COPY). */
function* chunked(lines: string[]): Generator<string> {
  let chunk = '';
  for (const line of lines) {
    chunk += line;
    if (chunk.length >= 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
