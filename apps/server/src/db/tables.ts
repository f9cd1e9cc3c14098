import type { ColumnType, Generated } from 'kysely';
import type { AccountTables } from './account-tables.ts';
import type { DonorModelTables } from './donor-tables.ts';
import type { ExportTables } from './export-tables.ts';
import type { ExcelTables } from './excel-tables.ts';
import type { AskTables } from './ask-tables.ts';
import type { BillingTables } from './billing-tables.ts';
import type { BlackbaudTables } from './blackbaud-tables.ts';
import type { TestAndLearnTables } from './test-and-learn-tables.ts';
import type { VirtuousTables } from './virtuous-tables.ts';
import type { CrmAskTables } from './crm-ask-tables.ts';

/** Timestamps are written by the database and read as Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  industry: string | null;
  website: string | null;
  hubspotId: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  phone: string | null;
  confirmed: Generated<boolean>;
  userGroup: string | null;
  mustSetPassword: Generated<boolean>;
  invitedByUserId: number | null;
  lastLoginAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CompanyUsersTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  roleId: number;
  isOwner: Generated<boolean>;
  /** null = invited and not yet accepted (the spec's 'active unset'). */
  isActive: boolean | null;
  expirationCodeDate: Date | null;
  createdAt: CreatedAt;
  /** The names the administrator typed in the invitation, shown until it is accepted (migration 1350). */
  invitedFirstName: ColumnType<string | null, string | null | undefined, string | null>;
  invitedLastName: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: Buffer;
  userId: number;
  createdAt: CreatedAt;
  lastSeenAt: UpdatedAt;
  expiresAt: Date;
  revokedAt: Date | null;
  revokedReason: string | null;
}

/** Every table the application reads or writes; features add theirs here. */
export interface Database extends DonorModelTables, AccountTables, ExportTables, ExcelTables, AskTables, BillingTables, BlackbaudTables, TestAndLearnTables, VirtuousTables, CrmAskTables {
  companies: CompaniesTable;
  users: UsersTable;
  companyUsers: CompanyUsersTable;
  sessions: SessionsTable;
}
