import { sql } from 'kysely';
import { z } from 'zod';
import { withCompany, type Trx } from '../../db/database.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { recordDonorCount, recordLock } from '../appeals/index.ts';
import { duplicateAppealAsks } from '../asks/index.ts';

/**
 * Copies a duplicated appeal's donors (with their asks, flags and status) from the original, in set-based
 * statements inside one transaction, so a retry starts from a clean copy. Columns are read from the
 * catalogue: whatever another feature adds to these tables is copied too.
 */
export const duplicateAppealJob = defineJob({
  id: 'history.duplicate-appeal',
  payload: z.object({ companyId: z.number().int().positive(), fromAppealId: z.number().int().positive(), appealId: z.number().int().positive() }),
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  run: async ({ companyId, fromAppealId, appealId }, services) => {
    const push = (status: string, extra: Record<string, unknown> = {}) =>
      services.bus.publish({ type: 'DUPLICATEAPPEAL', targetId: String(appealId), companyId, payload: { status, appealId, fromAppealId, ...extra } });
    try {
      const copied = await withCompany(services.db, companyId, async (trx) => {
        const count = await copyAppealDonors(trx, fromAppealId, appealId);
        await recordDonorCount(trx, companyId, appealId, count);
        await recordLock(trx, appealId, false);
        return count;
      });
      await push('DONE', { constituents: copied });
    } catch (error) {
      await push('ERROR', { error: 'Something went wrong' });
      throw error;
    }
  },
});

async function copyAppealDonors(trx: Trx, fromAppealId: number, appealId: number): Promise<number> {
  await trx.deleteFrom('appealConstituents').where('appealId', '=', appealId).execute();
  const columns = await copyableColumns(trx, 'appeal_constituents', ['id', 'appeal_id']);
  const list = sql.join(columns.map((c) => sql.id(c)));
  const fromList = sql.join(columns.map((c) => sql`ac.${sql.id(c)}`));
  // New ids are drawn first so that result tables keyed by donor can follow the same mapping.
  await sql`
    create temporary table duplicate_donor_ids on commit drop as
    select id as old_id, nextval(pg_get_serial_sequence('appeal_constituents', 'id')) as new_id
    from appeal_constituents where appeal_id = ${fromAppealId}`.execute(trx);
  const inserted = await sql`
    insert into appeal_constituents (id, appeal_id, ${list}) overriding system value
    select m.new_id, ${appealId}, ${fromList}
    from duplicate_donor_ids m join appeal_constituents ac on ac.id = m.old_id
    order by m.new_id`.execute(trx);
  // The asks follow the donors' new ids; their owner copies them (the current generation only).
  await duplicateAppealAsks(trx, fromAppealId, appealId, 'duplicate_donor_ids');
  return Number(inserted.numAffectedRows ?? 0);
}

async function copyableColumns(trx: Trx, table: string, exclude: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(trx);
  return rows.map((r) => r.name).filter((name) => !exclude.includes(name));
}
