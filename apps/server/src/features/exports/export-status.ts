import type { Trx } from '../../db/database.ts';
import { recordExportStatus } from '../appeals/index.ts';

/**
 * The appeal status's exportExcelStatus (PROGRESS, DONE or ERROR::message), which the browser polls
 * beside the EXPORT push, through the appeal's export transition.
 */
export async function writeExportStatus(trx: Trx, companyId: number, appealId: number, status: string, error: string | null): Promise<void> {
  await recordExportStatus(trx, companyId, appealId, status, error);
}
