import type { DonorStatus } from '@askwise/domain';
import type { ColumnType } from 'kysely';
import type { Cents } from './donor-tables.ts';
import type { UpdatedAt } from './tables.ts';

/** The appeal's calculation: which generation of appeal_asks is current, its settings and summary (migration 0400). */
export interface AppealAskRunsTable {
  appealId: number;
  companyId: number;
  currentGeneration: number | null;
  lastGeneration: ColumnType<number, number | undefined, number>;
  strategyId: string | null;
  numberOfAsks: number | null;
  askMode: string | null;
  rowCount: ColumnType<number, number | undefined, number>;
  /** name_rank of the donors in the top100 filter, highest primary ask first. */
  top100Ranks: ColumnType<number[], number[] | undefined, number[]>;
  /** jsonb; read it with readStoredSummary (the camelCase plugin would rename its keys). */
  summary: ColumnType<never, string | null | undefined, string | null>;
  calculatedAt: Date | null;
  calculationMs: number | null;
  /** jsonb: the A/B test's groups the current generation was calculated with, null without a test (migration 1450). */
  testGroups: ColumnType<unknown, string | null | undefined, string | null>;
  updatedAt: UpdatedAt;
}

/**
 * One donor's asks in one generation; amounts in cents (migrations 0400, 0410). The ask string and ask log
 * are not stored: features/asks/ask-explanation.ts renders them for the rows shown.
 */
export interface AppealAsksTable {
  companyId: number;
  appealId: number;
  generation: number;
  /** Position in the default order (first name, last name; contact name for the second system), from 1. */
  nameRank: number;
  appealConstituentId: number;
  firstName: string | null;
  lastName: string | null;
  contactName: string | null;
  constituentKey: string | null;
  zipAverage: Cents;
  appealGiftLastYear: Cents;
  baseAsk: Cents;
  primaryAsk: Cents;
  annualAsk1: Cents | null;
  annualAsk2: Cents | null;
  annualAsk3: Cents | null;
  annualAsk4: Cents | null;
  annualAsk5: Cents | null;
  monthlyAsk1: Cents | null;
  monthlyAsk2: Cents | null;
  monthlyAsk3: Cents | null;
  monthlyAsk4: Cents | null;
  monthlyAsk5: Cents | null;
  /** Membership of every grid filter, see ask-filters.ts. */
  filterBits: number;
  status: DonorStatus;
  statusSetByUser: ColumnType<boolean, boolean | undefined, boolean>;
  customBaseAsk: Cents | null;
  /** The donor's A/B test group letter when the row was calculated, null without a test (migration 1450). */
  testGroup: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Members of a grid filter per block of 256 name ranks (migration 0400). */
export interface AppealAskFilterBlocksTable {
  companyId: number;
  appealId: number;
  generation: number;
  filterType: string;
  total: number;
  counts: number[];
}

export interface AskTables {
  appealAskRuns: AppealAskRunsTable;
  appealAsks: AppealAsksTable;
  appealAskFilterBlocks: AppealAskFilterBlocksTable;
}
