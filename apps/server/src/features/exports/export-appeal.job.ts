import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { sql } from 'kysely';
import type { Job } from 'pg-boss';
import { z } from 'zod';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { saveExportLinks, updateAppeal } from '../appeals/index.ts';
import { exportColumnsOf, type ExportColumn } from './export-columns.ts';
import { CONTENT_TYPE_CSV, CsvStreamWriter } from './export-csv-writer.ts';
import { presetColumnsOf, type ExportLayout, type PresetFileFormat } from './export-preset-fields.ts';
import { exportFileKeys, signExportLinks, type ExportFileKeys } from './export-links.ts';
import { readExportBatches } from './export-rows.repository.ts';
import { writeExportStatus } from './export-status.ts';
import { CONTENT_TYPE_XLSX, XlsxWorkerWriter } from '../../platform/xlsx/index.ts';

/**
 * Deflate level 1: half the CPU of level 3 for files about 9% larger, and the export is bound by the CPU its
 * threads and PostgreSQL share (docs/decisions/013; level 3 was already twice as fast as the default 6).
 */
const EXPORT_COMPRESSION_LEVEL = 1;

const payload = z.object({ companyId: z.number().int().positive(), appealId: z.number().int().positive(), exportId: z.number().int().positive() });

/**
 * Writes an appeal's two export files in one streamed pass over its results: 'ready to export' (Primary
 * List) and 'handle manually' (Secondary List); excluded donors are in neither. Then it stores the
 * files, signs their links on the appeal, completes the appeal and pushes EXPORT DONE.
 */
export const exportAppealJob = defineJob({
  id: 'exports.export-appeal',
  payload,
  // Retried only when its worker died or it expired: the retry takes the export over from the lost attempt.
  // A failed export is reported to the user, who starts it again; it is not retried behind their back.
  retryLimit: 2,
  expireInSeconds: 60 * 60,
  heartbeatSeconds: 10,
  concurrency: 2,
  perCompany: 1,
  run: async (input, services, job) => {
    try {
      await runExport(services, input, job);
    } catch (error) {
      // The queue gave up on this attempt: the next one owns the export and its files now.
      if (job.signal.aborted) throw error;
      services.log.error({ err: error, ...input }, 'Export failed');
      await markFailed(services, input, 'Something went wrong while creating the export files.');
    }
  },
});

/** Which attempt of the export's job runs it. */
export type ExportAttempt = Pick<Job, 'id' | 'retryCount'> & { signal?: AbortSignal };

