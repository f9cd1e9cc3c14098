import {
  DONOR_STATUSES,
  parseMoney,
  prepareStrategy,
  strategyCalculator,
  withStatusLine,
  type AskCalculator,
  type AskResult,
  type DonorStatus,
} from '@askwise/domain';
import { sql } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { askDonorOf, askLogsOf, askStringOf, storedGivingSelect, type StoredGiving } from '../ask-explanation.ts';
import { ASK_BITS, askBitsOf, withStatusBits } from '../ask-filters.ts';
import type { CurrentAskRun } from '../ask-runs.repository.ts';
import { groupCalculatorsOf } from '../calculation-groups.ts';

// A donor's row as an edit in the review grid changes it: a status the user sets, or a custom base ask
// that sends the donor through the domain engine again (with the zip average stored with the row).

export const STALE_RESULTS = 'The asks were recalculated since this page was loaded. Reload the grid and make your changes again.';
export const DONOR_NOT_FOUND = 'Some of these donors are not in this appeal.';
export const CUSTOM_ASK_INVALID = 'A custom ask must be a positive amount, or empty to use the strategy.';

export interface RowEdit {
  /** appeal_constituents id. */
  id: string;
  /** 'generation.rank' from the grid row: finds the row by primary key and proves the results did not change. */
  rowKey?: string | null;
  status?: string | null;
  /** Dollars as typed ('$1,250', '+300'); '' clears the custom base ask; absent keeps it. */
  customBaseAsk?: string | null;
}

/** A donor's stored row with its engine inputs. Cents. */
export interface EditableRow extends StoredGiving {
  nameRank: number;
  appealConstituentId: number;
  filterBits: number;
  status: DonorStatus;
  statusSetByUser: boolean;
  customBaseAsk: number | null;
  zipAverage: number;
  baseAsk: number;
  primaryAsk: number;
  annualAsks: number[];
  monthlyAsks: number[];
  askString: string;
  askLogs: string[];
  /** The donor's calculator: the run's strategy, or in an A/B test their group's (a holdout's fixed ladder). */
  calculate: AskCalculator;
}

/** The row after an edit. */
export interface EditedRow {
  nameRank: number;
  appealConstituentId: number;
  oldBits: number;
  filterBits: number;
  status: DonorStatus;
  statusSetByUser: boolean;
  customBaseAsk: number | null;
  baseAsk: number;
  primaryAsk: number;
  annualAsks: readonly number[];
  monthlyAsks: readonly number[];
  askString: string;
  askLogs: readonly string[];
}

function parseDonorId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new UserFacingError(DONOR_NOT_FOUND);
  return value;
}

export function parseStatus(status: string): DonorStatus {
  if (!(DONOR_STATUSES as readonly string[]).includes(status))
    throw new UserFacingError(`Status must be one of ${DONOR_STATUSES.join(', ')}.`);
  return status as DonorStatus;
}

/** A custom base ask as typed: '$', '+' and ',' are ignored (spec section 2); empty clears it. */
export function parseCustomBaseAsk(text: string): number | null {
  const cleaned = text.replace(/[$+,\s]/g, '');
  if (cleaned === '') return null;
  const parsed = parseMoney(cleaned);
  if (!parsed.ok || parsed.cents <= 0) throw new UserFacingError(CUSTOM_ASK_INVALID);
  return parsed.cents;
}

