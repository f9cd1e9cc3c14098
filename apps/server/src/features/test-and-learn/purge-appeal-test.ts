import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';

/**
 * A deleted appeal's test-and-learn rows: its groups, the ladders as mailed and the imported gifts. These
 * per-donor tables have no foreign key to the appeal (they are written in bulk), so a purge names them. The
 * test and its results report stay with the appeal row.
 */
export async function purgeAppealTestRows(trx: Trx, appealId: number): Promise<void> {
  await sql`delete from appeal_test_members where appeal_id = ${appealId}`.execute(trx);
  await sql`delete from appeal_mailed_asks where appeal_id = ${appealId}`.execute(trx);
  await sql`delete from appeal_mailed_groups where appeal_id = ${appealId}`.execute(trx);
  await sql`delete from appeal_gift_results where appeal_id = ${appealId}`.execute(trx);
}
