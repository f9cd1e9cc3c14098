import { withCompany, type Db } from '../../db/database.ts';
import { EXCEL_SOURCE_ID } from './excel-files.repository.ts';

export interface ExcelCustomField {
  /** Stable within a file: 'custom:' and the column's position among the custom columns. */
  id: string;
  label: string;
  name: string;
  category: string;
}

/**
 * getExcelCustomFields: a file's custom columns (the columns after the standard ones), by file or by
 * the appeal made from it. Another company's file or appeal gives an empty list.
 */
export async function getExcelCustomFields(db: Db, companyId: number, input: { environmentId?: number | null; appealId?: number | null }): Promise<ExcelCustomField[]> {
  return withCompany(db, companyId, async (trx) => {
    let environmentId = input.environmentId ?? null;
    if (environmentId === null && input.appealId) {
      const appeal = await trx.selectFrom('appeals').select('environmentId').where('id', '=', input.appealId).executeTakeFirst();
      environmentId = appeal?.environmentId ?? null;
    }
    if (environmentId === null) return [];
    const file = await trx
      .selectFrom('excelFiles as f')
      .innerJoin('environments as e', 'e.id', 'f.environmentId')
      .select('f.customColumns')
      .where('f.environmentId', '=', environmentId)
      .where('e.dataImportSourceId', '=', EXCEL_SOURCE_ID)
      .executeTakeFirst();
    return (file?.customColumns ?? []).map((name, index) => ({ id: `custom:${index + 1}`, label: name, name, category: name }));
  });
}
