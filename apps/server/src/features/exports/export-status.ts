import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

/**
 * The appeal status's exportExcelStatus (PROGRESS, DONE or ERROR::message), which the browser polls
 * beside the EXPORT push. Written even when the appeal has no status row yet.
 */
export async function writeExportStatus(trx: Trx, companyId: number, appealId: number, status: string, error: string | null): Promise<void> {
  await sql`
    insert into appeal_statuses (appeal_id, company_id, export_excel_status, export_excel_error)
    values (${appealId}, ${companyId}, ${status}, ${error})
    on conflict (appeal_id) do update
    set export_excel_status = excluded.export_excel_status, export_excel_error = excluded.export_excel_error, updated_at = now()`.execute(trx);
}
