import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../../../db/database.ts';
import { ASK_BITS } from '../ask-filters.ts';

/** Donors of one (group, filter bits without top100, primary ask); cents. */
export interface GroupedAskCount {
  group: string | null;
  bits: number;
  primaryAsk: number;
  donors: number;
}

/**
 * A generation's donors counted by a group another feature defines (e.g. test-and-learn's testGroupColumnSql)
 * and by what a summary reads of each row: a few thousand counts even for a million donors. `groupOf` is the
 * SQL of a row's group over the results row aliased as it is given.
 */
export async function countAsksByGroup(
  trx: Trx,
  appealId: number,
  generation: number,
  groupOf: (alias: string) => RawBuilder<string | null>,
): Promise<GroupedAskCount[]> {
  const { rows } = await sql<{ group: string | null; bits: number; primaryAsk: string; donors: number }>`
    select g.grp as "group", g.bits, g.primary_ask::text as "primaryAsk", count(*)::int as donors
    from (select ${groupOf('a')} as grp, a.filter_bits & ${~ASK_BITS.top100} as bits, a.primary_ask
          from appeal_asks a where a.appeal_id = ${appealId} and a.generation = ${generation}) g
    group by 1, 2, 3`.execute(trx);
  return rows.map((row) => ({ ...row, primaryAsk: Number(row.primaryAsk) }));
}
