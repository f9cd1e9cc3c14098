import { sql } from 'kysely';
import { withCompany, type Db, type Trx } from '../../../db/database.ts';
import { lockAppealAsksInTransaction } from '../appeal-ask-settings.ts';
import { ASK_BITS } from '../ask-filters.ts';
import { type CurrentAskRun, readCurrentAskRun } from '../ask-runs.repository.ts';
import { recomputeStoredSummary } from '../ask-summary.ts';
import { applyBlockDeltas } from '../filter-blocks.repository.ts';
import { addRowDelta, type BlockDeltas } from '../filter-blocks.ts';
import type { StatusResponse } from '../start-appeal-calculation.ts';
import { editRow, loadEditableRows, type EditableRow, type EditedRow, type RowEdit } from './ask-row-edits.ts';

export const NOT_CALCULATED = 'The asks of this appeal have not been calculated yet.';

/** Rows whose filter bits changed: their bits before the whole edit and after it, by name rank. */
type BitChanges = Map<number, { oldBits: number; newBits: number }>;

async function writeEditedRows(trx: Trx, run: CurrentAskRun, rows: readonly EditedRow[]): Promise<void> {
  const annual = (k: number) => rows.map((row) => row.annualAsks[k] ?? null);
  const monthly = (k: number) => rows.map((row) => row.monthlyAsks[k] ?? null);
  await sql`
    update appeal_asks a set
      filter_bits = v.filter_bits, status = v.status, status_set_by_user = v.status_set_by_user, custom_base_ask = v.custom_base_ask,
      base_ask = v.base_ask, primary_ask = v.primary_ask,
      annual_ask1 = v.a1, annual_ask2 = v.a2, annual_ask3 = v.a3, annual_ask4 = v.a4, annual_ask5 = v.a5,
      monthly_ask1 = v.m1, monthly_ask2 = v.m2, monthly_ask3 = v.m3, monthly_ask4 = v.m4, monthly_ask5 = v.m5
    from unnest(
      ${rows.map((r) => r.nameRank)}::int[], ${rows.map((r) => r.filterBits)}::int[], ${rows.map((r) => r.status)}::text[],
      ${rows.map((r) => r.statusSetByUser)}::boolean[], ${rows.map((r) => r.customBaseAsk)}::bigint[], ${rows.map((r) => r.baseAsk)}::bigint[],
      ${rows.map((r) => r.primaryAsk)}::bigint[],
      ${annual(0)}::bigint[], ${annual(1)}::bigint[], ${annual(2)}::bigint[], ${annual(3)}::bigint[], ${annual(4)}::bigint[],
      ${monthly(0)}::bigint[], ${monthly(1)}::bigint[], ${monthly(2)}::bigint[], ${monthly(3)}::bigint[], ${monthly(4)}::bigint[]
    ) as v(name_rank, filter_bits, status, status_set_by_user, custom_base_ask, base_ask, primary_ask, a1, a2, a3, a4, a5, m1, m2, m3, m4, m5)
    where a.appeal_id = ${run.appealId} and a.generation = ${run.generation} and a.name_rank = v.name_rank`.execute(trx);
}

/**
 * top100 is the 100 highest primary asks, equal asks in name order (as the domain's selectTop100 picks
 * them over donors in that order). A custom ask can move donors in or out; their bits follow.
 */
async function refreshTop100(trx: Trx, run: CurrentAskRun, changes: BitChanges): Promise<void> {
  const { rows } = await sql<{ nameRank: number }>`
    select name_rank as "nameRank" from appeal_asks where appeal_id = ${run.appealId} and generation = ${run.generation}
    order by primary_ask desc, name_rank asc limit 100`.execute(trx);
  const top = rows.map((row) => row.nameRank);
  const isTop = new Set(top);
  const wasTop = new Set(run.top100Ranks);
  const entering = top.filter((rank) => !wasTop.has(rank));
  const leaving = run.top100Ranks.filter((rank) => !isTop.has(rank));
  if (entering.length + leaving.length > 0) {
    const { rows: flipped } = await sql<{ nameRank: number; filterBits: number }>`
      update appeal_asks set filter_bits = case when name_rank = any(${entering}::int[]) then filter_bits | ${ASK_BITS.top100}::int else filter_bits & ~${ASK_BITS.top100}::int end
      where appeal_id = ${run.appealId} and generation = ${run.generation} and name_rank = any(${[...entering, ...leaving]}::int[])
      returning name_rank as "nameRank", filter_bits as "filterBits"`.execute(trx);
    for (const row of flipped) {
      const change = changes.get(row.nameRank);
      const before = row.filterBits ^ ASK_BITS.top100;
      changes.set(row.nameRank, { oldBits: change?.oldBits ?? before, newBits: row.filterBits });
    }
  }
  await trx.updateTable('appealAskRuns').set({ top100Ranks: top }).where('appealId', '=', run.appealId).execute();
}

/** A row as an earlier edit in the same request left it, ready for the next edit. */
function asEditable(row: EditableRow, edited: EditedRow): EditableRow {
  return {
    ...row,
    filterBits: edited.filterBits,
    status: edited.status,
    statusSetByUser: edited.statusSetByUser,
    customBaseAsk: edited.customBaseAsk,
    baseAsk: edited.baseAsk,
    primaryAsk: edited.primaryAsk,
    annualAsks: [...edited.annualAsks],
    monthlyAsks: [...edited.monthlyAsks],
    askString: edited.askString,
    askLogs: [...edited.askLogs],
  };
}

/**
 * Saves edits of donors' asks (the review grid's Apply: statuses and custom base asks) in one transaction,
 * keeping the page index, top100 and the stored summary exact. A custom base ask is worked out by editRow
 * (ask-row-edits.ts) and stored in appeal_asks.custom_base_ask with the ladder it gives.
 */
export async function applyAskEdits(
  db: Db,
  companyId: number,
  appealId: number,
  edits: readonly RowEdit[],
): Promise<StatusResponse> {
  return withCompany(db, companyId, async (trx) => {
    await lockAppealAsksInTransaction(trx, appealId);
    const run = await readCurrentAskRun(trx, appealId);
    if (!run) return { statusCode: 400, result: null, error: NOT_CALCULATED };
    const rows = await loadEditableRows(trx, run, edits);
    // Later edits of the same donor win, as the grid's pending changes do.
    const edited = new Map<number, EditedRow>();
    for (const edit of edits) {
      const row = rows.get(Number(edit.id))!;
      const earlier = edited.get(row.appealConstituentId);
      const next = editRow(earlier ? asEditable(row, earlier) : row, edit);
      edited.set(row.appealConstituentId, { ...next, oldBits: row.filterBits });
    }
    const changed = [...edited.values()];
    if (changed.length > 0) await writeEditedRows(trx, run, changed);
    const changes: BitChanges = new Map(changed.map((row) => [row.nameRank, { oldBits: row.oldBits, newBits: row.filterBits }]));
    if (changed.some((row) => row.primaryAsk !== rows.get(row.appealConstituentId)!.primaryAsk)) await refreshTop100(trx, run, changes);
    const deltas: BlockDeltas = new Map();
    for (const [rank, change] of changes) addRowDelta(deltas, rank, change.oldBits, change.newBits);
    await applyBlockDeltas(trx, appealId, run.generation, deltas);
    await recomputeStoredSummary(trx, appealId, run.generation);
    return { statusCode: 200, result: JSON.stringify({ appealId, updated: changed.length }), error: null };
  });
}
