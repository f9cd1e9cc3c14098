import { Readable } from 'node:stream';
import { PRACTICE_ENVIRONMENT_ID } from '../../practice/index.ts';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { beginCompany } from '../../../db/database.ts';
import { givingColumnDefinitions, givingColumnList } from '../../../db/giving-columns.ts';
import { from as copyFrom } from 'pg-copy-streams';
import { UNFINISHED_STATUSES } from '../excel-files.repository.ts';
import type { ExcelCellError, ExcelStatus } from '../../../db/excel-tables.ts';
import { matchHeaderRow, TEMPLATE_HEADERS, type HeaderMatch } from '../template-columns.ts';
import { DonorRowParser, headerWarnings, STAGING_COLUMNS } from './donor-row-parser.ts';
import { ExcelRefusal } from './excel-refusal.ts';
import type { SheetRow } from './sheet-rows.ts';
import { insertStagedDonors, recordLoadedEnvironment } from '../../donors/index.ts';

export interface LoadLimits {
  maxRows: number;
  maxColumns: number;
  constituentLimit: number;
}

export interface LoadInput {
  pool: pg.Pool;
  companyId: number;
  environmentId: number;
  rows: AsyncIterable<SheetRow>;
  limits: LoadLimits;
  /** Called as rows are read, with the rows read so far. */
  onRowsRead: (rowsRead: number) => void;
}

export type LoadOutcome =
  | { status: 'DONE' | 'DONE_WITH_ERROR'; loaded: number; errors: ExcelCellError[]; errorCount: number; customColumns: string[]; timings: Record<string, number> }
  | { status: 'ERROR_NO_CONSTITUENTS'; errors: ExcelCellError[]; errorCount: number; customColumns: string[] }
  | { status: 'ERROR_LIMIT_EXCEDED'; limit: number; existing: number }
  /** Another run of the same job finished the file while this one waited for the company's lock. */
  | { status: 'FINISHED_ELSEWHERE'; finishedAs: ExcelStatus };

/** Cell errors kept per file; the count of all of them is kept too. */
export const MAX_KEPT_ERRORS = 1000;
const HEADER_SEARCH_ROWS = 10;
const CHUNK_BYTES = 256 * 1024;
const BATCH_ROWS = 20_000;

class LimitExceeded extends Error {}

/**
 * Streams template rows into the donor model in one transaction: parsed rows are COPYed into a
 * temporary table (COPY cannot write to tables with row-level security) and moved with two set-based
 * INSERTs into constituents and constituent_imported_giving. Good rows are kept whatever the bad ones hold.
 */
