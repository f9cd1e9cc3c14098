import {
  DEFAULT_STRATEGY_ID,
  numberAskSettingsSchema,
  strategyIdSchema,
  type AskMode,
  type NumberOfAsks,
  type StrategyId,
} from '@askwise/domain';
import { sourceOfDataImportSourceId, type AppealSource } from '@askwise/domain/appeal-steps';
import { sql } from 'kysely';
import type { Trx } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';

/** What a calculation of an appeal needs to know about the appeal. */
export interface AppealAskSettings {
  appealId: number;
  companyId: number;
  step: string;
  source: AppealSource;
  strategyId: StrategyId;
  /** A strategy was chosen and saved (strategyId is the default otherwise). */
  isStrategyChosen: boolean;
  numberOfAsks: NumberOfAsks;
  askMode: AskMode;
}

/** The columns of an appeals row the ask settings are made of. */
export interface StoredAppealAskSettings {
  id: number;
  companyId: number;
  step: string;
  dataImportSourceId: number;
  numberAskSettings: unknown;
  strategySettings: string | null;
}

/** The appeal's stored ask settings, defaults filled in (3 asks, ANNUAL_ONLY, secret_sauce); null when not the company's. */
export async function readAppealAskSettings(trx: Trx, appealId: number): Promise<AppealAskSettings | null> {
  const appeal = await trx
    .selectFrom('appeals')
    .select(['id', 'companyId', 'step', 'dataImportSourceId', 'numberAskSettings', 'strategySettings'])
    .where('id', '=', appealId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return appeal ? appealAskSettingsOf(appeal) : null;
}

/** The settings of a stored appeal, defaults filled in; settings that are not valid are refused with a clear message. */
export function appealAskSettingsOf(appeal: StoredAppealAskSettings): AppealAskSettings {
  const numberAsk = numberAskSettingsSchema.safeParse(appeal.numberAskSettings ?? {});
  if (!numberAsk.success) throw new UserFacingError(numberAsk.error.issues[0]?.message ?? 'The number of asks settings are not valid.');
  const strategy = strategyIdSchema.safeParse(appeal.strategySettings ?? DEFAULT_STRATEGY_ID);
  if (!strategy.success) throw new UserFacingError(strategy.error.issues[0]?.message ?? 'Unknown strategy.');
  return {
    appealId: appeal.id,
    companyId: appeal.companyId,
    step: appeal.step,
    source: sourceOfDataImportSourceId(appeal.dataImportSourceId),
    strategyId: strategy.data,
    isStrategyChosen: appeal.strategySettings !== null,
    numberOfAsks: numberAsk.data.askNumber,
    askMode: numberAsk.data.askAnnual,
  };
}

/** Serialises calculations and edits of one appeal: a calculation holds it for its run, an edit for its transaction. */
export const APPEAL_ASKS_LOCK_SPACE = 7_419_400;

export async function lockAppealAsksInTransaction(trx: Trx, appealId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${APPEAL_ASKS_LOCK_SPACE}, ${appealId})`.execute(trx);
}
