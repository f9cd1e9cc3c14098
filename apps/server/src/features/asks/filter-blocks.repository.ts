import type { Trx } from '../../db/database.ts';
import type { BlockDeltas } from './filter-blocks.ts';

/** Applies per-block count changes to a generation's page index, inside the edit's transaction. */
export async function applyBlockDeltas(trx: Trx, appealId: number, generation: number, deltas: BlockDeltas): Promise<void> {
  if (deltas.size === 0) return;
  const rows = await trx
    .selectFrom('appealAskFilterBlocks')
    .select(['filterType', 'total', 'counts'])
    .where('appealId', '=', appealId)
    .where('generation', '=', generation)
    .where('filterType', 'in', [...deltas.keys()])
    .forUpdate()
    .execute();
  for (const row of rows) {
    const counts = [...row.counts];
    let total = row.total;
    for (const [block, delta] of deltas.get(row.filterType) ?? []) {
      counts[block] = (counts[block] ?? 0) + delta;
      total += delta;
    }
    await trx
      .updateTable('appealAskFilterBlocks')
      .set({ counts, total })
      .where('appealId', '=', appealId)
      .where('generation', '=', generation)
      .where('filterType', '=', row.filterType)
      .execute();
  }
}
