import type { Db } from '../../db/database.ts';
import type { DataImportSourcesTable } from '../../db/donor-tables.ts';

export type DataImportSourceRow = DataImportSourcesTable;

/** The three places donors come from (the donor database, Excel, the second system), by id. */
export async function listDataImportSources(db: Db): Promise<DataImportSourceRow[]> {
  return db.selectFrom('dataImportSources').select(['id', 'name', 'code']).orderBy('id').execute();
}
