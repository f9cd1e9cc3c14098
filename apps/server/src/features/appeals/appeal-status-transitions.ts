import { sql } from 'kysely';
import type pg from 'pg';
import type { Trx } from '../../db/database.ts';
import { writeAppealStatus } from './appeal-status.ts';

// appeal_statuses is written here and nowhere else: the row is created with its appeal (create-appeal.ts),
// changed through updateAppealStatus (appeal-status.ts), and by the other features' processes through the
// named transitions below, one per process: mapping, algorithm (the ask calculation), export, duplicate and lock.
// Each runs inside the caller's company transaction, so that a status changes together with the work it reports.

/** Mapping: a map-appeal status, with the lock, the error, the mapping the rows came from, or the calculation reset. */
export async function recordMappingStatus(
  trx: Trx,
  appealId: number,
  change: { status: string; isLocked?: boolean; error?: string | null; mappedFingerprint?: string | null; resetAlgorithm?: boolean },
): Promise<void> {
  await writeAppealStatus(trx, appealId, {
    mapAppealStatus: change.status,
    ...(change.isLocked !== undefined ? { isLocked: change.isLocked } : {}),
    ...(change.error !== undefined ? { mapAppealError: change.error } : {}),
    ...(change.resetAlgorithm ? { algorithmStatus: null, algorithmError: null } : {}),
  });
  if (change.mappedFingerprint !== undefined) {
    await trx.updateTable('appealStatuses').set({ mappedFingerprint: change.mappedFingerprint, updatedAt: sql`now()` }).where('appealId', '=', appealId).execute();
  }
}

/** The appeal's rows were written (mapping, an Excel appeal's creation, a duplicate): how many donors it has now. */
export async function recordDonorCount(trx: Trx, companyId: number, appealId: number, donorCount: number): Promise<void> {
  await sql`
    insert into appeal_statuses (appeal_id, company_id, donor_count) values (${appealId}, ${companyId}, ${donorCount})
    on conflict (appeal_id) do update set donor_count = excluded.donor_count, updated_at = now()`.execute(trx);
}

/** Algorithm: the ask calculation's status (LOADING, PROGRESS::x-y, DONE, ERROR::...); creates the row an older appeal lacks. */
export async function recordAlgorithmStatus(trx: Trx, companyId: number, appealId: number, status: string | null, error: string | null = null): Promise<void> {
  await sql`
    insert into appeal_statuses (appeal_id, company_id, algorithm_status, algorithm_error)
    values (${appealId}, ${companyId}, ${status}, ${error})
    on conflict (appeal_id) do update set algorithm_status = excluded.algorithm_status, algorithm_error = excluded.algorithm_error, updated_at = now()`.execute(
    trx,
  );
}

/**
 * Algorithm, the last step: DONE, written on the calculation's own connection inside the transaction that
 * makes the new results current, so that no reader sees DONE without them (or them without DONE).
 */
export async function recordAlgorithmDoneOn(client: pg.ClientBase, appealId: number, done: string): Promise<void> {
  await client.query(`update appeal_statuses set algorithm_status = $2, algorithm_error = null, updated_at = now() where appeal_id = $1`, [appealId, done]);
}

/**
 * Export: exportExcelStatus (PROGRESS, DONE or ERROR::message), which the browser polls beside the EXPORT
 * push. Written even when the appeal has no status row yet.
 */
export async function recordExportStatus(trx: Trx, companyId: number, appealId: number, status: string, error: string | null): Promise<void> {
  await sql`
    insert into appeal_statuses (appeal_id, company_id, export_excel_status, export_excel_error)
    values (${appealId}, ${companyId}, ${status}, ${error})
    on conflict (appeal_id) do update
    set export_excel_status = excluded.export_excel_status, export_excel_error = excluded.export_excel_error, updated_at = now()`.execute(trx);
}

/** Duplicate: the copy's status row, locked until its donors are copied, with the original's mapping and calculation statuses. */
export async function recordDuplicateStarted(trx: Trx, companyId: number, fromAppealId: number, appealId: number): Promise<void> {
  const copied = await sql`
    insert into appeal_statuses (appeal_id, company_id, is_locked, map_appeal_status, algorithm_status)
    select ${appealId}::int, company_id, true, map_appeal_status, algorithm_status from appeal_statuses where appeal_id = ${fromAppealId}`.execute(trx);
  if (!copied.numAffectedRows) await trx.insertInto('appealStatuses').values({ appealId, companyId, isLocked: true }).execute();
}

/** Lock: locks or unlocks the appeal's status (e.g. a duplicate is unlocked once its donors are copied). */
export async function recordLock(trx: Trx, appealId: number, isLocked: boolean): Promise<void> {
  await trx.updateTable('appealStatuses').set({ isLocked, updatedAt: sql`now()` }).where('appealId', '=', appealId).execute();
}
