import { sql } from 'kysely';
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
 * A generation's donors counted by their A/B test group (the group each row was calculated in, null without
 * a test) and by what a summary reads of each row: a few thousand counts even for a million donors.
 */
export async function countAsksByGroup(trx: Trx, appealId: number, generation: number): Promise<GroupedAskCount[]> {
  const { rows } = await sql<{ group: string | null; bits: number; primaryAsk: string; donors: number }>`
    select a.test_group as "group", a.filter_bits & ${~ASK_BITS.top100} as bits, a.primary_ask::text as "primaryAsk", count(*)::int as donors
    from appeal_asks a where a.appeal_id = ${appealId} and a.generation = ${generation}
    group by 1, 2, 3`.execute(trx);
  return rows.map((row) => ({ ...row, primaryAsk: Number(row.primaryAsk) }));
}
