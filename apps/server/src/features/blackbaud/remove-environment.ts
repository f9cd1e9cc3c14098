import { withCompany, type Db } from '../../db/database.ts';

/** RemoveBlackbaudEnvironment: the environment, its tokens, donors, gifts and audiences go; appeals built on it stay. */
export async function removeEnvironment(db: Db, companyId: number, environmentId: number): Promise<boolean> {
  return withCompany(db, companyId, async (trx) => {
    const removed = await trx.deleteFrom('environments').where('id', '=', environmentId).where('dataImportSourceId', '=', 1).returning('id').executeTakeFirst();
    return removed !== undefined;
  });
}
