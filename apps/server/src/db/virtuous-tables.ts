import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt } from './tables.ts';

/** A Virtuous ingestion: START, then LEVELS, CONTACTS, GIFTS (a tag) or TAGS (the tag list), then DONE or ERROR. */
export type VirtuousIngestionStatus = 'START' | 'LEVELS' | 'CONTACTS' | 'GIFTS' | 'TAGS' | 'DONE' | 'ERROR';

export interface VirtuousConnectionsTable {
  environmentId: number;
  companyId: number;
  /** The API key or token pair, sealed with AES-256-GCM; never sent to a browser. */
  sealedCredentials: string;
  /** Contacts of the whole Virtuous organisation (the account list's Constituents). */
  organizationContacts: ColumnType<number, number | undefined, number>;
  needsReauthentication: Generated<boolean>;
  updatedAt: UpdatedAt;
}

export interface VirtuousIngestionsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  /** The tag (an audience) for a TAG ingestion. */
  audienceId: number | null;
  resourceType: 'TAGS' | 'TAG';
  status: ColumnType<VirtuousIngestionStatus, VirtuousIngestionStatus | undefined, VirtuousIngestionStatus>;
  /** levels, contacts, gifts: where a retried job carries on. */
  stage: ColumnType<string, string | undefined, string>;
  nextSkip: ColumnType<number, number | undefined, number>;
  processed: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  errorMessage: string | null;
  createdBy: number | null;
  startedAt: ColumnType<Date, Date | undefined, never>;
  updatedAt: UpdatedAt;
  completedAt: Date | null;
}

export interface VirtuousAppealMappingsTable {
  appealId: number;
  companyId: number;
  audienceId: number | null;
  includePassthrough: boolean;
  selections: ColumnType<unknown, string, string>;
  updatedAt: UpdatedAt;
}

/** The Gift Ask a synced gift was applied to (migration 1627). */
export interface VirtuousGiftAskGiftsTable {
  environmentId: number;
  giftExternalId: string;
  companyId: number;
  giftAskId: string;
}

export interface VirtuousTables {
  virtuousConnections: VirtuousConnectionsTable;
  virtuousIngestions: VirtuousIngestionsTable;
  virtuousAppealMappings: VirtuousAppealMappingsTable;
  virtuousGiftAskGifts: VirtuousGiftAskGiftsTable;
}
