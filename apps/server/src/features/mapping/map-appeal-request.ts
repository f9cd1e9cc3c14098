import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import {
  emptyMappingSettings,
  fromWireMapping,
  mappingFingerprint,
  wireMappingSchema,
} from '@askwise/domain/mapping/mapping-settings';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { findAppeal, findAppealStatus, saveMappingSettings, writeAppealStatus } from '../appeals/index.ts';
import { mapAppealJob } from './map-appeal.job.ts';

export interface MapAppealRequestInput {
  appealId: number;
  mappingAppeal: unknown;
  updateMapAppeal?: boolean | null;
}

export interface MapAppealRequestResult {
  statusCode: number;
  error: string | null;
  /** True when the mapping was unchanged and the appeal's rows stand as they are. */
  isSkipped: boolean;
}

/**
 * MapAppealRequest: saves the appeal's mapping and starts the map-appeal job. An unchanged mapping (same
 * selections, dates and soft-credit choice as the rows were computed from) starts nothing. An Excel
 * appeal saves an empty mapping: its rows come from the file.
 */
export async function requestMapAppeal(
  services: Pick<AppServices, 'db' | 'bus' | 'jobs'>,
  companyId: number,
  input: MapAppealRequestInput,
): Promise<MapAppealRequestResult> {
  const parsed = wireMappingSchema.safeParse(input.mappingAppeal);
  if (!parsed.success) return { statusCode: 400, error: parsed.error.issues[0]?.message ?? 'The mapping is not valid.', isSkipped: false };
  const decision = await withCompany(services.db, companyId, async (trx) => {
    const appeal = await findAppeal(trx, input.appealId);
    if (!appeal) return { statusCode: 404, error: 'Appeal not found.' } as const;
    const isExcel = sourceOfDataImportSourceId(appeal.dataImportSourceId) === 'excel';
    const settings = isExcel ? emptyMappingSettings() : fromWireMapping(parsed.data);
    const fingerprint = mappingFingerprint(settings, appeal.includeSoftCredits);
    const status = await findAppealStatus(trx, appeal.id);
    const isUnchanged = status?.mappedFingerprint === fingerprint && status.mapAppealStatus === 'DONE';
    if (isExcel || !isUnchanged) {
      await saveMappingSettings(trx, appeal.id, settings);
    }
    if (isExcel || isUnchanged) return { statusCode: 200, isSkipped: true } as const;
    await writeAppealStatus(trx, appeal.id, { mapAppealStatus: 'START', mapAppealError: null, isLocked: true });
    return { statusCode: 200, isSkipped: false } as const;
  });
  if (decision.statusCode !== 200) return { statusCode: decision.statusCode, error: decision.error ?? null, isSkipped: false };
  if (decision.isSkipped) return { statusCode: 200, error: null, isSkipped: true };
  await services.jobs.send(mapAppealJob, { companyId, appealId: input.appealId });
  await services.bus.publish({ type: 'MAPAPPEAL', targetId: String(input.appealId), companyId, payload: { status: 'START' } });
  return { statusCode: 200, error: null, isSkipped: false };
}
