import { sql } from 'kysely';
import { MAP_APPEAL_PROGRESS_TEXT, type MapAppealStatus } from '@askwise/domain/mapping/map-appeal-statuses';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { publishAppealUpdated, writeAppealStatus } from '../appeals/index.ts';

export type MapAppealServices = Pick<AppServices, 'db' | 'bus'>;

interface MapStatusExtras {
  isLocked?: boolean;
  error?: string | null;
  mappedFingerprint?: string | null;
  resetAlgorithm?: boolean;
}

/**
 * Records a map-appeal status on the appeal (in its own short transaction, so the browser's polling sees
 * it while the mapping transaction is still running) and pushes it on MAPAPPEAL with the appeal id.
 */
export async function reportMapAppealStatus(
  services: MapAppealServices,
  companyId: number,
  appealId: number,
  status: MapAppealStatus | `ERROR::${string}`,
  extras: MapStatusExtras = {},
): Promise<void> {
  const appeal = await withCompany(services.db, companyId, async (trx) => {
    await writeAppealStatus(trx, appealId, {
      mapAppealStatus: status,
      ...(extras.isLocked !== undefined ? { isLocked: extras.isLocked } : {}),
      ...(extras.error !== undefined ? { mapAppealError: extras.error } : {}),
      ...(extras.resetAlgorithm ? { algorithmStatus: null, algorithmError: null } : {}),
    });
    if (extras.mappedFingerprint !== undefined) {
      await trx.updateTable('appealStatuses').set({ mappedFingerprint: extras.mappedFingerprint, updatedAt: sql`now()` }).where('appealId', '=', appealId).execute();
    }
    return trx.selectFrom('appeals').select(['id', 'step', 'isLocked']).where('id', '=', appealId).executeTakeFirst();
  });
  const text = status.startsWith('ERROR::') ? null : MAP_APPEAL_PROGRESS_TEXT[status as MapAppealStatus];
  await services.bus.publish({ type: 'MAPAPPEAL', targetId: String(appealId), companyId, payload: { status, progress: text } });
  if (appeal && (status === 'DONE' || status.startsWith('ERROR::'))) {
    await publishAppealUpdated(services, { id: appeal.id, companyId, step: appeal.step, isLocked: appeal.isLocked ? 1 : 0 });
  }
}
