import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { ExcelCellError, ExcelStatus } from '../../db/excel-tables.ts';
import { createEnvironment, updateEnvironment } from '../donors/index.ts';

/** The Excel data source's id in data_import_sources (DIS_EX). */
export const EXCEL_SOURCE_ID = 2;

export interface ExcelFileRow {
  id: number;
  companyId: number;
  name: string;
  externalIdentifier: string;
  storageKey: string;
  constituentTotal: number;
  status: ExcelStatus;
  rowsDone: number;
  rowsTotal: number | null;
  errorCount: number;
  errorMessages: ExcelCellError[];
  customColumns: string[];
  uploadBy: number | null;
  uploadByName: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function selectFiles(trx: Trx) {
  return trx
    .selectFrom('excelFiles as f')
    .innerJoin('environments as e', 'e.id', 'f.environmentId')
    .leftJoin('users as u', 'u.id', 'f.uploadBy')
    .where('e.deletedAt', 'is', null)
    .select([
      'e.id',
      'e.companyId',
      'e.organizationName as name',
      'e.environmentId as externalIdentifier',
      'f.storageKey',
      'e.constituentTotal',
      'f.status',
      'f.rowsDone',
      'f.rowsTotal',
      'f.errorCount',
      'f.errorMessages',
      'f.customColumns',
      'f.uploadBy',
      sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('uploadByName'),
      'f.createdAt',
      'f.updatedAt',
    ]);
}

/** The company's files, newest first (soft-deleted files are gone from every list). */
export function listExcelFileRows(trx: Trx): Promise<ExcelFileRow[]> {
  return selectFiles(trx).orderBy('f.createdAt', 'desc').orderBy('e.id', 'desc').execute();
}

export function findExcelFileRow(trx: Trx, id: number): Promise<ExcelFileRow | undefined> {
  return selectFiles(trx).where('e.id', '=', id).executeTakeFirst();
}

export async function insertExcelFile(
  trx: Trx,
  file: { companyId: number; userId: number; storageKey: string; storedName: string; originalName: string; sizeBytes: number },
): Promise<number> {
  const environmentId = await createEnvironment(trx, {
    companyId: file.companyId,
    dataImportSourceId: EXCEL_SOURCE_ID,
    organizationId: file.storedName,
    organizationName: file.originalName,
    environmentId: file.storedName,
    environmentName: file.originalName,
    status: 'START',
    isLocked: false,
    totalSyncTime: null,
    errorMessage: null,
    ingestionType: null,
    ingestionStatus: null,
    ingestionError: null,
    ingestionCompletionDate: null,
    deletedAt: null,
  });
  await trx
    .insertInto('excelFiles')
    .values({
      environmentId,
      companyId: file.companyId,
      storageKey: file.storageKey,
      originalName: file.originalName,
      sizeBytes: file.sizeBytes,
      uploadBy: file.userId,
      rowsTotal: null,
      startedAt: null,
      finishedAt: null,
    })
    .execute();
  return environmentId;
}

/** Statuses of a file whose ingestion has not finished. */
export const UNFINISHED_STATUSES = ['START', 'PROCESSING'] as const;

export async function setExcelStatus(
  trx: Trx,
  id: number,
  change: { status: ExcelStatus; rowsTotal?: number | null; errors?: ExcelCellError[]; errorCount?: number; isFinished?: boolean },
): Promise<boolean> {
  const file = await trx
    .updateTable('excelFiles')
    .set({
      status: change.status,
      ...(change.rowsTotal !== undefined ? { rowsTotal: change.rowsTotal } : {}),
      ...(change.errors ? { errorMessages: JSON.stringify(change.errors), errorCount: change.errorCount ?? change.errors.length } : {}),
      ...(change.status === 'PROCESSING' ? { startedAt: sql<Date>`now()`, rowsDone: 0 } : {}),
      ...(change.isFinished ? { finishedAt: sql<Date>`now()` } : {}),
      updatedAt: sql<Date>`now()`,
    })
    .where('environmentId', '=', id)
    // The queue delivers a job at least once: a late second run must not reopen or overwrite a finished file.
    .where('status', 'in', UNFINISHED_STATUSES)
    .executeTakeFirst();
  if (Number(file.numUpdatedRows) === 0) return false;
  await updateEnvironment(trx, id, {
    status: change.status,
    lastStatusUpdate: sql<Date>`now()`,
    updatedAt: sql<Date>`now()`,
    errorMessage: change.errors?.[0]?.error ?? null,
  });
  return true;
}

export async function setExcelProgress(trx: Trx, id: number, rowsDone: number): Promise<void> {
  // A write that lands after the final status must not overwrite the final count.
  await trx
    .updateTable('excelFiles')
    .set({ rowsDone, updatedAt: sql<Date>`now()` })
    .where('environmentId', '=', id)
    .where('status', '=', 'PROCESSING')
    .execute();
  await updateEnvironment(trx, id, { lastStatusUpdate: sql<Date>`now()` });
}

/** Soft delete: the file leaves every list and selection; appeals already made from it keep their rows. */
export async function softDeleteExcelFileRow(trx: Trx, id: number): Promise<boolean> {
  const deleted = await updateEnvironment(
    trx,
    id,
    { deletedAt: sql<Date>`now()`, updatedAt: sql<Date>`now()` },
    { sourceId: EXCEL_SOURCE_ID, isLive: true },
  );
  return deleted !== undefined;
}
