import type { Trx } from '../../db/database.ts';

// Records a source reports deleted (a Raiser's Edge NXT webhook) leave the donor model by the source's id.

/** A donor and, by cascade, its gifts, splits and audience memberships. */
export async function removeDonor(trx: Trx, environmentId: number, externalId: string): Promise<void> {
  await trx.deleteFrom('constituents').where('environmentId', '=', environmentId).where('externalId', '=', externalId).execute();
}

/** Gifts (and their splits) by the source's ids. */
export async function removeGiftsById(trx: Trx, environmentId: number, externalIds: readonly string[]): Promise<void> {
  if (!externalIds.length) return;
  await trx.deleteFrom('gifts').where('environmentId', '=', environmentId).where('externalId', 'in', externalIds).execute();
}
