import { summarizeAppeal, type AppealSummary, type AppealSummaryRow } from '@askwise/domain';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { ASK_BITS, donorTypeOfBits, flagsOfBits, statusOfBits } from './ask-filters.ts';

/** The summary as stored with the results (appeal_ask_runs.summary): the domain's AppealSummary. */
export type StoredAppealSummary = AppealSummary;

/**
 * Donors grouped by (row bits, primary ask), with how many share each pair. An appeal of a million
 * donors has a few thousand groups, so the summary can be recomputed from them in milliseconds.
 */
export class SummaryGroups {
  private readonly byBits = new Map<number, Map<number, number>>();

  add(bits: number, primaryAsk: number, count = 1): void {
    // top100 plays no part in the summary; leaving it out keeps the groups few.
    const key = bits & ~ASK_BITS.top100;
    let byAsk = this.byBits.get(key);
    if (byAsk === undefined) {
      byAsk = new Map();
      this.byBits.set(key, byAsk);
    }
    byAsk.set(primaryAsk, (byAsk.get(primaryAsk) ?? 0) + count);
  }

  /** One summary row per donor (a shared object per group: summarizeAppeal reads each row once). */
  *rows(): Generator<AppealSummaryRow> {
    for (const [bits, byAsk] of this.byBits) {
      const shape = {
        status: statusOfBits(bits),
        flags: flagsOfBits(bits),
        donorType: donorTypeOfBits(bits),
        isBaseline: (bits & ASK_BITS.isBaseline) !== 0,
      };
      for (const [primaryAsk, count] of byAsk) {
        const row: AppealSummaryRow = { ...shape, primaryAsk };
        for (let i = 0; i < count; i++) yield row;
      }
    }
  }

  summarize(): StoredAppealSummary {
    return summarizeAppeal(this.rows());
  }
}

/** The summary stored with the appeal's current results, or null before the first calculation. */
export async function readStoredSummary(trx: Trx, appealId: number): Promise<StoredAppealSummary | null> {
  // Read as text: the camelCase plugin would otherwise rename the summary's own keys (ready_export).
  const row = await trx
    .selectFrom('appealAskRuns')
    .select(sql<string | null>`summary::text`.as('summary'))
    .where('appealId', '=', appealId)
    .where('currentGeneration', 'is not', null)
    .executeTakeFirst();
  return row?.summary ? (JSON.parse(row.summary) as StoredAppealSummary) : null;
}

/** Recounts the summary of a generation from its rows (after edits) and stores it with the run. */
export async function recomputeStoredSummary(trx: Trx, appealId: number, generation: number): Promise<StoredAppealSummary> {
  const { rows } = await sql<{ bits: number; primaryAsk: string; donors: number }>`
    select filter_bits as bits, primary_ask::text as "primaryAsk", count(*)::int as donors
    from appeal_asks where appeal_id = ${appealId} and generation = ${generation}
    group by filter_bits, primary_ask`.execute(trx);
  const groups = new SummaryGroups();
  for (const row of rows) groups.add(row.bits, Number(row.primaryAsk), row.donors);
  const summary = groups.summarize();
  await trx
    .updateTable('appealAskRuns')
    .set({ summary: JSON.stringify(summary), updatedAt: sql`now()` })
    .where('appealId', '=', appealId)
    .where('currentGeneration', '=', generation)
    .execute();
  return summary;
}
