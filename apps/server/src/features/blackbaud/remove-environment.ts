import { withCompany, type Db } from '../../db/database.ts';
import { removeEnvironment as removeDonorEnvironment } from '../donors/index.ts';

/** RemoveBlackbaudEnvironment: the environment, its tokens, donors, gifts and audiences go; appeals built on it stay. */
export async function removeEnvironment(db: Db, companyId: number, environmentId: number): Promise<boolean> {
  return withCompany(db, companyId, (trx) => {
    return removeDonorEnvironment(trx, environmentId, 1);
  });
}
