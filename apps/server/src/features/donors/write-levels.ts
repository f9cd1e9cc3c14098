import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { DonorTarget, FundraisingLevel, LevelRecord } from './donor-records.ts';

const LEVEL_TABLES = { campaigns: 'fundraising_campaigns', appeals: 'fundraising_appeals', funds: 'fundraising_funds' } as const;
/** The column a level keeps beyond its name: an appeal's campaign, a fund's code. */
const LEVEL_EXTRAS = { campaigns: null, appeals: 'parent_external_id', funds: 'code' } as const;

/** A level's records upserted by the source's id; appeals keep their campaign and funds their code. */
export async function writeLevels(trx: Trx, target: DonorTarget, level: FundraisingLevel, records: readonly LevelRecord[]): Promise<number> {
  if (!records.length) return 0;
  const extra = LEVEL_EXTRAS[level];
  const extraValues = records.map((r) => (extra === 'parent_external_id' ? r.parentExternalId : r.code) ?? null);
  const extraColumn = extra ? sql.raw(`, ${extra}`) : sql``;
  const extraSelect = extra ? sql.raw(`, t.${extra}`) : sql``;
  const extraArray = extra ? sql`, ${extraValues}::text[]` : sql``;
  const extraUpdate = extra ? sql.raw(`, ${extra} = excluded.${extra}`) : sql``;
  await sql`
    insert into ${sql.table(LEVEL_TABLES[level])} (company_id, environment_id, external_id, name, date_added${extraColumn})
    select ${target.companyId}::int, ${target.environmentId}::int, t.external_id, t.name, t.date_added${extraSelect}
    from unnest(${records.map((r) => r.externalId)}::text[], ${records.map((r) => r.name)}::text[], ${records.map((r) => r.dateAdded ?? null)}::date[]${extraArray})
      as t(external_id, name, date_added${extraColumn})
    on conflict (environment_id, external_id) do update set name = excluded.name, date_added = excluded.date_added${extraUpdate}`.execute(trx);
  return records.length;
}