export async function runExport(services: AppServices, { companyId, appealId, exportId }: z.infer<typeof payload>, job: ExportAttempt): Promise<void> {
  const { storage, db } = services;
  const attempt = `${job.id}:${job.retryCount}`;
  const claim = await withCompany(db, companyId, async (trx) => {
    // The queue delivers a job at least once: an export is run by the attempt that takes it from PENDING, or
    // by a later attempt of its own job (the queue retries a job only once it has given up on the attempt
    // before: its worker died). Any other delivery can neither rewrite nor (failing) remove its files.
    const before = await trx.selectFrom('appealExports').select(['status', 'jobId', 'attempt', 'layout']).where('id', '=', exportId).forUpdate().executeTakeFirst();
    const isTakeOver = before?.status === 'RUNNING' && before.jobId === job.id && before.attempt !== attempt;
    if (before?.status !== 'PENDING' && !isTakeOver) return 'taken' as const;
    await trx.updateTable('appealExports').set({ status: 'RUNNING', attempt }).where('id', '=', exportId).execute();
    const appeal = await trx.selectFrom('appeals').selectAll().where('id', '=', appealId).where('deletedAt', 'is', null).executeTakeFirst();
    return { appeal, isTakeOver, layout: (before.layout ?? null) as ExportLayout | null };
  });
  if (claim === 'taken') return;
  const { appeal, layout } = claim;
  if (!appeal) {
    await markFailed(services, { companyId, appealId, exportId }, 'The appeal is gone.');
    return;
  }
  const keys = exportFileKeys(companyId, appealId, exportId, layout?.fileFormat ?? 'xlsx');
  // What the lost attempt wrote (finished or half-written files) goes before this one writes.
  if (claim.isTakeOver) await Promise.all([storage.remove(keys.readyToExportKey), storage.remove(keys.handleManuallyKey)]);
  // Opened once the results (and with them the columns) are known, inside the locked read.
  const opened: { files: ExportFiles | null } = { files: null };
  try {
    const read = await readExportBatches(services, companyId, appealId, {
      // The columns follow the results being read (their number of asks and mode), under the same lock.
      onResults: (results) => {
        const exportedAt = new Date();
        const columns = layout
          ? presetColumnsOf(layout, { appealId, askMode: results.askMode, exportedAt })
          : exportColumnsOf({
              source: sourceOfDataImportSourceId(appeal.dataImportSourceId),
              extraFieldsSettings: appeal.extraFieldsSettings,
              customFieldsSettings: appeal.customFieldsSettings,
              columnOrderSettings: appeal.columnOrderSettings,
              numberOfAsks: results.numberOfAsks,
              askMode: results.askMode,
              exportedAt,
              hasTest: results.hasTest,
            });
        opened.files = startExportFiles(storage, keys, columns, layout?.fileFormat ?? 'xlsx');
      },
      onBatch: async (rows) => {
        const { ready, manual, columns } = opened.files!;
        for (const row of rows) {
          const file = row.status === 'ready_export' ? ready : manual;
          // The sequence number is the donor's place in its own file.
          const sequence = file.rows + 1;
          await file.addRow(columns.map((column) => column.value(row, sequence)));
        }
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
    // An attempt the queue gave up on leaves the files to the attempt that took over.
    if (!job.signal?.aborted) await Promise.all([storage.remove(keys.readyToExportKey), storage.remove(keys.handleManuallyKey)]).catch(() => undefined);
    throw failure;
  }
  const { ready, manual } = opened.files;

  const links = await signExportLinks(storage, keys, appeal.name);
  const isFinished = await withCompany(db, companyId, async (trx) => {
    // Only the attempt that holds the export finishes it (once).
    const finished = await trx
      .updateTable('appealExports')
      .set({ status: 'DONE', ...keys, readyToExportCount: ready.rows, handleManuallyCount: manual.rows, completedAt: sql`now()` })
      .where('id', '=', exportId)
      .where('status', '=', 'RUNNING')
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    if (Number(finished.numUpdatedRows) === 0) return false;
    await saveExportLinks(trx, appealId, links);
    await writeExportStatus(trx, companyId, appealId, 'DONE', null);
    return true;
  });
  if (!isFinished) return;
  await updateAppeal(services, companyId, { id: appealId, step: 'completed' });
  await services.bus.publish({
    type: 'EXPORT',
    targetId: String(appealId),
    companyId,
    payload: { status: 'DONE', readyToExport: ready.rows, handleManually: manual.rows },
  });
}

/** What both writers (.xlsx and a preset's .csv) offer the job. */
type ExportFileWriter = Pick<XlsxWorkerWriter, 'output' | 'rows' | 'addRow' | 'finish' | 'abort'>;

interface ExportFiles {
  columns: ExportColumn[];
  ready: ExportFileWriter;
  manual: ExportFileWriter;
  uploads: Promise<unknown>;
}

/**
 * Both files (workbooks, or .csv for a preset that says so), each streaming into storage while rows are added.
 * A workbook is written on a worker thread of its own, so the two files and the read of the rows share the
 * cores (docs/decisions/013); this thread makes the cell values.
 */
function startExportFiles(storage: FileStorage, keys: ExportFileKeys, columns: ExportColumn[], format: PresetFileFormat): ExportFiles {
  const writer = (sheetName: string): ExportFileWriter =>
    format === 'csv' ? new CsvStreamWriter(columns) : new XlsxWorkerWriter(columns, { sheetName, compressionLevel: EXPORT_COMPRESSION_LEVEL });
  const ready = writer('Primary List');
  const manual = writer('Secondary List');
  const contentType = format === 'csv' ? CONTENT_TYPE_CSV : CONTENT_TYPE_XLSX;
  const uploads = Promise.all([
    storage.put(keys.readyToExportKey, ready.output, contentType),
    storage.put(keys.handleManuallyKey, manual.output, contentType),
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
