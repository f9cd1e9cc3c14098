import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { DonorRecord, DonorTarget } from './donor-records.ts';

// Donors are upserted by the source's id in one set-based statement per page (unnest of parallel arrays).
const COLUMNS = [
  'lookup_id',
  'first_name',
  'last_name',
  'preferred_name',
  'spouse',
  'contact_name',
  'informal_name',
  'addressee',
  'address1',
  'city',
  'state',
  'zip',
  'email',
] as const;
const FIELDS: ReadonlyArray<Exclude<keyof DonorRecord, 'externalId'>> = [
  'lookupId',
  'firstName',
  'lastName',
  'preferredName',
  'spouse',
  'contactName',
  'informalName',
  'addressee',
  'address1',
  'city',
  'state',
  'zip',
  'email',
];

const columnList = sql.raw(COLUMNS.join(', '));
const updates = sql.raw(COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '));

export async function writeDonors(trx: Trx, target: DonorTarget, donors: readonly DonorRecord[]): Promise<number> {
  if (!donors.length) return 0;
  const arrays = FIELDS.map((field) => sql`${donors.map((d) => d[field])}::text[]`);
  await sql`
    insert into constituents (company_id, environment_id, external_id, ${columnList})
    select ${target.companyId}::int, ${target.environmentId}::int, t.*
    from unnest(${donors.map((d) => d.externalId)}::text[], ${sql.join(arrays)}) as t(external_id, ${columnList})
    on conflict (environment_id, external_id) do update set ${updates}`.execute(trx);
  return donors.length;
}
