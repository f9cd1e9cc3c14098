import path from 'node:path';
import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { AppealActor } from '../appeals/index.ts';
import { findExcelFileRow, insertExcelFile, type ExcelFileRow } from './excel-files.repository.ts';
import { EXCEL_ONLY_MESSAGE, excelKeyPrefix, isExcelFileName, originalExcelName } from './excel-upload-names.ts';
import { ingestExcelFileJob } from './ingestion/ingest-excel-file.job.ts';

export type RegisterResult = { statusCode: 200; result: ExcelFileRow; error: null } | { statusCode: 400 | 500; result: null; error: string };

/**
 * FileProcessData for sourceType 'excelFile': registers an uploaded file (by its stored name) as an
 * Excel environment and queues its ingestion. Errors come back as statusCode 500 with a message (spec).
 */
export async function registerExcelFile(services: AppServices, actor: AppealActor, input: { sourceType: string; fileName: string }): Promise<RegisterResult> {
  if (input.sourceType !== 'excelFile') return { statusCode: 400, result: null, error: `Unknown source type ${input.sourceType}.` };
  const storedName = path.posix.basename(input.fileName);
  if (!isExcelFileName(storedName) || storedName !== input.fileName) return { statusCode: 500, result: null, error: EXCEL_ONLY_MESSAGE };
  const key = excelKeyPrefix(actor.companyId) + storedName;
  const stored = await services.storage.head(key).catch(() => null);
  if (!stored) return { statusCode: 500, result: null, error: 'The uploaded file was not found. Please upload it again.' };
  try {
    const file = await withCompany(services.db, actor.companyId, async (trx) => {
      const taken = await trx.selectFrom('excelFiles').select('environmentId').where('storageKey', '=', key).executeTakeFirst();
      if (taken) return null;
      const id = await insertExcelFile(trx, {
        companyId: actor.companyId,
        userId: actor.userId,
        storageKey: key,
        storedName,
        originalName: originalExcelName(storedName),
        sizeBytes: stored.size,
      });
      return findExcelFileRow(trx, id);
    });
    if (!file) return { statusCode: 500, result: null, error: 'This upload is already registered.' };
    await services.jobs.send(ingestExcelFileJob, { companyId: actor.companyId, environmentId: file.id });
    return { statusCode: 200, result: file, error: null };
  } catch (error) {
    services.log.error({ err: error }, 'Registering an Excel file failed');
    return { statusCode: 500, result: null, error: 'The file could not be registered. Please try again.' };
  }
}
