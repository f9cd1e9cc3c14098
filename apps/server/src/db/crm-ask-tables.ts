import type { ColumnType, Generated } from 'kysely';

export type CrmAskSendStatus = 'RUNNING' | 'DONE' | 'ERROR';
export type CrmAskDonorState = 'pending' | 'writing' | 'written' | 'unchanged' | 'refused';

/** One sending of an exported appeal's asks to its CRM (migration 1500). */
export interface CrmAskSendsTable {
  id: Generated<number>;
  companyId: number;
  appealId: number;
  environmentId: number;
  crm: 'blackbaud' | 'virtuous';
  /** jsonb: where the asks go (Raiser's Edge NXT: the custom field category and whether an action is recorded; Virtuous: nothing to choose). */
  target: ColumnType<unknown, string, string>;
  status: CrmAskSendStatus;
  total: ColumnType<number, number | undefined, number>;
  written: ColumnType<number, number | undefined, number>;
  unchanged: ColumnType<number, number | undefined, number>;
  refused: ColumnType<number, number | undefined, number>;
  error: string | null;
  startedBy: number | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  finishedAt: Date | null;
}

/** A donor of a send: the ladder written, its state, and the CRM's ids of what was written (migration 1500). */
export interface CrmAskSendDonorsTable {
  companyId: number;
  sendId: number;
  appealConstituentId: number;
  externalId: string;
  donorName: string | null;
  ladder: string;
  /** The first ask in cents: a Virtuous Gift Ask's amount (migration 1617; null in earlier rows). */
  firstAskCents: ColumnType<number | null, number | null | undefined, number | null>;
  sourceCode: string | null;
  state: CrmAskDonorState;
  recordId: string | null;
  actionId: string | null;
  error: string | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CrmAskTables {
  crmAskSends: CrmAskSendsTable;
  crmAskSendDonors: CrmAskSendDonorsTable;
}
