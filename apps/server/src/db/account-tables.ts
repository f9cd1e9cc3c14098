import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AuthLinksTable {
  id: Generated<number>;
  userId: number;
  purpose: 'confirm_sign_up' | 'invitation';
  tokenHash: Buffer;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
  /** A sign-up's link: the password of that sign-up, set when the link is confirmed (migration 1350). */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  mustSetPassword: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
}

export interface AuthCodesTable {
  id: Generated<number>;
  userId: number;
  purpose: 'sign_in' | 'password_reset';
  ticketHash: Buffer | null;
  salt: Buffer;
  codeHash: Buffer;
  failedEntries: Generated<number>;
  sentAt: ColumnType<Date, Date | string | undefined, Date | string>;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
  /** A live sign-in code, kept to send it again; wiped once used (migration 1350). */
  code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address a sign-in attempt came from. */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One e-mail with a sign-in code: at most 10 an hour per account (migration 1350). */
export interface AuthCodeMailsTable {
  id: Generated<number>;
  userId: number;
  sentAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuthThrottleTable {
  key: string;
  failures: number;
  lockedUntil: Date | null;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface AuditEventsTable {
  id: Generated<number>;
  companyId: number | null;
  event: string;
  actorUserId: number | null;
  subjectUserId: number | null;
  email: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  createdAt: CreatedAt;
}

/** Addresses a user completed a sign-in from (migration 1271). */
export interface KnownSignInAddressesTable {
  userId: number;
  ip: string;
  lastSignedInAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  createdAt: CreatedAt;
}

/** Tables of the accounts feature (migration 0100). */
export interface AccountTables {
  authLinks: AuthLinksTable;
  authCodes: AuthCodesTable;
  authCodeMails: AuthCodeMailsTable;
  authThrottle: AuthThrottleTable;
  knownSignInAddresses: KnownSignInAddressesTable;
  auditEvents: AuditEventsTable;
  mailOutbox: MailOutboxTable;
}
