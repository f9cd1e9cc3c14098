import { sql, type Insertable, type RawBuilder, type UpdateObject } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { AudiencesTable } from '../../db/donor-tables.ts';
import type { Database } from '../../db/tables.ts';
import type { AudienceRecord, DonorTarget } from './donor-records.ts';

/**
 * CRM lists or tags upserted by the source's id as the environment's active audiences. A record without a
 * total (a Virtuous tag, counted when it is synced) keeps the total the audience has.
 */
export async function writeAudiences(trx: Trx, target: DonorTarget, audiences: readonly AudienceRecord[]): Promise<number> {
  if (!audiences.length) return 0;
  await sql`
    with input as (
      select * from unnest(${audiences.map((a) => a.externalId)}::text[], ${audiences.map((a) => a.name)}::text[],
        ${audiences.map((a) => a.total ?? null)}::int[], ${audiences.map((a) => a.groupName ?? null)}::text[]) as t(external_id, name, total, group_name))
    insert into audiences (company_id, environment_id, external_id, name, total, group_name, is_active)
    select ${target.companyId}::int, ${target.environmentId}::int, i.external_id, i.name, coalesce(i.total, 0), i.group_name, true from input i
    on conflict (environment_id, external_id) do update set name = excluded.name, group_name = excluded.group_name, is_active = true,
      total = coalesce((select i.total from input i where i.external_id = excluded.external_id), audiences.total)`.execute(trx);
  return audiences.length;
}

/** After the source's full list was read: its audiences are active, any other of the environment is not (it keeps its appeals). */
export async function markActiveAudiences(trx: Trx, environmentId: number, externalIds: readonly string[]): Promise<void> {
  await trx
    .updateTable('audiences')
    .set({ isActive: sql<boolean>`external_id = any(${externalIds}::text[])` })
    .where('environmentId', '=', environmentId)
    .execute();
}

export type NewAudience = Omit<Insertable<AudiencesTable>, 'id'>;
/** Values or SQL expressions (a count of members, now()) for the columns that change. */
export type AudienceChanges = Omit<UpdateObject<Database, 'audiences'>, 'id' | 'companyId' | 'environmentId' | 'externalId'>;

export async function createAudience(trx: Trx, audience: NewAudience): Promise<number> {
  const created = await trx.insertInto('audiences').values(audience).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/** Changes an audience (its processing state, its counts) and returns it as it now is. */
export async function updateAudience(trx: Trx, audienceId: number, changes: AudienceChanges) {
  return trx.updateTable('audiences').set(changes).where('id', '=', audienceId).returningAll().executeTakeFirstOrThrow();
}

/** The number of an audience's members, as a value for updateAudience. */
export const memberCount = (audienceId: number) => sql<number>`(select count(*) from audience_members where audience_id = ${audienceId})`;

/** Donors of the environment (by the source's id) join an audience; ids the environment does not hold are skipped. */
export async function addAudienceMembers(
  trx: Trx,
  target: DonorTarget & { audienceId: number },
  donorExternalIds: readonly string[],
): Promise<void> {
  if (!donorExternalIds.length) return;
  await sql`
    insert into audience_members (company_id, audience_id, constituent_id)
    select ${target.companyId}::int, ${target.audienceId}::int, c.id
    from unnest(${donorExternalIds}::text[]) as m(external_id)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = m.external_id
    on conflict do nothing`.execute(trx);
}

/** Members chosen by a query of constituent ids of the environment (the practice environment's generated lists). */
export async function addAudienceMembersFrom(
  trx: Trx,
  target: DonorTarget & { audienceId: number },
  constituentIds: RawBuilder<unknown>,
): Promise<void> {
  await sql`insert into audience_members (company_id, audience_id, constituent_id)
    select ${target.companyId}, ${target.audienceId}, m.id from (${constituentIds}) as m(id)`.execute(trx);
}

/** An audience loses its members before it is read again from its source. */
export async function clearAudienceMembers(trx: Trx, audienceId: number): Promise<void> {
  await trx.deleteFrom('audienceMembers').where('audienceId', '=', audienceId).execute();
}
