import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { beginCompany, withCompanyClient } from '../../db/database.ts';
import { JOIN_WHOLE_TABLES_SQL } from '../../db/statistics.ts';
import { readResultsFile, resultsRowLimit, type ResultCellError, type ResultGift } from './results-file.ts';
import { computeResultsReport, type ResultsReport } from './results-report.ts';

// Imports a mailing's results: the appeal and the size of its mailing are looked up first (the file may hold
// only so many rows for it, and an appeal not yet exported takes none), then the file is parsed, its gifts COPYd into a temporary table, added up per
// donor's id and matched to the mailed ladders in one pass (a temporary table of the matched donors with
// their group, band and ladder, the unmatched ids kept to be counted), stored in place of any earlier import;
// the report is worked out from the matched donors and the mailing's group sizes in the same transaction and
// stored with the import, so the results page reads one row.

export const NOT_MAILED_MESSAGE = 'Export this appeal before importing its results: the gifts are matched to the ladders as mailed.';
export const RESULTS_APPEAL_NOT_FOUND = 'Appeal not found.';

export type ImportResultsOutcome =
  | { ok: true; rowCount: number; giftCount: number; matchedDonors: number; unmatchedGifts: number; errors: ResultCellError[]; errorCount: number; report: ResultsReport; phases: ImportPhases }
  | { ok: false; message: string; errors: ResultCellError[] };

/** Milliseconds spent in each phase of an import, logged so a slow import says where its time went. */
export type ImportPhases = Record<'parse' | 'copy' | 'match' | 'report' | 'commit', number>;

/** Serialises imports of one appeal's results. */
export const RESULTS_LOCK_SPACE = 7_419_412;

