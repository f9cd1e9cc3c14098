import type { ColumnType, Generated } from 'kysely';

/** An appeal's A/B test (migration 1200): its seed and groups (JSON list of {letter, strategyId, share, sourceCode}). */
export interface AppealTestsTable {
  appealId: number;
  companyId: number;
  seed: number;
  groups: ColumnType<unknown, string, string>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The ladders as mailed, one row per exported donor. */
export interface AppealMailedAsksTable {
  companyId: number;
  appealId: number;
  appealConstituentId: number;
  constituentKey: string | null;
  testGroup: string;
  strategyId: string | null;
  sourceCode: string | null;
  givingBand: number;
  appealGiftLastYear: number;
  primaryAsk: number;
  ask1: number | null;
  ask2: number | null;
  ask3: number | null;
  ask4: number | null;
  ask5: number | null;
  mailedAt: Generated<Date>;
}

/** The mailing's size per group and band (migration 1210), written with the mailed ladders. */
export interface AppealMailedGroupsTable {
  companyId: number;
  appealId: number;
  testGroup: string;
  givingBand: number;
  recipients: number;
  sourceCode: string | null;
  strategyId: string | null;
}

/** The last results import of an appeal with its report. */
export interface AppealResultImportsTable {
  appealId: number;
  companyId: number;
  fileName: string;
  rowCount: number;
  matchedCount: number;
  unmatchedCount: number;
  report: ColumnType<unknown, string, string>;
  importedAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 'file' (an uploaded results file) or 'crm' (the gifts of the CRM's appeal, migration 1550). */
  source: ColumnType<'file' | 'crm', 'file' | 'crm' | undefined, 'file' | 'crm'>;
  /** For results read from the CRM: when the environment's sync they were read after finished. */
  syncedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Where an appeal's results come from in its CRM: the CRM appeal its gifts carry, from a date (migration 1550). */
export interface AppealCrmResultsTable {
  appealId: number;
  companyId: number;
  environmentId: number;
  /** fundraising_appeals.id of the environment. */
  fundraisingAppealId: number;
  fromDate: ColumnType<string, string, string>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}

export interface TestAndLearnTables {
  appealTests: AppealTestsTable;
  appealMailedAsks: AppealMailedAsksTable;
  appealMailedGroups: AppealMailedGroupsTable;
  appealResultImports: AppealResultImportsTable;
  appealCrmResults: AppealCrmResultsTable;
}
