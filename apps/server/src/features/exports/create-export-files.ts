import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { withCompany, type Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { saveExportLinks } from '../appeals/index.ts';
import { additionalAskStrings, ALLOWANCE_EXCEEDED_CODE, lockCompanyAllowance, readExportAllowance } from './export-allowance.ts';
import { writeExportStatus } from './export-status.ts';
import { signExportLinks } from './export-links.ts';
import { readAppealResults } from './export-rows.repository.ts';
import { exportAppealJob } from './export-appeal.job.ts';
import type { ExportLayout } from './export-preset-fields.ts';
import { layoutOf, readExportPreset } from './export-presets.repository.ts';

export const APPEAL_NOT_FOUND = 'Appeal not found.';
export const ASKS_NOT_CALCULATED = 'The asks of this appeal have not been calculated yet.';
export const EXPORT_FILES_MISSING = 'This appeal has not been exported yet.';
export const EXPORT_RUNNING = 'This appeal is being exported right now; its files will be ready in a moment.';
export const EXPORT_QUEUED = 'An export of this appeal is waiting for a free worker and starts shortly.';
/** Recorded on an export whose job no worker will finish. */
export const EXPORT_LOST = 'The export stopped before it finished.';

export interface ExportRequest {
  appealId: number;
  /** true: fresh links for the files already made (Export Again); false: make the files (Export Now). */
  isRenewal: boolean;
  /** The preset whose layout the files take; none: the appeal's own field choice (or, made again, the last export's layout). */
  presetId?: string | null;
}

/**
 * createExportFilesByAppealId. Export Now checks the free allowance and starts the export job (push
 * EXPORT on the appeal id; the job writes the links and completes the appeal). Export Again signs new
 * 15-minute links for the stored files, and makes them again if they are gone.
 */
export async function createExportFiles(services: AppServices, session: { companyId: number; userId: number }, request: ExportRequest): Promise<void> {
  const { companyId } = session;
  if (request.isRenewal && (await renewExportLinks(services, companyId, request.appealId))) return;

  // The job's id is chosen here and kept on the export, so that a later Export Now can ask the queue about it.
  const jobId = randomUUID();
  const exportId = await withCompany(services.db, companyId, async (trx) => {
    const appeal = await trx.selectFrom('appeals').select(['id', 'name']).where('id', '=', request.appealId).where('deletedAt', 'is', null).executeTakeFirst();
    if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
    await assertNoExportUnderWay(trx, services, appeal.id);
    const results = await readAppealResults(trx, appeal.id);
    if (!results) throw new UserFacingError(ASKS_NOT_CALCULATED);
    const askStrings = results.readyToExport + results.handleManually;
    await assertWithinAllowance(trx, services, companyId, appeal.id, askStrings);
    const layout = await chosenLayout(trx, appeal.id, request);
    const created = await trx
      .insertInto('appealExports')
      .values({
        companyId,
        appealId: appeal.id,
        userId: session.userId,
        status: 'PENDING',
        jobId,
        readyToExportCount: results.readyToExport,
        handleManuallyCount: results.handleManually,
        layout: layout === null ? null : JSON.stringify(layout),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The old links go: they would download files older than the ones on their way.
    await saveExportLinks(trx, appeal.id, null);
    await writeExportStatus(trx, companyId, appeal.id, 'PROGRESS', null);
    return created.id;
  });
  await services.jobs.send(exportAppealJob, { companyId, appealId: request.appealId, exportId }, { id: jobId });
  await services.bus.publish({ type: 'EXPORT', targetId: String(request.appealId), companyId, payload: { status: 'PROGRESS' } });
}

/**
 * Export Now while an export of the appeal is unfinished: a queued or running one is left to finish and the
 * user is told so; one whose job is gone (no worker will ever finish it) is marked failed and a new one starts.
 */
async function assertNoExportUnderWay(trx: Trx, services: AppServices, appealId: number): Promise<void> {
  const unfinished = await trx.selectFrom('appealExports').select(['id', 'jobId', 'status', 'createdAt']).where('appealId', '=', appealId).where('status', 'in', ['PENDING', 'RUNNING']).execute();
  for (const row of unfinished) {
    const state = row.jobId ? await services.jobs.stateOf(exportAppealJob, row.jobId) : null;
    if (state === 'active') throw new UserFacingError(EXPORT_RUNNING);
    // Queued, or just created and about to be sent to the queue.
    const isJustCreated = state === null && row.status === 'PENDING' && row.createdAt.getTime() > Date.now() - 60_000;
    if (state === 'created' || state === 'retry' || isJustCreated) throw new UserFacingError(EXPORT_QUEUED);
    await trx
      .updateTable('appealExports')
      .set({ status: 'ERROR', errorMessage: EXPORT_LOST, completedAt: sql`now()` })
      .where('id', '=', row.id)
      .where('status', 'in', ['PENDING', 'RUNNING'])
      .execute();
  }
}

/**
 * The layout of the files: the chosen preset's, copied now so that the export writes what was chosen. Files
 * made again by Export Again (they were gone) keep the layout of the export they replace.
 */
async function chosenLayout(trx: Trx, appealId: number, request: ExportRequest): Promise<ExportLayout | null> {
  if (request.presetId) return layoutOf(await readExportPreset(trx, request.presetId));
  if (!request.isRenewal) return null;
  const last = await trx.selectFrom('appealExports').select('layout').where('appealId', '=', appealId).where('status', '=', 'DONE').orderBy('id', 'desc').executeTakeFirst();
  return (last?.layout ?? null) as ExportLayout | null;
}

async function assertWithinAllowance(trx: Trx, services: AppServices, companyId: number, appealId: number, askStrings: number): Promise<void> {
  await lockCompanyAllowance(trx, companyId);
  const allowance = await readExportAllowance(trx, services.config);
  if (allowance.remaining === null) return;
  const adding = await additionalAskStrings(trx, appealId, askStrings);
  if (adding <= allowance.remaining) return;
  throw allowanceExceeded(allowance.freeAllowance, allowance.remaining, adding);
}

/**
 * The refusal tells the truth in figures (also in its extensions, for the page): 'used up' only when
 * nothing is left, otherwise how many are left against what this appeal needs.
 */
export function allowanceExceeded(freeAllowance: number, remaining: number, needed: number): GraphQLError {
  const message =
    remaining === 0
      ? `Free exports used up: all ${freeAllowance} free ask strings have been exported, and this appeal has ${needed} to export. Subscribe to export it.`
      : `${remaining} of the ${freeAllowance} free ask strings are left, and this appeal has ${needed} to export. Subscribe to export it.`;
  return new GraphQLError(message, { extensions: { code: ALLOWANCE_EXCEEDED_CODE, freeAllowance, remaining, askStringsToExport: needed } });
}

/** Signs fresh links for the appeal's latest finished export; false when there is none to sign. */
async function renewExportLinks(services: AppServices, companyId: number, appealId: number): Promise<boolean> {
  const latest = await withCompany(services.db, companyId, (trx) =>
    trx
      .selectFrom('appealExports as x')
      .innerJoin('appeals as a', 'a.id', 'x.appealId')
      .select(['x.readyToExportKey', 'x.handleManuallyKey', 'a.name'])
      .where('x.appealId', '=', appealId)
      .where('a.deletedAt', 'is', null)
      .where('x.status', '=', 'DONE')
      .orderBy('x.id', 'desc')
      .executeTakeFirst(),
  );
  if (!latest?.readyToExportKey || !latest.handleManuallyKey) return false;
  const keys = { readyToExportKey: latest.readyToExportKey, handleManuallyKey: latest.handleManuallyKey };
  const [ready, manual] = await Promise.all([services.storage.head(keys.readyToExportKey), services.storage.head(keys.handleManuallyKey)]);
  if (!ready || !manual) return false;
  const links = await signExportLinks(services.storage, keys, latest.name);
  await withCompany(services.db, companyId, (trx) => saveExportLinks(trx, appealId, links));
  return true;
}