/** COPY text of a field: tabs, newlines and backslashes escaped, null as \N. */
function copyField(value: string | null): string {
  if (value === null) return '\\N';
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export async function importAppealResults(
  pool: pg.Pool,
  companyId: number,
  appealId: number,
  file: { path: string; fileName: string },
): Promise<ImportResultsOutcome> {
  const phases: ImportPhases = { parse: 0, copy: 0, match: 0, report: 0, commit: 0 };
  let mark = performance.now();
  const lap = (phase: keyof ImportPhases) => {
    const now = performance.now();
    phases[phase] += Math.round(now - mark);
    mark = now;
  };
  const mailedDonors = await countMailedDonors(pool, companyId, appealId);
  if (mailedDonors === null) return { ok: false, message: RESULTS_APPEAL_NOT_FOUND, errors: [] };
  if (mailedDonors === 0) return { ok: false, message: NOT_MAILED_MESSAGE, errors: [] };
  const parsed = await readResultsFile(file.path, file.fileName, resultsRowLimit(mailedDonors));
  lap('parse');
  const client = await pool.connect();
  let isBroken = false;
  try {
    await beginCompany(client, companyId);
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
    await client.query(JOIN_WHOLE_TABLES_SQL);
    await createResultsStaging(client);
    await pipeline(Readable.from(copyChunks(parsed.gifts)), client.query(copyFrom('copy results_staging (constituent_key, cents, gift_date, source_code) from stdin')));
    await client.query('analyze results_staging');
    lap('copy');
    const { matchedDonors, unmatchedGifts, report } = await storeStagedResults(client, companyId, appealId, {
      fileName: file.fileName,
      rowCount: parsed.rowCount,
      source: 'file',
      syncedAt: null,
      lap,
    });
    await client.query('commit');
    lap('commit');
    return {
      ok: true,
      rowCount: parsed.rowCount,
      giftCount: parsed.gifts.length,
      matchedDonors,
      unmatchedGifts,
      errors: parsed.errors,
      errorCount: parsed.errorCount,
      report,
      phases,
    };
  } catch (error) {
    isBroken = true;
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(isBroken);
  }
}

/** Creates the staging table of a results import in the client's transaction. */
export async function createResultsStaging(client: pg.ClientBase): Promise<void> {
  await client.query(`create temp table results_staging (constituent_key text not null, cents bigint not null, gift_date date, source_code text) on commit drop`);
}

export interface StagedResultsSource {
  /** The file's name, or what the results were read from in the CRM. */
  fileName: string;
  rowCount: number;
  source: 'file' | 'crm';
  syncedAt: Date | null;
  lap?: (phase: 'match' | 'report') => void;
}

/** Matches the staged gifts, works out the report and stores both in place of any earlier import. */
export async function storeStagedResults(client: pg.PoolClient, companyId: number, appealId: number, from: StagedResultsSource) {
  const { matchedDonors, unmatchedGifts } = await matchGifts(client, companyId, appealId);
  from.lap?.('match');
  const report = await computeResultsReport(client, appealId);
  from.lap?.('report');
  await client.query(
    `insert into appeal_result_imports (appeal_id, company_id, file_name, row_count, matched_count, unmatched_count, report, source, synced_at)
     values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9)
     on conflict (appeal_id) do update set file_name = excluded.file_name, row_count = excluded.row_count, matched_count = excluded.matched_count,
       unmatched_count = excluded.unmatched_count, report = excluded.report, source = excluded.source, synced_at = excluded.synced_at, imported_at = now()`,
    [appealId, companyId, from.fileName, from.rowCount, matchedDonors, unmatchedGifts, JSON.stringify(report), from.source, from.syncedAt],
  );
  return { matchedDonors, unmatchedGifts, report };
}

/**
 * Matches the staged gifts to the mailed ladders: each id's gifts added up, joined to the ladders by the id
 * (one pass over the mailing) into matched_gifts, which the report reads; the matched donors replace the
 * appeal's stored gifts. Unmatched ids stay in matched_gifts without a donor, to be counted.
 */
async function matchGifts(client: pg.PoolClient, companyId: number, appealId: number): Promise<{ matchedDonors: number; unmatchedGifts: number }> {
  await client.query(
    `create temp table matched_gifts on commit drop as
     select m.appeal_constituent_id, g.gifts, g.cents, g.gift_date, g.source_code, m.test_group, m.giving_band, m.appeal_gift_last_year,
       m.ask1, m.ask2, m.ask3, m.ask4, m.ask5
     from (select constituent_key, count(*)::int as gifts, sum(cents)::bigint as cents, max(gift_date) as gift_date, max(source_code) as source_code
           from results_staging group by constituent_key) g
     left join appeal_mailed_asks m on m.appeal_id = $1 and m.constituent_key = g.constituent_key`,
    [appealId],
  );
  await client.query('delete from appeal_gift_results where appeal_id = $1', [appealId]);
  await client.query(
    `insert into appeal_gift_results (company_id, appeal_id, appeal_constituent_id, gift_cents, gift_date, source_code)
     select $1, $2, appeal_constituent_id, cents, gift_date, source_code from matched_gifts where appeal_constituent_id is not null`,
    [companyId, appealId],
  );
  const { rows } = await client.query<{ matched: number; unmatched: number }>(
    `select count(*) filter (where appeal_constituent_id is not null)::int as matched,
       coalesce(sum(gifts) filter (where appeal_constituent_id is null), 0)::int as unmatched
     from matched_gifts`,
  );
  return { matchedDonors: rows[0]!.matched, unmatchedGifts: rows[0]!.unmatched };
}

/**
 * The gifts as COPY text in chunks of about 256 KiB (one write per line would cost more than the COPY),
 * the event loop turning after each: a million gifts are not written out in one go.
 */
async function* copyChunks(gifts: readonly ResultGift[]): AsyncGenerator<string> {
  let chunk = '';
  for (const gift of gifts) {
    chunk += `${copyField(gift.constituentKey)}\t${gift.cents}\t${copyField(gift.giftDate)}\t${copyField(gift.sourceCode)}\n`;
    if (chunk.length >= 256 * 1024) {
      yield chunk;
      chunk = '';
      await nextTurn();
    }
  }
  if (chunk) yield chunk;
}

/** The donors the appeal's export mailed (0 before its first export), or null when the company has no such appeal. */
async function countMailedDonors(pool: pg.Pool, companyId: number, appealId: number): Promise<number | null> {
  const query = `select (select count(*) from appeal_mailed_asks m where m.appeal_id = a.id)::int as mailed
    from appeals a where a.id = $1 and a.deleted_at is null`;
  const count = (client: pg.PoolClient) => client.query<{ mailed: number }>(query, [appealId]);
  const { rows } = await withCompanyClient(pool, companyId, count, { readOnly: true });
  return rows[0]?.mailed ?? null;
}
