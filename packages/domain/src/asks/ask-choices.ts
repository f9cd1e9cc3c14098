// The closed lists a user picks from (spec sections 4 and 9). The ids are stored and sent as they are.

export const STRATEGY_IDS = ['secret_sauce', 'nice_easy', 'swing_fences', 'new_donor_upgrade'] as const;
export type StrategyId = (typeof STRATEGY_IDS)[number];
export const DEFAULT_STRATEGY_ID: StrategyId = 'secret_sauce';

export const ASK_MODES = [
  'ANNUAL_ONLY',
  'MONTHLY_ONLY',
  'ANNUAL_MONTHLY_6',
  'ANNUAL_MONTHLY_10',
  'ANNUAL_MONTHLY_12',
] as const;
export type AskMode = (typeof ASK_MODES)[number];
export const DEFAULT_ASK_MODE: AskMode = 'ANNUAL_ONLY';

export const ASK_MODE_LABELS: Readonly<Record<AskMode, string>> = {
  ANNUAL_ONLY: 'Annual Asks Only',
  MONTHLY_ONLY: 'Monthly Asks Only',
  ANNUAL_MONTHLY_6: 'Annual Asks plus 6-Month Installments',
  ANNUAL_MONTHLY_10: 'Annual Asks plus 10-Month Installments',
  ANNUAL_MONTHLY_12: 'Annual Asks plus 12-Month Installments',
};

/** How many installments an annual ask is split into; 0 when the mode shows no installments. */
export const INSTALLMENTS_BY_ASK_MODE: Readonly<Record<AskMode, number>> = {
  ANNUAL_ONLY: 0,
  MONTHLY_ONLY: 0,
  ANNUAL_MONTHLY_6: 6,
  ANNUAL_MONTHLY_10: 10,
  ANNUAL_MONTHLY_12: 12,
};

export const NUMBER_OF_ASKS_CHOICES = [3, 4, 5] as const;
export type NumberOfAsks = (typeof NUMBER_OF_ASKS_CHOICES)[number];
export const DEFAULT_NUMBER_OF_ASKS: NumberOfAsks = 3;

/** The choices that shape every donor's ladder in an appeal. */
export interface AskSettings {
  readonly numberOfAsks: NumberOfAsks;
  readonly askMode: AskMode;
}

export const DEFAULT_ASK_SETTINGS: AskSettings = {
  numberOfAsks: DEFAULT_NUMBER_OF_ASKS,
  askMode: DEFAULT_ASK_MODE,
};

export const DONOR_STATUSES = ['ready_export', 'handle_manually', 'exclude_export'] as const;
export type DonorStatus = (typeof DONOR_STATUSES)[number];

export const DONOR_STATUS_LABELS: Readonly<Record<DonorStatus, string>> = {
  ready_export: 'Ready for Export',
  handle_manually: 'Handle Manually',
  exclude_export: 'Exclude From Export',
};
