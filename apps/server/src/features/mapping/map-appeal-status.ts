import { MAP_APPEAL_PROGRESS_TEXT, type MapAppealStatus } from '@askwise/domain/mapping/map-appeal-statuses';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { publishAppealUpdated, recordMappingStatus } from '../appeals/index.ts';

export type MapAppealServices = Pick<AppServices, 'db' | 'bus'>;

interface MapStatusExtras {
  isLocked?: boolean;
  error?: string | null;
  mappedFingerprint?: string | null;
  resetAlgorithm?: boolean;
}

type Reported = MapAppealStatus | `ERROR::${string}`;

/**
 * Records a map-appeal status on the appeal (in its own short transaction, so the browser's polling sees
 * it while the mapping transaction is still running) and pushes it on MAPAPPEAL with the appeal id.
 */
export async function reportMapAppealStatus(services: MapAppealServices, companyId: number, appealId: number, status: Reported, extras: MapStatusExtras = {}): Promise<void> {
  await reportMapAppealStatuses(services, companyId, appealId, [status], extras);
}

/**
 * Several statuses reached together: the appeal records the last one and every one is pushed, in order, in
 * one transaction and one round trip for the pushes (a dozen reports one by one cost a busy database
 * a noticeable part of a mapping).
 */
export async function reportMapAppealStatuses(
  services: MapAppealServices,
  companyId: number,
  appealId: number,
  statuses: readonly Reported[],
  extras: MapStatusExtras = {},
): Promise<void> {
  const status = statuses.at(-1);
  if (!status) return;
  const appeal = await withCompany(services.db, companyId, async (trx) => {
    await recordMappingStatus(trx, appealId, { status, ...extras });
    return trx.selectFrom('appeals').select(['id', 'step', 'isLocked']).where('id', '=', appealId).executeTakeFirst();
  });
  const progressOf = (reported: Reported) => (reported.startsWith('ERROR::') ? null : MAP_APPEAL_PROGRESS_TEXT[reported as MapAppealStatus]);
  await services.bus.publishAll(
    statuses.map((reported) => ({ type: 'MAPAPPEAL' as const, targetId: String(appealId), companyId, payload: { status: reported, progress: progressOf(reported) } })),
  );
  if (appeal && (status === 'DONE' || status.startsWith('ERROR::'))) {
    await publishAppealUpdated(services, { id: appeal.id, companyId, step: appeal.step, isLocked: appeal.isLocked ? 1 : 0 });
  }
}
