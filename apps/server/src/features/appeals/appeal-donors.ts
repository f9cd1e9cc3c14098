import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { givingColumnList } from '../../db/giving-columns.ts';

// The only writers of an appeal's donors (appeal_constituents), all set-based. A source (mapping's giving pass,
// the Excel file's imported giving) hands a query that selects the rows; the INSERT, and so what an appeal
// donor row is, stays here.

const APPEAL_DONOR_COLUMNS = sql.raw(
  [
    'constituent_id, external_id, lookup_id, first_name, last_name, preferred_name, spouse, address1, city, state, email, zip_code',
    givingColumnList(),
    'min_suggested_ask_wr, custom_field_values, contact_name, informal_name, addressee',
  ].join(', '),
);

/** Where an appeal's donors are written: the company is stamped on every row. */
export interface AppealDonorTarget {
  companyId: number;
  appealId: number;
}

/**
 * Replaces the appeal's donors with the rows of a query that selects, in order: constituent_id, external_id,
 * lookup_id, first_name, last_name, preferred_name, spouse, address1, city, state, email, zip_code, the giving
 * columns (db/giving-columns.ts), min_suggested_ask_wr, custom_field_values, contact_name, informal_name,
 * addressee. One INSERT ... SELECT (the subquery is flattened into it). Returns the number of donors.
 */
export async function replaceAppealDonorsFrom(trx: Trx, target: AppealDonorTarget, rows: RawBuilder<unknown>): Promise<number> {
  await removeAppealDonors(trx, target.appealId);
  const result = await sql`
    insert into appeal_constituents (company_id, appeal_id, ${APPEAL_DONOR_COLUMNS})
    select ${target.companyId}::int, ${target.appealId}::int, r.* from (${rows}) as r(${APPEAL_DONOR_COLUMNS})`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Removes every donor row of the appeal (a purge, or before its rows are written again). */
export async function removeAppealDonors(trx: Trx, appealId: number): Promise<void> {
  await trx.deleteFrom('appealConstituents').where('appealId', '=', appealId).execute();
}

/** The donors copied to a duplicate, and the (old_id, new_id) table, dropped at commit, that donor-keyed rows follow. */
export interface CopiedAppealDonors {
  donors: number;
  idMap: string;
}

const ID_MAP = 'duplicate_donor_ids';

/**
 * Replaces a duplicate's donors with a copy of the original's, inside the duplicating transaction. Columns are
 * read from the catalogue: whatever another feature adds to the table is copied too.
 */
export async function copyAppealDonors(trx: Trx, fromAppealId: number, appealId: number): Promise<CopiedAppealDonors> {
  await removeAppealDonors(trx, appealId);
  const columns = await copyableColumns(trx, 'appeal_constituents', ['id', 'appeal_id']);
  const list = sql.join(columns.map((c) => sql.id(c)));
  const fromList = sql.join(columns.map((c) => sql`ac.${sql.id(c)}`));
  // New ids are drawn first so that result tables keyed by donor can follow the same mapping.
  await sql`
    create temporary table ${sql.table(ID_MAP)} on commit drop as
    select id as old_id, nextval(pg_get_serial_sequence('appeal_constituents', 'id')) as new_id
    from appeal_constituents where appeal_id = ${fromAppealId}`.execute(trx);
  const inserted = await sql`
    insert into appeal_constituents (id, appeal_id, ${list}) overriding system value
    select m.new_id, ${appealId}, ${fromList}
    from ${sql.table(ID_MAP)} m join appeal_constituents ac on ac.id = m.old_id
    order by m.new_id`.execute(trx);
  return { donors: Number(inserted.numAffectedRows ?? 0), idMap: ID_MAP };
}

async function copyableColumns(trx: Trx, table: string, exclude: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(trx);
  return rows.map((r) => r.name).filter((name) => !exclude.includes(name));
}
