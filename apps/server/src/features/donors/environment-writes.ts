import type { Insertable, UpdateObject } from 'kysely';
import type pg from 'pg';
import type { Trx } from '../../db/database.ts';
import type { EnvironmentsTable } from '../../db/donor-tables.ts';
import type { Database } from '../../db/tables.ts';

// An environment is one donor database of a company: an uploaded Excel file, the practice environment, a
// Raiser's Edge NXT environment or a Virtuous account. Sources create it, report their progress on it and
// remove it through these writers; its id and company never change.

export type NewEnvironment = Omit<Insertable<EnvironmentsTable>, 'id'>;
/** Values or SQL expressions (a count, now()) for the columns that change. */
export type EnvironmentChanges = Omit<UpdateObject<Database, 'environments'>, 'id' | 'companyId' | 'createdAt'>;

export async function createEnvironment(trx: Trx, environment: NewEnvironment): Promise<number> {
  const created = await trx.insertInto('environments').values(environment).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/**
 * Changes an environment and returns it as it now is, or undefined when no environment matched (`of` narrows
 * the match: a source changes only its own environments; `isLive` leaves removed ones alone).
 */
export async function updateEnvironment(trx: Trx, environmentId: number, changes: EnvironmentChanges, of: { sourceId?: number; isLive?: boolean } = {}) {
  let query = trx.updateTable('environments').set(changes).where('id', '=', environmentId);
  if (of.sourceId !== undefined) query = query.where('dataImportSourceId', '=', of.sourceId);
  if (of.isLive) query = query.where('deletedAt', 'is', null);
  return query.returningAll().executeTakeFirst();
}

/** Deletes a CRM environment with its whole donor model (on delete cascade); false when the source has no such environment. */
export async function removeEnvironment(trx: Trx, environmentId: number, sourceId: number): Promise<boolean> {
  const removed = await trx.deleteFrom('environments').where('id', '=', environmentId).where('dataImportSourceId', '=', sourceId).returning('id').executeTakeFirst();
  return removed !== undefined;
}

/** Creates the environment unless the company already has one of that source and id (the practice environment). */
export async function ensureEnvironment(trx: Trx, environment: NewEnvironment): Promise<void> {
  await trx
    .insertInto('environments')
    .values(environment)
    .onConflict((oc) => oc.columns(['companyId', 'dataImportSourceId', 'environmentId']).doNothing())
    .execute();
}

/** A finished load on a plain client (the Excel ingestion's COPY transaction): the donor count and the final status. */
export async function recordLoadedEnvironment(client: pg.ClientBase, environmentId: number, loaded: { constituentTotal: number; status: string }): Promise<void> {
  await client.query(
    `update environments set constituent_total = $2, status = $3, last_status_update = now(), updated_at = now(),
       ingestion_completion_date = now() where id = $1`,
    [environmentId, loaded.constituentTotal, loaded.status],
  );
}
