import type { ColumnType, Generated } from 'kysely';
import type { GivingRecord } from '@askwise/domain/giving-fields';
import type { CreatedAt, UpdatedAt } from './tables.ts';

/** Integer cents; bigint in PostgreSQL, read as a safe JS integer (see database.ts). */
export type Cents = number;
type DefaultZero<T> = ColumnType<T, T | undefined, T>;

export interface DataImportSourcesTable {
  id: number;
  name: string;
  code: 'DIS_BB' | 'DIS_EX' | 'DIS_VIR';
}

export interface EnvironmentsTable {
  id: Generated<number>;
  companyId: number;
  dataImportSourceId: number;
  organizationId: string;
  organizationName: string;
  environmentId: string;
  environmentName: string | null;
  constituentTotal: DefaultZero<number>;
  giftTotal: DefaultZero<number>;
  totalAudienceLists: DefaultZero<number>;
  status: ColumnType<string, string | undefined, string>;
  isLocked: ColumnType<boolean, boolean | undefined, boolean>;
  lastStatusUpdate: UpdatedAt;
  totalSyncTime: number | null;
  errorMessage: string | null;
  ingestionType: 'SYNC' | 'RESYNC' | null;
  ingestionStatus: string | null;
  ingestionError: string | null;
  ingestionCompletionDate: Date | null;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ConstituentsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  externalId: string;
  lookupId: string | null;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  spouse: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
  wealthRatingCents: Cents | null;
  /** Virtuous: the contact's name and informal name (migration 1150). */
  contactName: ColumnType<string | null, string | null | undefined, string | null>;
  informalName: ColumnType<string | null, string | null | undefined, string | null>;
  /** How mail is addressed, where the source has it: Virtuous (migration 1270). */
  addressee: ColumnType<string | null, string | null | undefined, string | null>;
  customFieldValues: ColumnType<unknown, string | null | undefined, string | null>;
}

/** An Excel donor's giving as the file gave it (null = empty cell); the fields are the domain's giving-fields.ts. */
export interface ConstituentImportedGivingTable extends GivingRecord<Cents | null, number | null> {
  constituentId: number;
  companyId: number;
}

export interface FundraisingLevelTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  externalId: string;
  name: string;
  dateAdded: ColumnType<string | null, string | Date | null | undefined, string | Date | null>;
}

/** Virtuous communications keep their campaign; projects their code (migration 1150). */
export interface FundraisingAppealsTable extends FundraisingLevelTable {
  parentExternalId: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface FundraisingFundsTable extends FundraisingLevelTable {
  code: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface GiftsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  constituentId: number;
  externalId: string | null;
  giftDate: ColumnType<Date, string | Date, string | Date>;
  amountCents: Cents;
  giftType: string | null;
  isSoftCredit: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface GiftSplitsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  giftId: number;
  constituentId: number;
  giftDate: ColumnType<Date, string | Date, string | Date>;
  isSoftCredit: ColumnType<boolean, boolean | undefined, boolean>;
  amountCents: Cents;
  campaignId: number | null;
  appealId: number | null;
  fundId: number | null;
  /** The whole gift's amount, repeated on each split (migration 0210). */
  giftAmountCents: Cents;
  /** True on exactly one split of each gift (migration 0210). */
  isFirstSplit: boolean;
}

export interface AudiencesTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  externalId: string;
  name: string;
  total: DefaultZero<number>;
  status: string | null;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  lastLinkedToConstituentsOn: Date | null;
  executionStatus: string | null;
  executionCompletedAt: Date | null;
  processedConstituentsCount: number | null;
  totalConstituentsCount: number | null;
  requestType: string | null;
  retryAttempts: DefaultZero<number>;
  errorMessage: string | null;
  /** Virtuous: the tag's group (migration 1150). */
  groupName: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: CreatedAt;
}

export interface AudienceMembersTable {
  companyId: number;
  audienceId: number;
  constituentId: number;
}

export type AppealStep =
  | 'select_environment'
  | 'select_audience'
  | 'mapping_appeal'
  | 'number_of_asks'
  | 'choose_strategy'
  | 'review_ask_strategy'
  | 'summary'
  | 'save_export'
  | 'completed';

export interface AppealsTable {
  id: Generated<number>;
  companyId: number;
  userId: number | null;
  environmentId: number | null;
  audienceId: number | null;
  dataImportSourceId: number;
  name: string;
  step: AppealStep;
  mappingSettings: ColumnType<unknown, string | null | undefined, string | null>;
  numberAskSettings: ColumnType<unknown, string | null | undefined, string | null>;
  strategySettings: string | null;
  columnOrderSettings: string | null;
  extraFieldsSettings: string | null;
  customFieldsSettings: string | null;
  readyToExportDownloadUrl: string | null;
  handleManuallyDownloadUrl: string | null;
  exportExpirationDate: Date | null;
  includeSoftCredits: ColumnType<boolean, boolean | undefined, boolean>;
  isLocked: ColumnType<boolean, boolean | undefined, boolean>;
  deletedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AppealStatusesTable {
  appealId: number;
  companyId: number;
  isLocked: ColumnType<boolean, boolean | undefined, boolean>;
  mapAppealStatus: string | null;
  algorithmStatus: string | null;
  exportExcelStatus: string | null;
  mapAppealError: string | null;
  algorithmError: string | null;
  exportExcelError: string | null;
  /** The mapping the appeal's rows were computed from (migration 0210). */
  mappedFingerprint: ColumnType<string | null, string | null | undefined, string | null>;
  /** The appeal's number of donors, written with its rows (migration 1400); null until they are. */
  donorCount: ColumnType<number | null, number | null | undefined, number | null>;
  updatedAt: UpdatedAt;
}

/** An appeal's donor; the giving fields (0 = none) are the domain's giving-fields.ts. */
export interface AppealConstituentsTable extends GivingRecord<DefaultZero<Cents>, DefaultZero<number>> {
  id: Generated<number>;
  companyId: number;
  appealId: number;
  constituentId: number | null;
  externalId: string | null;
  lookupId: string | null;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  spouse: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  email: string | null;
  zipCode: string | null;
  minSuggestedAskWr: DefaultZero<Cents>;
  customFieldValues: ColumnType<unknown, string | null | undefined, string | null>;
  contactName: string | null;
  informalName: string | null;
  addressee: string | null;
}

export interface DonorModelTables {
  dataImportSources: DataImportSourcesTable;
  environments: EnvironmentsTable;
  constituents: ConstituentsTable;
  constituentImportedGiving: ConstituentImportedGivingTable;
  fundraisingCampaigns: FundraisingLevelTable;
  fundraisingAppeals: FundraisingAppealsTable;
  fundraisingFunds: FundraisingFundsTable;
  gifts: GiftsTable;
  giftSplits: GiftSplitsTable;
  audiences: AudiencesTable;
  audienceMembers: AudienceMembersTable;
  appeals: AppealsTable;
  appealStatuses: AppealStatusesTable;
  appealConstituents: AppealConstituentsTable;
}
