import type { AskFlags, DonorStatus } from '@askwise/domain';
import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { withCompany, withCompanyClient, type Db, type Trx } from '../../../db/database.ts';
import { JOIN_WHOLE_TABLES_SQL } from '../../../db/statistics.ts';
import { lockAppealAsksInTransaction } from '../appeal-ask-settings.ts';
import { askStringOf } from '../ask-explanation.ts';
import { flagsOfBits } from '../ask-filters.ts';
import { LineSplitter } from '../ask-input-copy.ts';
import { readCurrentAskRun, type CurrentAskRun } from '../ask-runs.repository.ts';
import { COPY_NULL, decodeCopyField, decodeCopyInteger } from '../copy-text.ts';
import { LADDER_COLUMNS } from '../ladder-columns.ts';

// The export's read of the current results: one COPY on a second connection, while the company transaction
// holds the appeal's asks lock, so a recalculation or a grid edit waits and the files show one state. The
// keyset stream of rendered rows (stream-appeal-results.ts) measured three times slower for a million donors
// (bench/export), so the export keeps COPY.

/** A donor's exported asks, decoded from the COPY; cents. */
export interface ExportedAsks {
  status: DonorStatus;
  flags: AskFlags;
  /** Not stored: rendered from the ladder (docs/decisions/006). */
  askString: string;
  /** Five places each, null where the ladder has no ask. */
  annualAsks: Array<number | null>;
  monthlyAsks: Array<number | null>;
  /** The donor's A/B test group when the asks were calculated, null without a test. */
  testGroup: string | null;
}

export interface ExportedResultsRead<Row> {
  /** Columns of the donor row (appeal_constituents, alias ac), read in this order. */
  donorColumns: readonly string[];
  /** Inside the locked transaction, before any row is read; false: nothing is read. */
  beforeRead: (trx: Trx, run: CurrentAskRun) => Promise<boolean>;
  /**
   * Set-based work of the locked transaction that runs while the rows are read (the COPY has a session of
   * its own), awaited before the transaction commits; its failure fails the read.
   */
  alongsideRead?: (trx: Trx, run: CurrentAskRun) => Promise<unknown>;
  /** One donor: COPY text fields (the donor columns) and its decoded asks. */
  toRow: (fields: readonly string[], asks: ExportedAsks) => Row;
  onBatch: (rows: Row[]) => Promise<void>;
  batchRows?: number;
}

const ASK_COLUMNS = ['status', 'filter_bits', ...LADDER_COLUMNS, 'test_group'] as const;

const optionalCents = (field: string | undefined) => (field === undefined || field === COPY_NULL ? null : decodeCopyInteger(field));
const optionalText = (field: string | undefined) => (field === undefined || field === COPY_NULL ? null : decodeCopyField(field));

function asksAt(f: readonly string[], at: number): ExportedAsks {
  const annualAsks = [2, 3, 4, 5, 6].map((k) => optionalCents(f[at + k]));
  const monthlyAsks = [7, 8, 9, 10, 11].map((k) => optionalCents(f[at + k]));
  return {
    status: decodeCopyField(f[at] ?? COPY_NULL) as DonorStatus,
    flags: flagsOfBits(decodeCopyInteger(f[at + 1] ?? COPY_NULL)),
    askString: askStringOf(
      annualAsks.filter((ask) => ask !== null),
      monthlyAsks.filter((ask) => ask !== null),
    ),
    annualAsks,
    monthlyAsks,
    testGroup: optionalText(f[at + 12]),
  };
}

/**
 * Reads the exported donors of an appeal's current results (ready to export and handle manually; excluded
 * donors never leave the database) in the review grid's default order, batch by batch. Resolves to false
 * before the appeal's asks are calculated, or when beforeRead says so.
 */
export async function readExportedResults<Row>(
  services: { db: Db; pool: pg.Pool },
  companyId: number,
  appealId: number,
  read: ExportedResultsRead<Row>,
): Promise<boolean> {
  return withCompany(services.db, companyId, async (trx) => {
    await lockAppealAsksInTransaction(trx, appealId);
    const run = await readCurrentAskRun(trx, appealId);
    if (!run || !(await read.beforeRead(trx, run))) return false;
    const asksAtField = read.donorColumns.length;
    const query = `copy (
      select ${[...read.donorColumns.map((c) => `ac.${c}`), ...ASK_COLUMNS.map((c) => `a.${c}`)].join(', ')}
      from appeal_asks a join appeal_constituents ac on ac.id = a.appeal_constituent_id and ac.appeal_id = a.appeal_id
      where a.appeal_id = ${Math.trunc(appealId)} and a.generation = ${Math.trunc(run.generation)} and a.status <> 'exclude_export'
      order by a.name_rank
    ) to stdout`;
    const batchRows = read.batchRows ?? 2000;
    // Started before the COPY and awaited after it: the database does both at once, on two sessions.
    const alongside =
      read.alongsideRead?.(trx, run).then(
        () => null,
        (error: unknown) => error,
      ) ?? Promise.resolve(null);
    const copy = (client: pg.PoolClient) => copyRows(client, query, asksAtField, batchRows, read);
    await withCompanyClient(services.pool, companyId, copy, { readOnly: true }).finally(() => alongside);
    const failure = await alongside;
    if (failure) throw failure;
    return true;
  });
}

async function copyRows<Row>(
  client: pg.PoolClient,
  query: string,
  asksAtField: number,
  batchRows: number,
  read: Pick<ExportedResultsRead<Row>, 'toRow' | 'onBatch'>,
): Promise<void> {
  await client.query(JOIN_WHOLE_TABLES_SQL);
  let batch: Row[] = [];
  const toRow = (line: string) => {
    const fields = line.split('\t');
    batch.push(read.toRow(fields, asksAt(fields, asksAtField)));
  };
  const lines = new LineSplitter();
  // A chunk may end inside a character; the decoder keeps its bytes for the next chunk.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of client.query(copyTo(query)) as AsyncIterable<Buffer>) {
    lines.push(decoder.write(chunk), toRow);
    if (batch.length >= batchRows) {
      await read.onBatch(batch);
      batch = [];
    }
  }
  lines.push(decoder.end(), toRow);
  lines.finish();
  if (batch.length > 0) await read.onBatch(batch);
}
