import { z } from 'zod';
import { dollarsToCents } from '../money.ts';
import {
  ASK_MODES,
  DEFAULT_ASK_MODE,
  DEFAULT_NUMBER_OF_ASKS,
  DEFAULT_STRATEGY_ID,
  NUMBER_OF_ASKS_CHOICES,
  STRATEGY_IDS,
} from './ask-choices.ts';
import type { AskMode } from './ask-choices.ts';

// Validation shared by server and web for the number-of-asks and strategy pages.

export const numberOfAsksSchema = z.literal(NUMBER_OF_ASKS_CHOICES, {
  error: 'Number of asks must be 3, 4 or 5.',
});

export const askModeSchema = z.enum(ASK_MODES, {
  error: `Frequency must be one of ${ASK_MODES.join(', ')}.`,
});

export const strategyIdSchema = z.enum(STRATEGY_IDS, {
  error: `Strategy must be one of ${STRATEGY_IDS.join(', ')}.`,
});

/** Everything that shapes an appeal's ladders; missing values take the defaults (3, ANNUAL_ONLY, secret_sauce). */
export const askSettingsSchema = z.object({
  numberOfAsks: numberOfAsksSchema.default(DEFAULT_NUMBER_OF_ASKS),
  askMode: askModeSchema.default(DEFAULT_ASK_MODE),
  strategyId: strategyIdSchema.default(DEFAULT_STRATEGY_ID),
});
export type AppealAskSettings = z.infer<typeof askSettingsSchema>;

/** The appeal's stored numberAskSettings JSON (spec section 3): askNumber and askAnnual (the ask mode). */
export const numberAskSettingsSchema = z.object({
  askNumber: numberOfAsksSchema.default(DEFAULT_NUMBER_OF_ASKS),
  askAnnual: askModeSchema.default(DEFAULT_ASK_MODE),
});
export type NumberAskSettings = z.infer<typeof numberAskSettingsSchema>;

/** Sample ladders for the pledge-card preview, in cents. */
export interface PledgeCardPreview {
  readonly annualAsks: readonly number[];
  readonly monthlyAsks: readonly number[];
}

const inCents = (dollars: readonly number[]): readonly number[] => dollars.map(dollarsToCents);

// Spec section 9 'Preview samples'. The spec gives no 10-month row; it is the same annual asks / 10.
const PREVIEW_SAMPLES: Readonly<Record<AskMode, PledgeCardPreview>> = {
  ANNUAL_ONLY: { annualAsks: inCents([50, 55, 75, 85, 110]), monthlyAsks: [] },
  MONTHLY_ONLY: { annualAsks: [], monthlyAsks: inCents([5, 10, 15, 20, 25]) },
  ANNUAL_MONTHLY_6: { annualAsks: inCents([60, 66, 90, 102, 132]), monthlyAsks: inCents([10, 11, 15, 17, 22]) },
  ANNUAL_MONTHLY_10: { annualAsks: inCents([60, 66, 90, 102, 132]), monthlyAsks: inCents([6, 6.6, 9, 10.2, 13.2]) },
  ANNUAL_MONTHLY_12: { annualAsks: inCents([60, 66, 90, 102, 132]), monthlyAsks: inCents([5, 5.5, 7.5, 8.5, 11]) },
};

/** The preview ladder for a frequency and number of asks. */
export function pledgeCardPreview(askMode: AskMode, numberOfAsks: number): PledgeCardPreview {
  const sample = PREVIEW_SAMPLES[askMode];
  return {
    annualAsks: sample.annualAsks.slice(0, numberOfAsks),
    monthlyAsks: sample.monthlyAsks.slice(0, numberOfAsks),
  };
}
