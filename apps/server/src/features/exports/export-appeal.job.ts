import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { updateAppeal } from '../appeals/index.ts';
import { exportColumnsOf, type ExportColumn } from './export-columns.ts';
import { exportFileKeys, signExportLinks, type ExportFileKeys } from './export-links.ts';
import { readExportBatches } from './export-rows.repository.ts';
import { writeExportStatus } from './export-status.ts';
import { CONTENT_TYPE_XLSX } from './xlsx/xlsx-parts.ts';
import { XlsxStreamWriter } from './xlsx/xlsx-stream-writer.ts';

/** Deflate level 3: measured twice as fast as the default 6 for files about 10% larger (bench/export). */
const EXPORT_COMPRESSION_LEVEL = 3;

const payload = z.object({ companyId: z.number().int().positive(), appealId: z.number().int().positive(), exportId: z.number().int().positive() });

/**
 * Writes an appeal's two export files in one streamed pass over its results: 'ready to export' (Primary
 * List) and 'handle manually' (Secondary List); excluded donors are in neither. Then it stores the
 * files, signs their links on the appeal, completes the appeal and pushes EXPORT DONE.
 */
export const exportAppealJob = defineJob({
  id: 'exports.export-appeal',
  payload,
  // A failed export is reported to the user, who starts it again; it is not retried behind their back.
  retryLimit: 0,
  expireInSeconds: 60 * 60,
  run: async (input, services) => {
    try {
      await runExport(services, input);
    } catch (error) {
      services.log.error({ err: error, ...input }, 'Export failed');
      await markFailed(services, input, 'Something went wrong while creating the export files.');
      throw error;
    }
  },
});

export async function runExport(services: AppServices, { companyId, appealId, exportId }: z.infer<typeof payload>): Promise<void> {
  const { storage, db } = services;
  const appeal = await withCompany(db, companyId, async (trx) => {
    // The queue delivers a job at least once: only the delivery that takes the export from PENDING runs it,
    // so a second one can neither rewrite nor (failing) remove the files of the first.
    const claimed = await trx
      .updateTable('appealExports')
      .set({ status: 'RUNNING' })
      .where('id', '=', exportId)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 'taken' as const;
    return trx.selectFrom('appeals').selectAll().where('id', '=', appealId).where('deletedAt', 'is', null).executeTakeFirst();
  });
  if (appeal === 'taken') return;
  if (!appeal) {
    await markFailed(services, { companyId, appealId, exportId }, 'The appeal is gone.');
    return;
  }
  const keys = exportFileKeys(companyId, appealId, exportId);
  // Opened once the results (and with them the columns) are known, inside the locked read.
  const opened: { files: ExportFiles | null } = { files: null };
  try {
    const read = await readExportBatches(services, companyId, appealId, {
      // The columns follow the results being read (their number of asks and mode), under the same lock.
      onResults: (results) => {
        const columns = exportColumnsOf({
          source: sourceOfDataImportSourceId(appeal.dataImportSourceId),
          extraFieldsSettings: appeal.extraFieldsSettings,
          customFieldsSettings: appeal.customFieldsSettings,
          columnOrderSettings: appeal.columnOrderSettings,
          numberOfAsks: results.numberOfAsks,
          askMode: results.askMode,
          exportedAt: new Date(),
        });
        opened.files = startExportFiles(storage, keys, columns);
      },
      onBatch: async (rows) => {
        const { ready, manual, columns } = opened.files!;
        for (const row of rows) await (row.status === 'ready_export' ? ready : manual).addRow(columns.map((column) => column.value(row)));
      },
    });
    if (!read || !opened.files) throw new Error('The appeal has no calculated asks to export');
    await Promise.all([opened.files.ready.finish(), opened.files.manual.finish()]);
    await opened.files.uploads;
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    if (opened.files) {
      opened.files.ready.abort(failure);
      opened.files.manual.abort(failure);
      await opened.files.uploads.catch(() => undefined);
    }
    await Promise.all([storage.remove(keys.readyToExportKey), storage.remove(keys.handleManuallyKey)]).catch(() => undefined);
    throw failure;
  }
  const { ready, manual } = opened.files;

  const links = await signExportLinks(storage, keys, appeal.name);
  await withCompany(db, companyId, async (trx) => {
    await trx
      .updateTable('appealExports')
      .set({ status: 'DONE', ...keys, readyToExportCount: ready.rows, handleManuallyCount: manual.rows, completedAt: sql`now()` })
      .where('id', '=', exportId)
      .execute();
    await trx.updateTable('appeals').set({ ...links, updatedAt: sql`now()` }).where('id', '=', appealId).execute();
    await writeExportStatus(trx, companyId, appealId, 'DONE', null);
  });
  await updateAppeal(services, companyId, { id: appealId, step: 'completed' });
  await services.bus.publish({
    type: 'EXPORT',
    targetId: String(appealId),
    companyId,
    payload: { status: 'DONE', readyToExport: ready.rows, handleManually: manual.rows },
  });
}

interface ExportFiles {
  columns: ExportColumn[];
  ready: XlsxStreamWriter;
  manual: XlsxStreamWriter;
  uploads: Promise<unknown>;
}

/** Both workbooks, each streaming into storage while rows are added. */
function startExportFiles(storage: FileStorage, keys: ExportFileKeys, columns: ExportColumn[]): ExportFiles {
  const ready = new XlsxStreamWriter(columns, { sheetName: 'Primary List', compressionLevel: EXPORT_COMPRESSION_LEVEL });
  const manual = new XlsxStreamWriter(columns, { sheetName: 'Secondary List', compressionLevel: EXPORT_COMPRESSION_LEVEL });
  const uploads = Promise.all([
    storage.put(keys.readyToExportKey, ready.output, CONTENT_TYPE_XLSX),
    storage.put(keys.handleManuallyKey, manual.output, CONTENT_TYPE_XLSX),
  ]);
  // An upload that fails early must not leave the other promise unobserved.
  uploads.catch(() => undefined);
  return { columns, ready, manual, uploads };
}

async function markFailed(services: AppServices, { companyId, appealId, exportId }: z.infer<typeof payload>, message: string): Promise<void> {
  await withCompany(services.db, companyId, async (trx) => {
    await trx
      .updateTable('appealExports')
      .set({ status: 'ERROR', errorMessage: message, completedAt: sql`now()` })
      .where('id', '=', exportId)
      .where('status', '<>', 'DONE')
      .execute();
    await writeExportStatus(trx, companyId, appealId, `ERROR::${message}`, message);
  }).catch((error: unknown) => services.log.error({ err: error }, 'Could not record a failed export'));
  await services.bus.publish({ type: 'EXPORT', targetId: String(appealId), companyId, payload: { status: 'ERROR', error: message } }).catch(() => undefined);
}
