import type { Selectable } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import type { AudiencesTable } from '../../db/donor-tables.ts';

export type AudienceRow = Selectable<AudiencesTable>;

/** Audience list execution statuses that lock the audience choice while a list is processed. */
export const PROCESSING_AUDIENCE_STATUSES = ['INIT', 'DELETING_OLD_RECORDS', 'PROCESSING'] as const;

/** getOrganizationAudiences: an environment's active audience lists, by name; none for another company's environment. */
export async function listAudiences(db: Db, companyId: number, environmentId: number): Promise<AudienceRow[]> {
  return withCompany(db, companyId, (trx) =>
    trx.selectFrom('audiences').selectAll().where('companyId', '=', companyId).where('environmentId', '=', environmentId).where('isActive', '=', true).orderBy('name').orderBy('id').execute(),
  );
}
