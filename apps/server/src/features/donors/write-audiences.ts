import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { AudienceRecord, DonorTarget } from './donor-records.ts';

/** CRM lists or tags upserted by the source's id as the environment's audiences. */
export async function writeAudiences(trx: Trx, target: DonorTarget, audiences: readonly AudienceRecord[]): Promise<number> {
  if (!audiences.length) return 0;
  await sql`
    insert into audiences (company_id, environment_id, external_id, name, total)
    select ${target.companyId}::int, ${target.environmentId}::int, t.external_id, t.name, t.total
    from unnest(${audiences.map((a) => a.externalId)}::text[], ${audiences.map((a) => a.name)}::text[], ${audiences.map((a) => a.total)}::int[]) as t(external_id, name, total)
    on conflict (environment_id, external_id) do update set name = excluded.name, total = excluded.total`.execute(trx);
  return audiences.length;
}

/** Donors of the environment (by the source's id) join an audience; ids the environment does not hold are skipped. */
export async function addAudienceMembers(trx: Trx, target: DonorTarget & { audienceId: number }, donorExternalIds: readonly string[]): Promise<void> {
  if (!donorExternalIds.length) return;
  await sql`
    insert into audience_members (company_id, audience_id, constituent_id)
    select ${target.companyId}::int, ${target.audienceId}::int, c.id
    from unnest(${donorExternalIds}::text[]) as m(external_id)
    join constituents c on c.environment_id = ${target.environmentId} and c.external_id = m.external_id
    on conflict do nothing`.execute(trx);
}

/** An audience loses its members before it is read again from its source. */
export async function clearAudienceMembers(trx: Trx, audienceId: number): Promise<void> {
  await trx.deleteFrom('audienceMembers').where('audienceId', '=', audienceId).execute();
}
