import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { APPEAL_ASKS_COLUMNS } from './ask-row-batch.ts';

// What other features call when an appeal's donors are copied or removed: the asks follow them.

/**
 * Copies an appeal's current asks to a duplicate of it, inside the duplicating transaction. `idMap` names
 * a table of (old_id, new_id) appeal constituent ids, as the duplicate job builds it. The copy becomes the
 * new appeal's current generation 1, with the same page index and summary (donors keep their name order).
 * Returns the number of donors copied (0 when the original has no calculated asks).
 */
export async function duplicateAppealAsks(
  trx: Trx,
  fromAppealId: number,
  toAppealId: number,
  idMap = 'duplicate_donor_ids',
): Promise<number> {
  const run = await trx.selectFrom('appealAskRuns').select('currentGeneration').where('appealId', '=', fromAppealId).executeTakeFirst();
  const generation = run?.currentGeneration;
  if (generation === null || generation === undefined) return 0;
  const map = sql.table(idMap);
  const columns = sql.raw(APPEAL_ASKS_COLUMNS.join(', '));
  const copied = sql.raw(
    APPEAL_ASKS_COLUMNS.map((column) =>
      column === 'appeal_id'
        ? String(toAppealId)
        : column === 'generation'
          ? '1'
          : column === 'appeal_constituent_id'
            ? 'm.new_id'
            : `a.${column}`,
    ).join(', '),
  );
  await sql`
    insert into appeal_ask_runs (appeal_id, company_id, current_generation, last_generation, strategy_id, number_of_asks, ask_mode, row_count,
      top100_ranks, summary, calculated_at, calculation_ms, test_groups)
    select ${toAppealId}, company_id, 1, 1, strategy_id, number_of_asks, ask_mode, row_count, top100_ranks, summary, calculated_at, calculation_ms,
      test_groups
    from appeal_ask_runs where appeal_id = ${fromAppealId}`.execute(trx);
  const inserted = await sql`
    insert into appeal_asks (${columns})
    select ${copied} from appeal_asks a join ${map} m on m.old_id = a.appeal_constituent_id
    where a.appeal_id = ${fromAppealId} and a.generation = ${generation}
    order by a.name_rank`.execute(trx);
  await sql`
    insert into appeal_ask_filter_blocks (company_id, appeal_id, generation, filter_type, total, counts)
    select company_id, ${toAppealId}, 1, filter_type, total, counts from appeal_ask_filter_blocks
    where appeal_id = ${fromAppealId} and generation = ${generation}`.execute(trx);
  return Number(inserted.numAffectedRows ?? 0);
}

/** Removes every generation of an appeal's asks (with its run), e.g. when a deleted appeal is purged. */
export async function purgeAppealAsks(trx: Trx, appealId: number): Promise<void> {
  await trx.deleteFrom('appealAsks').where('appealId', '=', appealId).execute();
  await trx.deleteFrom('appealAskFilterBlocks').where('appealId', '=', appealId).execute();
  await trx.deleteFrom('appealAskRuns').where('appealId', '=', appealId).execute();
}
