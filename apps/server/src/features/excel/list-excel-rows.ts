import { sql } from 'kysely';
import { GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import { withCompany, type Db } from '../../db/database.ts';
import { EXCEL_SOURCE_ID } from './excel-files.repository.ts';

export const PAGE_SIZES = [5, 10, 15, 20, 100] as const;

/** A file's row: the giving fields of giving-fields.ts (null = blank cell) and the rest of the template. */
export interface ExcelRowView extends GivingValues<number | null> {
  id: number;
  externalIdentifier: string;
  firstName: string | null;
  lastName: string | null;
  minSuggestedAskW: number | null;
  spouse: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  preferredEmail: string | null;
  preferredName: string | null;
  customFieldValues: Array<{ category: string; value: string }>;
  totalRows: number;
}

/** Makes user text safe inside ILIKE: % and _ match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * listExcelDetailByOrganizationId: one page of a file's donors in file order, optionally filtered by a
 * search over id, names, e-mail, address and city; `page` is 0-based (the spec's offset = page - 1).
 * Returns null when the file is not one of the company's (live) Excel files.
 */
export async function listExcelRows(
  db: Db,
  companyId: number,
  input: { environmentId: number; limit: number; page: number; search?: string | null },
): Promise<ExcelRowView[] | null> {
  const limit = Math.min(Math.max(1, Math.floor(input.limit)), 500);
  const page = Math.max(0, Math.floor(input.page));
  const search = input.search?.trim() ?? '';
  return withCompany(db, companyId, async (trx) => {
    const file = await trx
      .selectFrom('environments')
      .select('id')
      .where('id', '=', input.environmentId)
      .where('dataImportSourceId', '=', EXCEL_SOURCE_ID)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!file) return null;
    let query = trx
      .selectFrom('constituents as c')
      .leftJoin('constituentImportedGiving as g', 'g.constituentId', 'c.id')
      .where('c.environmentId', '=', file.id);
    if (search) {
      const pattern = likePattern(search);
      query = query.where((eb) =>
        eb.or(
          ['c.externalId', 'c.firstName', 'c.lastName', 'c.preferredName', 'c.email', 'c.address1', 'c.city', 'c.spouse'].map((column) =>
            eb(sql.ref(column), 'ilike', pattern),
          ),
        ),
      );
    }
    const rows = await query
      .select([
        'c.id',
        'c.externalId as externalIdentifier',
        'c.firstName',
        'c.lastName',
        ...GIVING_KEYS.map((key) => `g.${key}` as const),
        'c.wealthRatingCents as minSuggestedAskW',
        'c.spouse',
        'c.address1',
        'c.city',
        'c.state',
        'c.zip',
        'c.email as preferredEmail',
        'c.preferredName',
        'c.customFieldValues',
        sql<number>`count(*) over ()`.as('totalRows'),
      ])
      .orderBy('c.id')
      .limit(limit)
      .offset(page * limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      customFieldValues: Array.isArray(row.customFieldValues) ? (row.customFieldValues as ExcelRowView['customFieldValues']) : [],
    }));
  });
}
