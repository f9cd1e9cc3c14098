import type { Db } from '../../db/database.ts';
import { withCompany } from '../../db/database.ts';
import { readAppealAskSettings } from './appeal-ask-settings.ts';

/** The appeal's calculation as the strategy and summary pages need it. */
export interface AppealAskCalculation {
  appealId: number;
  algorithmStatus: string | null;
  algorithmError: string | null;
  /** The current results' generation; null before the first calculation finishes. */
  generation: number | null;
  strategyId: string | null;
  numberOfAsks: number | null;
  askMode: string | null;
  donors: number;
  calculatedAt: Date | null;
  calculationMs: number | null;
  /** The appeal's strategy or number-of-asks settings changed since the current results were calculated. */
  isStale: boolean;
}

export async function getAppealAskCalculation(db: Db, companyId: number, appealId: number): Promise<AppealAskCalculation | null> {
  return withCompany(db, companyId, async (trx) => {
    const settings = await readAppealAskSettings(trx, appealId);
    if (!settings) return null;
    const status = await trx
      .selectFrom('appealStatuses')
      .select(['algorithmStatus', 'algorithmError'])
      .where('appealId', '=', appealId)
      .executeTakeFirst();
    const run = await trx
      .selectFrom('appealAskRuns')
      .select(['currentGeneration', 'strategyId', 'numberOfAsks', 'askMode', 'rowCount', 'calculatedAt', 'calculationMs'])
      .where('appealId', '=', appealId)
      .executeTakeFirst();
    const generation = run?.currentGeneration ?? null;
    return {
      appealId,
      algorithmStatus: status?.algorithmStatus ?? null,
      algorithmError: status?.algorithmError ?? null,
      generation,
      strategyId: generation === null ? null : (run?.strategyId ?? null),
      numberOfAsks: generation === null ? null : (run?.numberOfAsks ?? null),
      askMode: generation === null ? null : (run?.askMode ?? null),
      donors: generation === null ? 0 : (run?.rowCount ?? 0),
      calculatedAt: run?.calculatedAt ?? null,
      calculationMs: run?.calculationMs ?? null,
      isStale:
        generation !== null &&
        (run?.strategyId !== settings.strategyId || run?.numberOfAsks !== settings.numberOfAsks || run?.askMode !== settings.askMode),
    };
  });
}