/** The edited donors' rows in the current results, keyed by appeal constituent id. */
export async function loadEditableRows(trx: Trx, run: CurrentAskRun, edits: readonly RowEdit[]): Promise<Map<number, EditableRow>> {
  const ids = [...new Set(edits.map((edit) => parseDonorId(edit.id)))];
  const ranks: number[] = [];
  for (const edit of edits) {
    if (!edit.rowKey) continue;
    const [generation, rank] = edit.rowKey.split('.').map(Number);
    if (generation !== run.generation) throw new UserFacingError(STALE_RESULTS, 'CONFLICT');
    if (Number.isSafeInteger(rank)) ranks.push(rank!);
  }
  if (ids.length === 0) return new Map();
  // With every row's key the rows are read by primary key; otherwise by donor id over the generation.
  const byRank = ranks.length === ids.length ? sql`and a.name_rank = any(${ranks}::int[])` : sql``;
  const { rows } = await sql<Omit<EditableRow, 'askString' | 'askLogs' | 'calculate'> & { testGroup: string | null }>`
    select a.name_rank as "nameRank", a.appeal_constituent_id as "appealConstituentId", a.filter_bits as "filterBits", a.status,
      a.status_set_by_user as "statusSetByUser", a.custom_base_ask as "customBaseAsk", a.zip_average as "zipAverage", a.base_ask as "baseAsk",
      a.primary_ask as "primaryAsk",
      array_remove(array[a.annual_ask1, a.annual_ask2, a.annual_ask3, a.annual_ask4, a.annual_ask5], null) as "annualAsks",
      array_remove(array[a.monthly_ask1, a.monthly_ask2, a.monthly_ask3, a.monthly_ask4, a.monthly_ask5], null) as "monthlyAsks",
      ${sql.raw(storedGivingSelect('c'))}, a.test_group as "testGroup"
    from appeal_asks a join appeal_constituents c on c.id = a.appeal_constituent_id
    where a.appeal_id = ${run.appealId} and a.generation = ${run.generation} and a.appeal_constituent_id = any(${ids}::bigint[]) ${byRank}`.execute(
    trx,
  );
  if (rows.length !== ids.length) throw new UserFacingError(ranks.length === ids.length ? STALE_RESULTS : DONOR_NOT_FOUND, 'CONFLICT');
  const settings = { numberOfAsks: run.numberOfAsks, askMode: run.askMode };
  const strategy = strategyCalculator(prepareStrategy(run.strategyId, settings));
  const groups = groupCalculatorsOf(run.testGroups, settings);
  return new Map(
    rows.map(({ testGroup, ...row }) => {
      const calculate = (testGroup !== null && groups?.get(testGroup)) || strategy;
      const annualAsks = row.annualAsks.map(Number);
      const monthlyAsks = row.monthlyAsks.map(Number);
      const askString = askStringOf(annualAsks, monthlyAsks);
      return [row.appealConstituentId, { ...row, annualAsks, monthlyAsks, askString, askLogs: askLogsOf(row, calculate, row), calculate }];
    }),
  );
}

/**
 * The engine's result for a donor with a custom base ask (or none), with the row's stored zip average (a
 * holdout donor keeps the fixed ladder whatever the base ask).
 */
export function recalculate(row: EditableRow, customBaseAsk: number | null): AskResult {
  return row.calculate(askDonorOf(row, row.zipAverage, customBaseAsk));
}

/**
 * Applies one edit to a row. A status set by the user stays until the user changes it and replaces the
 * status line of the ask log; otherwise the engine's status for the (new) ask stands.
 */
export function editRow(row: EditableRow, edit: RowEdit): EditedRow {
  const customBaseAsk =
    edit.customBaseAsk === undefined || edit.customBaseAsk === null ? row.customBaseAsk : parseCustomBaseAsk(edit.customBaseAsk);
  const result = customBaseAsk !== row.customBaseAsk ? recalculate(row, customBaseAsk) : null;
  const userStatus = edit.status ? parseStatus(edit.status) : row.statusSetByUser ? row.status : null;
  const status = userStatus ?? result?.status ?? row.status;
  const logs = result?.askLogs ?? row.askLogs;
  const top100 = row.filterBits & ASK_BITS.top100;
  return {
    nameRank: row.nameRank,
    appealConstituentId: row.appealConstituentId,
    oldBits: row.filterBits,
    filterBits: result
      ? askBitsOf(result.primaryAsk, result.flags, result.donorType, result.isBaseline, status) | top100
      : withStatusBits(row.filterBits, status),
    status,
    statusSetByUser: userStatus !== null,
    customBaseAsk,
    baseAsk: result?.baseAsk ?? row.baseAsk,
    primaryAsk: result?.primaryAsk ?? row.primaryAsk,
    annualAsks: result?.annualAsks ?? row.annualAsks,
    monthlyAsks: result?.monthlyAsks ?? row.monthlyAsks,
    askString: result?.askString ?? row.askString,
    askLogs: userStatus !== null ? withStatusLine(logs, userStatus) : logs,
  };
}

/** A donor's row as an edit would leave it, nothing saved (the custom base ask preview before Apply). */
export async function previewAskEdit(trx: Trx, run: CurrentAskRun, edit: RowEdit): Promise<EditedRow> {
  const rows = await loadEditableRows(trx, run, [edit]);
  const row = rows.get(Number(edit.id))!;
  return editRow(row, edit);
}
