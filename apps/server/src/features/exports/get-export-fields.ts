import { sourceOfDataImportSourceId } from '@askwise/domain/appeal-steps';
import { sql } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { APPEAL_NOT_FOUND } from './create-export-files.ts';
import { exportFieldsOf, type ExportField } from './export-fields.ts';

/** getAppealExportFields: the donor fields the appeal's source offers for its export files. */
export async function getAppealExportFields(db: Db, companyId: number, appealId: number): Promise<ExportField[]> {
  const appeal = await withCompany(db, companyId, (trx) =>
    trx.selectFrom('appeals').select('dataImportSourceId').where('id', '=', appealId).where('deletedAt', 'is', null).executeTakeFirst(),
  );
  if (!appeal) throw new UserFacingError(APPEAL_NOT_FOUND, 'NOT_FOUND');
  return exportFieldsOf(sourceOfDataImportSourceId(appeal.dataImportSourceId));
}

/** A custom donor field of a source (spec section 3, 'Custom field'). */
export interface CustomField {
  id: string;
  label: string;
  name: string;
  category: string;
}

/**
 * The custom fields the donors of an appeal (or of an environment) carry: every category found in their
 * custom field values, in name order. Another company's appeal or environment gives an empty list.
 */
export async function getDonorCustomFields(db: Db, companyId: number, input: { appealId?: number | null; environmentId?: number | null }): Promise<CustomField[]> {
  if (!input.appealId && !input.environmentId) return [];
  const source = input.appealId
    ? sql`select custom_field_values from appeal_constituents where appeal_id = ${input.appealId} and custom_field_values is not null`
    : sql`select custom_field_values from constituents where environment_id = ${input.environmentId!} and custom_field_values is not null`;
  const { rows } = await withCompany(db, companyId, (trx) =>
    sql<{ category: string }>`
      select distinct item->>'category' as category
      from (${source}) donors
      cross join lateral jsonb_array_elements(case jsonb_typeof(donors.custom_field_values) when 'array' then donors.custom_field_values else '[]'::jsonb end) item
      where item->>'category' is not null and item->>'category' <> ''
      order by 1`.execute(trx),
  );
  return rows.map((r) => ({ id: `custom:${r.category}`, label: r.category, name: r.category, category: r.category }));
}
