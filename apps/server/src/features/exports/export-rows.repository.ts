import type { DonorStatus } from '@askwise/domain';
import { GIVING_COLUMNS, GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import { StringDecoder } from 'node:string_decoder';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import { askStringOf, COPY_NULL, type CurrentAskRun, decodeCopyField, decodeCopyInteger, flagsOfBits, LADDER_COLUMNS, LineSplitter, lockAppealAsksInTransaction, readCurrentAskRun, readStoredSummary } from '../asks/index.ts';
import { exportTestColumnsSql, readAppealTest, recordMailedLadders } from '../test-and-learn/index.ts';
import type { ExportRow } from './export-columns.ts';

/** The appeal's current ask results: the ask settings they were made with, and the size of each list. */
export interface AppealResults {
  numberOfAsks: CurrentAskRun['numberOfAsks'];
  askMode: CurrentAskRun['askMode'];
  readyToExport: number;
  handleManually: number;
  /** The appeal runs an A/B test: its files carry each donor's group and source code. */
  hasTest: boolean;
}

/** The current results of an appeal of the transaction's company, or null before its asks are calculated. */
export async function readAppealResults(trx: Trx, appealId: number): Promise<AppealResults | null> {
  const run = await readCurrentAskRun(trx, appealId);
  const summary = run ? await readStoredSummary(trx, appealId) : null;
  if (!run || !summary) return null;
  const count = (status: DonorStatus) => Object.values(summary.bands).reduce((sum, band) => sum + band[status], 0);
  return {
    numberOfAsks: run.numberOfAsks,
    askMode: run.askMode,
    readyToExport: count('ready_export'),
    handleManually: count('handle_manually'),
    hasTest: (await readAppealTest(trx, appealId)) !== null,
  };
}

const DONOR_COLUMNS = [
  'external_id',
  'lookup_id',
  'first_name',
  'last_name',
  'preferred_name',
  'spouse',
  'address1',
  'city',
  'state',
  'email',
  'zip_code',
  'contact_name',
  'informal_name',
  'addressee',
  'custom_field_values',
  'min_suggested_ask_wr',
  ...GIVING_COLUMNS,
] as const;
const ASK_COLUMNS = ['status', 'filter_bits', ...LADDER_COLUMNS] as const;
const BATCH_ROWS = 2000;

/**
 * Reads an appeal's exported donors (the primary and secondary lists; excluded donors never leave the
 * database) in the review grid's default order. The company transaction holds the appeal's asks lock
 * throughout, so a recalculation or a grid edit waits and the files show one state; the rows come through
 * one COPY on a second connection (the review's keyset stream measured three times slower for a million
 * donors, bench/export). Returns the results read, or null before the appeal's asks are calculated.
 */
export async function readExportBatches(
  services: { db: Db; pool: pg.Pool },
  companyId: number,
  appealId: number,
  handlers: { onResults: (results: AppealResults) => void; onBatch: (rows: ExportRow[]) => Promise<void> },
): Promise<AppealResults | null> {
  return withCompany(services.db, companyId, async (trx) => {
    await lockAppealAsksInTransaction(trx, appealId);
    const run = await readCurrentAskRun(trx, appealId);
    const results = await readAppealResults(trx, appealId);
    if (!run || !results) return null;
    handlers.onResults(results);
    // What is exported is what gets mailed: the results of the mailing are matched to these ladders.
    await recordMailedLadders(trx, appealId, run.generation);
    const test = exportTestColumnsSql();
    const query = `copy (
      select ${[...DONOR_COLUMNS.map((c) => `ac.${c}`), ...ASK_COLUMNS.map((c) => `a.${c}`), ...test.columns].join(', ')}
      from appeal_asks a join appeal_constituents ac on ac.id = a.appeal_constituent_id and ac.appeal_id = a.appeal_id
      ${test.joins}
      where a.appeal_id = ${Math.trunc(appealId)} and a.generation = ${Math.trunc(run.generation)} and a.status <> 'exclude_export'
      order by a.name_rank
    ) to stdout`;
    const client = await services.pool.connect();
    try {
      await client.query('begin read only');
      await client.query(`select set_config('app.company_id', $1, true)`, [String(companyId)]);
      let batch: ExportRow[] = [];
      const lines = new LineSplitter();
      // A chunk may end inside a character; the decoder keeps its bytes for the next chunk.
      const decoder = new StringDecoder('utf8');
      for await (const chunk of client.query(copyTo(query)) as AsyncIterable<Buffer>) {
        lines.push(decoder.write(chunk), (line) => batch.push(toExportRow(line.split('\t'))));
        if (batch.length >= BATCH_ROWS) {
          await handlers.onBatch(batch);
          batch = [];
        }
      }
      lines.push(decoder.end(), (line) => batch.push(toExportRow(line.split('\t'))));
      lines.finish();
      if (batch.length > 0) await handlers.onBatch(batch);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return results;
  });
}

const text = (field: string | undefined) => decodeCopyField(field ?? COPY_NULL);
const optionalText = (field: string | undefined) => (field === undefined || field === COPY_NULL ? null : decodeCopyField(field));
const cents = (field: string | undefined) => decodeCopyInteger(field ?? COPY_NULL);
const optionalCents = (field: string | undefined) => (field === undefined || field === COPY_NULL ? null : decodeCopyInteger(field));

/** The giving fields from the COPY fields starting at `from` (GIVING_COLUMNS order). */
function givingOf(f: string[], from: number): GivingValues<number> {
  const giving = {} as GivingValues<number>;
  for (let i = 0; i < GIVING_KEYS.length; i++) giving[GIVING_KEYS[i]!] = cents(f[from + i]);
  return giving;
}

function toExportRow(f: string[]): ExportRow {
  const at = DONOR_COLUMNS.length;
  const annualAsks = [2, 3, 4, 5, 6].map((k) => optionalCents(f[at + k]));
  const monthlyAsks = [7, 8, 9, 10, 11].map((k) => optionalCents(f[at + k]));
  return {
    externalId: text(f[0]),
    lookupId: text(f[1]),
    firstName: text(f[2]),
    lastName: text(f[3]),
    preferredName: text(f[4]),
    spouse: text(f[5]),
    address1: text(f[6]),
    city: text(f[7]),
    state: text(f[8]),
    email: text(f[9]),
    zipCode: text(f[10]),
    contactName: text(f[11]),
    informalName: text(f[12]),
    addressee: text(f[13]),
    customFieldValues: text(f[14]),
    minSuggestedAskWr: cents(f[15]),
    ...givingOf(f, 16),
    status: text(f[at]) as DonorStatus,
    // Not stored: the ask string is rendered from the ladder (docs/decisions/006).
    askString: askStringOf(
      annualAsks.filter((ask) => ask !== null),
      monthlyAsks.filter((ask) => ask !== null),
    ),
    flags: flagsOfBits(cents(f[at + 1])),
    annualAsks,
    monthlyAsks,
    testGroup: optionalText(f[at + ASK_COLUMNS.length]),
    sourceCode: optionalText(f[at + ASK_COLUMNS.length + 1]),
  };
}
