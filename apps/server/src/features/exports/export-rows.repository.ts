import type { DonorStatus } from '@askwise/domain';
import { GIVING_COLUMNS, GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import type pg from 'pg';
import type { Db, Trx } from '../../db/database.ts';
import {
  COPY_NULL,
  type CurrentAskRun,
  decodeCopyField,
  decodeCopyInteger,
  type ExportedAsks,
  readCurrentAskRun,
  readExportedResults,
  readStoredSummary,
} from '../asks/index.ts';
import { readAppealTest, recordMailedLadders } from '../test-and-learn/index.ts';
import type { ExportRow } from './export-columns.ts';

/** The appeal's current ask results: the ask settings they were made with, and the size of each list. */
export interface AppealResults {
  numberOfAsks: CurrentAskRun['numberOfAsks'];
  askMode: CurrentAskRun['askMode'];
  readyToExport: number;
  handleManually: number;
  /** The appeal runs an A/B test: its files carry each donor's group and source code. */
  hasTest: boolean;
  /** The source code of each group of the test by letter (the test's current codes: the export prints them). */
  sourceCodes: ReadonlyMap<string, string>;
}

/** The current results of an appeal of the transaction's company, or null before its asks are calculated. */
export async function readAppealResults(trx: Trx, appealId: number): Promise<AppealResults | null> {
  const run = await readCurrentAskRun(trx, appealId);
  const summary = run ? await readStoredSummary(trx, appealId) : null;
  if (!run || !summary) return null;
  const count = (status: DonorStatus) => Object.values(summary.bands).reduce((sum, band) => sum + band[status], 0);
  const test = await readAppealTest(trx, appealId);
  return {
    numberOfAsks: run.numberOfAsks,
    askMode: run.askMode,
    readyToExport: count('ready_export'),
    handleManually: count('handle_manually'),
    hasTest: test !== null,
    sourceCodes: new Map(test?.groups.map((group) => [group.letter, group.sourceCode])),
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
const BATCH_ROWS = 2000;

/**
 * Reads an appeal's exported donors (the primary and secondary lists) in the review grid's default order,
 * through the ask results' export stream (one COPY under the appeal's asks lock, so the files show one
 * state). Returns the results read, or null before the appeal's asks are calculated.
 */
export async function readExportBatches(
  services: { db: Db; pool: pg.Pool },
  companyId: number,
  appealId: number,
  handlers: { onResults: (results: AppealResults) => void; onBatch: (rows: ExportRow[]) => Promise<void> },
): Promise<AppealResults | null> {
  let results = null as AppealResults | null;
  await readExportedResults(services, companyId, appealId, {
    donorColumns: DONOR_COLUMNS,
    beforeRead: async (trx) => {
      results = await readAppealResults(trx, appealId);
      if (!results) return false;
      handlers.onResults(results);
      return true;
    },
    // What is exported is what gets mailed: the results of the mailing are matched to these ladders. Written
    // while the files are (bench/export: 0.6 s of 2.7 s for 100,000 donors when it ran before the read).
    alongsideRead: (trx, run) => recordMailedLadders(trx, appealId, run.generation),
    toRow: (fields, asks) => toExportRow(fields, asks, results!.sourceCodes),
    onBatch: handlers.onBatch,
    batchRows: BATCH_ROWS,
  });
  return results;
}

const text = (field: string | undefined) => decodeCopyField(field ?? COPY_NULL);
const cents = (field: string | undefined) => decodeCopyInteger(field ?? COPY_NULL);

/** The giving fields from the COPY fields starting at `from` (GIVING_COLUMNS order). */
function givingOf(f: readonly string[], from: number): GivingValues<number> {
  const giving = {} as GivingValues<number>;
  for (let i = 0; i < GIVING_KEYS.length; i++) giving[GIVING_KEYS[i]!] = cents(f[from + i]);
  return giving;
}

/** A donor's COPY fields (DONOR_COLUMNS) and asks, with the source code of the donor's test group, as the files write them. */
function toExportRow(f: readonly string[], asks: ExportedAsks, sourceCodes: ReadonlyMap<string, string>): ExportRow {
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
    status: asks.status,
    askString: asks.askString,
    flags: asks.flags,
    annualAsks: asks.annualAsks,
    monthlyAsks: asks.monthlyAsks,
    testGroup: asks.testGroup,
    sourceCode: asks.testGroup === null ? null : (sourceCodes.get(asks.testGroup) ?? null),
  };
}
