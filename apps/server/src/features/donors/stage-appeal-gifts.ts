import type pg from 'pg';

// The gifts a CRM ties to one of its appeals, for a mailing's results read from the CRM: each split given to
// the appeal on or after a date (soft credits left out), with the donor's key as exports print it (lookup id,
// else the CRM's id), written into a table the caller names with columns (constituent_key, cents, gift_date,
// source_code).

export interface AppealGiftsQuery {
  environmentId: number;
  /** fundraising_appeals.id of the environment. */
  fundraisingAppealId: number;
  /** yyyy-mm-dd */
  fromDate: string;
}

/** Inserts the gifts into `table` (a temporary table of the caller's transaction); returns how many. */
export async function stageAppealGifts(client: pg.ClientBase, table: string, query: AppealGiftsQuery): Promise<number> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`Not a table name: ${table}`);
  const result = await client.query(
    `insert into ${table} (constituent_key, cents, gift_date, source_code)
     select coalesce(c.lookup_id, c.external_id), s.amount_cents, s.gift_date, null
     from gift_splits s join constituents c on c.id = s.constituent_id
     where s.environment_id = $1 and s.appeal_id = $2 and s.gift_date >= $3::date and not s.is_soft_credit`,
    [query.environmentId, query.fundraisingAppealId, query.fromDate],
  );
  return result.rowCount ?? 0;
}
