import type { Updateable } from 'kysely';
import { withCompany, type Db, type Trx } from '../../db/database.ts';
import type { AppealStatusesTable } from '../../db/donor-tables.ts';
import { publishAppealUpdated, type AppealBus } from './appeal-events.ts';
import { touched } from './create-appeal.ts';
import { toAppealStatusView, type AppealStatusView } from './appeal-view.ts';
import { findAppeal } from './appeals.repository.ts';
import { refusalOfStatusChange } from './appeal-status-rules.ts';

export interface AppealStatusChanges {
  isLocked?: boolean | null;
  mapAppealStatus?: string | null;
  algorithmStatus?: string | null;
  exportExcelStatus?: string | null;
  mapAppealError?: string | null;
  algorithmError?: string | null;
  exportExcelError?: string | null;
}

/** Writes status fields inside a company transaction; undefined keeps a field. */
export async function writeAppealStatus(trx: Trx, appealId: number, changes: AppealStatusChanges): Promise<AppealStatusView | null> {
  const set: Updateable<AppealStatusesTable> = {};
  if (changes.isLocked !== undefined && changes.isLocked !== null) set.isLocked = changes.isLocked;
  for (const key of ['mapAppealStatus', 'algorithmStatus', 'exportExcelStatus', 'mapAppealError', 'algorithmError', 'exportExcelError'] as const) {
    if (changes[key] !== undefined) set[key] = changes[key];
  }
  const row = await trx.updateTable('appealStatuses').set({ ...set, ...touched }).where('appealId', '=', appealId).returningAll().executeTakeFirst();
  return row ? toAppealStatusView(row) : null;
}

export class AppealStatusRefusal extends Error {
  override name = 'AppealStatusRefusal';
}

/**
 * updateAppealStatus: by hand, an administrator clears a finished process's status or error, or unlocks an
 * appeal no process holds (appeal-status-rules.ts); pushes updatedAppeal. Throws AppealStatusRefusal otherwise.
 */
export async function updateAppealStatus(
  services: { db: Db } & AppealBus,
  companyId: number,
  appealId: number,
  changes: AppealStatusChanges,
): Promise<AppealStatusView | null> {
  const result = await withCompany(services.db, companyId, async (trx) => {
    const appeal = await findAppeal(trx, appealId);
    if (!appeal) return null;
    const current = await trx
      .selectFrom('appealStatuses')
      .select(['mapAppealStatus', 'algorithmStatus', 'exportExcelStatus'])
      .where('appealId', '=', appealId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const refusal = refusalOfStatusChange(current, changes);
    if (refusal) throw new AppealStatusRefusal(refusal);
    const status = await writeAppealStatus(trx, appealId, changes);
    return status ? { status, appeal } : null;
  });
  if (!result) return null;
  await publishAppealUpdated(services, { id: appealId, companyId, step: result.appeal.step, isLocked: result.status.isLocked });
  return result.status;
}
