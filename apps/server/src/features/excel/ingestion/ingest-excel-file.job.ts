import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { defineJob } from '../../../jobs/job-definition.ts';
import { limitExceededMessage, readConstituentRoom } from '../../billing/index.ts';
import { ByteCounter } from '../../../platform/storage/byte-limit.ts';
import { FileTooLargeError } from '../../../platform/storage/file-storage.ts';
import { uploadTempPath } from '../../../platform/storage/upload-temp-files.ts';
import { findExcelFileRow, setExcelProgress, setExcelStatus } from '../excel-files.repository.ts';
import type { ExcelCellError, ExcelStatus } from '../../../db/excel-tables.ts';
import { mailExcelErrors } from './excel-errors-mail.ts';
import { ExcelRefusal } from './excel-refusal.ts';
import { readFirstSheetRows } from './first-sheet-rows.ts';
import { refreshStatistics } from '../../../db/statistics.ts';
import { loadDonors, type LoadOutcome } from './load-donors.ts';

/** Entries of a .xlsx may not expand more than this many times (the zip-bomb guard). */
export const MAX_EXPANSION_RATIO = 100;
/** How many cell errors a push message carries; the file row keeps more. */
const PUSHED_ERRORS = 5;
const UNREADABLE = 'The file could not be read as a spreadsheet. Please open it in Excel, save it as .xlsx and upload it again.';

/** Reads an uploaded Excel file into the donor model, pushing NTYPE_SEEDEXCELDATA progress as it goes. */
export const ingestExcelFileJob = defineJob({
  id: 'excel.ingest-file',
  payload: z.object({ companyId: z.number().int().positive(), environmentId: z.number().int().positive() }),
  // A retry after a crash starts over: nothing of a failed run was committed.
  retryLimit: 1,
  expireInSeconds: 30 * 60,
  run: async ({ companyId, environmentId }, services) => {
    await ingestExcelFile(services, companyId, environmentId);
  },
});

export async function ingestExcelFile(services: AppServices, companyId: number, environmentId: number): Promise<ExcelStatus> {
  const { db, bus, storage, config, log } = services;
  const file = await withCompany(db, companyId, (trx) => findExcelFileRow(trx, environmentId));
  if (!file || (file.status !== 'START' && file.status !== 'PROCESSING')) return file?.status ?? 'ERROR';

  let total: number | null = null;
  let lastPush = 0;
  let progressWrite: Promise<void> = Promise.resolve();
  const publish = (payload: Record<string, unknown>) =>
    bus.publish({ type: 'NTYPE_SEEDEXCELDATA', targetId: String(environmentId), companyId, payload: { organisationName: file.name, ...payload } });
  const finish = async (status: ExcelStatus, errors: ExcelCellError[], errorCount = errors.length, rowsDone = 0) => {
    await progressWrite;
    if (status !== 'DONE' && status !== 'DONE_WITH_ERROR') {
      const isSet = await withCompany(db, companyId, (trx) => setExcelStatus(trx, environmentId, { status, errors, errorCount, isFinished: true }));
      // Another run of the job finished the file first: its result stands, and it has told the browser.
      if (!isSet) return (await withCompany(db, companyId, (trx) => findExcelFileRow(trx, environmentId)))?.status ?? status;
    }
    await publish({ status, progress: `${rowsDone}-${total ?? rowsDone}`, errorMessages: JSON.stringify(errors.slice(0, PUSHED_ERRORS)), errorCount });
    return status;
  };

  if (!(await withCompany(db, companyId, (trx) => setExcelStatus(trx, environmentId, { status: 'PROCESSING' })))) return file.status;
  await publish({ status: 'PROCESSING', progress: '0-0' });
  const started = performance.now();
  const localCopy = uploadTempPath('excel', path.extname(file.storageKey).toLowerCase());
  try {
    await pipeline(await storage.get(file.storageKey), new ByteCounter(config.EXCEL_MAX_UPLOAD_BYTES), createWriteStream(localCopy));
    const downloadMs = Math.round(performance.now() - started);
    const { rows, rowCount } = await readFirstSheetRows(localCopy, file.storageKey, {
      maxFileBytes: config.EXCEL_MAX_UPLOAD_BYTES,
      maxUnzippedBytes: config.EXCEL_MAX_UNZIPPED_BYTES,
      maxRatio: MAX_EXPANSION_RATIO,
      maxRows: config.EXCEL_MAX_ROWS,
    });
    if (rowCount !== null) {
      total = Math.max(0, rowCount - 1);
      await withCompany(db, companyId, (trx) => setExcelStatus(trx, environmentId, { status: 'PROCESSING', rowsTotal: total }));
    }
    const inspectMs = Math.round(performance.now() - started) - downloadMs;
    const room = await withCompany(db, companyId, (trx) => readConstituentRoom(trx, config, environmentId));
    const outcome: LoadOutcome = await loadDonors({
      pool: services.pool,
      companyId,
      environmentId,
      rows,
      limits: { maxRows: config.EXCEL_MAX_ROWS, maxColumns: config.EXCEL_MAX_COLUMNS, constituentLimit: room.limit },
      onRowsRead: (rowsRead) => {
        const now = Date.now();
        if (now - lastPush < 300) return;
        lastPush = now;
        const done = Math.max(0, rowsRead - 1);
        void publish({ status: 'PROCESSING', progress: `${done}-${total ?? 0}` }).catch(() => undefined);
        progressWrite = progressWrite.then(() => withCompany(db, companyId, (trx) => setExcelProgress(trx, environmentId, done))).catch(() => undefined);
      },
    });
    if (outcome.status === 'FINISHED_ELSEWHERE') return outcome.finishedAs;
    if (outcome.status === 'ERROR_LIMIT_EXCEDED') {
      // Nothing of the file is kept: its rows were rolled back, and the upload itself goes too.
      await storage.remove(file.storageKey);
      return await finish('ERROR_LIMIT_EXCEDED', [{ id: room.reason, error: limitExceededMessage(outcome) }]);
    }
    if (outcome.status === 'ERROR_NO_CONSTITUENTS') {
      const errors = [{ id: 'file', error: 'No donor could be read from the file: every row is blank or has errors.' }, ...outcome.errors];
      await mailExcelErrors(services, file, { status: outcome.status, loaded: 0, errors, errorCount: outcome.errorCount + 1 });
      return await finish('ERROR_NO_CONSTITUENTS', errors, outcome.errorCount + 1);
    }
    total ??= outcome.loaded;
    // Mapping and the review read these rows next: plan them with statistics that know the file.
    await refreshStatistics(db, ['constituents', 'constituent_imported_giving']);
    log.info({ environmentId, rows: outcome.loaded, downloadMs, inspectMs, ...outcome.timings }, 'Excel file ingested');
    if (outcome.status === 'DONE_WITH_ERROR') await mailExcelErrors(services, file, outcome);
    return await finish(outcome.status, outcome.errors, outcome.errorCount, outcome.loaded);
  } catch (error) {
    if (error instanceof ExcelRefusal) return await finish('ERROR', [{ id: 'file', error: error.message }]);
    if (error instanceof FileTooLargeError) return await finish('ERROR', [{ id: 'file', error: error.message }]);
    log.warn({ err: error, environmentId }, 'An Excel file could not be read');
    return await finish('ERROR', [{ id: 'file', error: UNREADABLE }]);
  } finally {
    await rm(localCopy, { force: true });
  }
}