export async function loadDonors(input: LoadInput): Promise<LoadOutcome> {
  const { pool, companyId, environmentId, limits } = input;
  const client = await pool.connect();
  let isOpen = false;
  try {
    isOpen = true;
    await beginCompany(client, companyId);
    // One upload per company at a time, so that two files cannot pass the constituent limit together.
    await client.query('select pg_advisory_xact_lock(7419300, $1)', [companyId]);
    // The queue delivers a job at least once: a second run that waited here for the first must not load the
    // rows again (nor report the duplicates as an error over the first run's result).
    const { rows: files } = await client.query<{ status: ExcelStatus }>('select status from excel_files where environment_id = $1', [environmentId]);
    const current = files[0]?.status ?? 'ERROR';
    if (!(UNFINISHED_STATUSES as readonly string[]).includes(current)) {
      await client.query('rollback');
      isOpen = false;
      return { status: 'FINISHED_ELSEWHERE', finishedAs: current };
    }
    // The plan's limit counts the company's own donors: the generated practice environment is not one of them.
    const { rows: totals } = await client.query<{ existing: string }>(
      'select coalesce(sum(constituent_total), 0) as existing from environments where deleted_at is null and id <> $1 and environment_id <> $2',
      [environmentId, PRACTICE_ENVIRONMENT_ID],
    );
    const existing = Number(totals[0]?.existing ?? 0);
    const room = limits.constituentLimit - existing;
    const { rows: sequence } = await client.query<{ name: string }>(`select pg_get_serial_sequence('constituents', 'id') as name`);
    await client.query(`
      create temp table excel_staging (
        id bigint not null default nextval(${client.escapeLiteral(sequence[0]!.name)}::regclass),
        row_number int not null, external_id text not null,
        first_name text, last_name text, preferred_name text, spouse text, address1 text, city text, state text, zip text, email text,
        wealth_rating_cents bigint, custom_field_values jsonb, ${givingColumnDefinitions()}
      ) on commit drop`);

    const errors: ExcelCellError[] = [];
    let errorCount = 0;
    let loaded = 0;
    let header: HeaderMatch | null = null;
    let headerRowNumber = 1;
    const addErrors = (found: ExcelCellError[]) => {
      errorCount += found.length;
      for (const error of found) if (errors.length < MAX_KEPT_ERRORS) errors.push(error);
    };

    // Rows are parsed into batches of COPY text; while one batch is loaded (COPY into the temporary table,
    // then two INSERT ... SELECT into the donor tables), the next is parsed: the database and the parser
    // work at the same time.
    async function* copyBatches(): AsyncGenerator<string[]> {
      let parser: DonorRowParser | null = null;
      let rowsRead = 0;
      let batch: string[] = [];
      let batchRows = 0;
      let chunk = '';
      for await (const { rowNumber, cells } of input.rows) {
        rowsRead++;
        if (!parser) {
          header = findHeader(cells, rowsRead, limits.maxColumns);
          if (!header) continue;
          parser = new DonorRowParser(header);
          headerRowNumber = rowNumber;
          continue;
        }
        if (rowsRead - 1 > limits.maxRows) {
          throw new ExcelRefusal(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows, the most Askwise reads from one file. Please split it into smaller files.`);
        }
        const parsed = parser.parse(rowNumber, cells);
        if (parsed.kind === 'errors') addErrors(parsed.errors);
        if (parsed.kind !== 'donor') continue;
        loaded++;
        if (loaded > room) throw new LimitExceeded();
        chunk += parsed.copyLine;
        batchRows++;
        if (chunk.length >= CHUNK_BYTES) {
          batch.push(chunk);
          chunk = '';
        }
        if (batchRows >= BATCH_ROWS) {
          if (chunk) batch.push(chunk);
          yield batch;
          input.onRowsRead(rowsRead);
          batch = [];
          batchRows = 0;
          chunk = '';
        }
      }
      if (!parser) throw new ExcelRefusal(notTemplateMessage(null));
      // Missing or repeated columns are listed after the cells, which matter more to the person fixing the file.
      addErrors(headerWarnings(header as unknown as HeaderMatch, headerRowNumber));
      if (chunk) batch.push(chunk);
      if (batch.length) yield batch;
      input.onRowsRead(rowsRead);
    }

    const copySql = `copy excel_staging (${STAGING_COLUMNS.join(', ')}) from stdin`;
    let copyMs = 0;
    let insertMs = 0;
    const started = performance.now();
    try {
      for await (const batch of readAhead(copyBatches(), 2)) {
        const copyStarted = performance.now();
        await pipeline(Readable.from(batch), client.query(copyFrom(copySql)));
        const insertStarted = performance.now();
        await moveStagedDonors(client, companyId, environmentId);
        copyMs += insertStarted - copyStarted;
        insertMs += performance.now() - insertStarted;
      }
    } catch (error) {
      if (error instanceof LimitExceeded) {
        await client.query('rollback');
        isOpen = false;
        return { status: 'ERROR_LIMIT_EXCEDED', limit: limits.constituentLimit, existing };
      }
      throw error;
    }
    const customColumns = (header as HeaderMatch | null)?.customColumns.map((c) => c.name) ?? [];
    if (loaded === 0) {
      await client.query('rollback');
      isOpen = false;
      return { status: 'ERROR_NO_CONSTITUENTS', errors, errorCount, customColumns };
    }
    const status = errorCount > 0 ? 'DONE_WITH_ERROR' : 'DONE';
    // Same order as the progress writes (excel_files, then environments): the other order can deadlock with them.
    await client.query(
      `update excel_files set status = $2, rows_done = $3, error_count = $4, error_messages = $5, custom_columns = $6,
         finished_at = now(), updated_at = now() where environment_id = $1`,
      [environmentId, status, loaded, errorCount, JSON.stringify(errors), JSON.stringify(customColumns)],
    );
    await recordLoadedEnvironment(client, environmentId, { constituentTotal: loaded, status });
    await client.query('commit');
    isOpen = false;
    const timings = { loadMs: Math.round(performance.now() - started), copyMs: Math.round(copyMs), insertMs: Math.round(insertMs) };
    return { status, loaded, errors, errorCount, customColumns, timings };
  } finally {
    if (isOpen) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** The header is the first non-blank row among the first few; null while only blank rows were seen. */
function findHeader(cells: readonly unknown[], rowsRead: number, maxColumns: number): HeaderMatch | null {
  const texts = cells.map((cell) => (cell === null || cell === undefined ? null : headerText(cell)));
  let width = texts.length;
  while (width > 0 && !texts[width - 1]) width--;
  if (width === 0) {
    if (rowsRead >= HEADER_SEARCH_ROWS) throw new ExcelRefusal(notTemplateMessage(null));
    return null;
  }
  if (width > maxColumns) {
    throw new ExcelRefusal(`The first row has ${width.toLocaleString('en-US')} columns; Askwise reads at most ${maxColumns.toLocaleString('en-US')} (the template has ${TEMPLATE_HEADERS.length}).`);
  }
  const header = matchHeaderRow(texts.slice(0, width));
  if (!header.isTemplate) throw new ExcelRefusal(notTemplateMessage(texts.slice(0, width)));
  return header;
}

function headerText(cell: unknown): string | null {
  if (typeof cell === 'string') return cell;
  if (typeof cell === 'number' || typeof cell === 'boolean') return String(cell);
  if (cell && typeof cell === 'object') {
    const value = cell as { richText?: Array<{ text?: string }>; result?: unknown; text?: unknown };
    if (Array.isArray(value.richText)) return value.richText.map((part) => part.text ?? '').join('');
    if (value.result !== undefined) return headerText(value.result);
    if (typeof value.text === 'string') return value.text;
  }
  return null;
}

function notTemplateMessage(found: Array<string | null> | null): string {
  if (!found) return 'The file has no header row with the template\'s columns (Cont. ID, First Name, Last Name, ...).';
  const shown = found.filter(Boolean).slice(0, 6).map((h) => `"${String(h).slice(0, 30)}"`).join(', ');
  return `The first row does not have the template's columns (it has ${shown || 'no names'}); please copy your data into the Askwise template.`;
}

/** Moves one batch from the temporary table into the donor tables (ids were taken from the sequence by COPY). */
async function moveStagedDonors(client: pg.PoolClient, companyId: number, environmentId: number): Promise<void> {
  await insertStagedDonors(client, { companyId, environmentId }, 'excel_staging');
  await client.query(
    `insert into constituent_imported_giving (constituent_id, company_id, ${givingColumnList()})
     select id, $1, ${givingColumnList()} from excel_staging`,
    [companyId],
  );
  await client.query('truncate excel_staging');
}

/** Iterates `source` while keeping up to `ahead` items in preparation, so that producing overlaps consuming. */
async function* readAhead<T>(source: AsyncIterable<T>, ahead: number): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const pending: Array<Promise<IteratorResult<T>>> = [];
  try {
    for (;;) {
      while (pending.length < ahead) {
        const next = iterator.next();
        // Observed later (or never, when the consumer fails first): never an unhandled rejection.
        next.catch(() => undefined);
        pending.push(next);
      }
      const result = await pending.shift()!;
      if (result.done) return;
      yield result.value;
    }
  } finally {
    await iterator.return?.(undefined)?.catch(() => undefined);
  }
}
