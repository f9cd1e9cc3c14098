import { sql, type Updateable } from 'kysely';
import { withCompany, type Db } from '../../db/database.ts';
import type { EnvironmentsTable } from '../../db/donor-tables.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { updateEnvironment as updateDonorEnvironment } from '../donors/index.ts';
import type { EnvironmentRow } from './list-environments.ts';

/** Statuses in which a sync (or the practice environment's generation) holds the environment's lock. */
const AT_WORK_STATUSES = ['CREATE_JOBS', 'ORCHESTRATING', 'DELETING'];
const NAME_MAX_LENGTH = 200;

export interface EnvironmentChanges {
  organizationName?: string | null;
  /** 0 or 1, as the spec's environment carries it. */
  isLocked?: number | null;
}

export const ENVIRONMENT_NOT_FOUND = 'Environment not found.';

function validChanges(changes: EnvironmentChanges): { name: string | null; isLocked: boolean | null } {
  const name = changes.organizationName?.trim() ?? null;
  if (name !== null && (name.length === 0 || name.length > NAME_MAX_LENGTH))
    throw new UserFacingError(`organizationName must have 1 to ${NAME_MAX_LENGTH} characters.`);
  const isLocked = changes.isLocked ?? null;
  if (isLocked !== null && isLocked !== 0 && isLocked !== 1) throw new UserFacingError('isLocked must be 0 or 1.');
  return { name, isLocked: isLocked === null ? null : isLocked === 1 };
}

/**
 * updateBlackbaudOrganization: renames a donor-database environment, or sets its lock. A sync holds the
 * lock until it ends, so it is not released by hand meanwhile; and a lock with no sync at work would never be
 * released, so it is kept only while one is (the resync's isLocked=1 confirms the lock its request took).
 */
export async function updateEnvironment(
  db: Db,
  companyId: number,
  environmentId: number,
  changes: EnvironmentChanges,
): Promise<EnvironmentRow> {
  const { name, isLocked } = validChanges(changes);
  return withCompany(db, companyId, async (trx) => {
    const current = await trx
      .selectFrom('environments')
      .select(['id', 'status'])
      .where('companyId', '=', companyId)
      .where('id', '=', environmentId)
      .where('dataImportSourceId', '=', 1)
      .where('deletedAt', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new UserFacingError(ENVIRONMENT_NOT_FOUND, 'NOT_FOUND');
    const isAtWork = AT_WORK_STATUSES.includes(current.status);
    if (isLocked === false && isAtWork)
      throw new UserFacingError('The environment is being synced; it is unlocked when the sync ends.', 'CONFLICT');
    const set: Updateable<EnvironmentsTable> = {};
    if (name !== null) set.organizationName = name;
    if (isLocked === false || (isLocked === true && isAtWork)) set.isLocked = isLocked;
    const updated = await updateDonorEnvironment(trx, environmentId, { ...set, updatedAt: sql`now()` });
    if (!updated) throw new UserFacingError(ENVIRONMENT_NOT_FOUND, 'NOT_FOUND');
    return updated;
  });
}

/** One donor-database environment of the company, or null. */
export async function findDonorDatabaseEnvironment(db: Db, companyId: number, environmentId: number): Promise<EnvironmentRow | null> {
  const row = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('environments')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('id', '=', environmentId)
      .where('dataImportSourceId', '=', 1)
      .where('deletedAt', 'is', null)
      .executeTakeFirst(),
  );
  return row ?? null;
}
