import type { Selectable } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import type { EnvironmentsTable } from '../../db/donor-tables.ts';
import { PRACTICE_ENVIRONMENT_ID } from '../practice/index.ts';

export type EnvironmentRow = Selectable<EnvironmentsTable>;

/** The company's donor-database environments: the practice environment first, then by name. */
export async function listDonorDatabaseEnvironments(db: Db, companyId: number): Promise<EnvironmentRow[]> {
  return withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('environments')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('dataImportSourceId', '=', 1)
      .where('deletedAt', 'is', null)
      .orderBy((eb) => eb.case().when('environmentId', '=', PRACTICE_ENVIRONMENT_ID).then(0).else(1).end())
      .orderBy('organizationName')
      .orderBy('id')
      .execute(),
  );
}

export function isPracticeEnvironment(environment: Pick<EnvironmentRow, 'environmentId'>): boolean {
  return environment.environmentId === PRACTICE_ENVIRONMENT_ID;
}
