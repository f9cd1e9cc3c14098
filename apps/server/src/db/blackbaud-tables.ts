import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt } from './tables.ts';

/** A sync's overall status (spec section 4, donor-database sync). */
export type IngestionRequestStatus = 'IN_PROGRESS' | 'DONE' | 'ERROR';
/** One entity's status within a sync. */
export type IngestionEntityStatus = 'PENDING' | 'IN_PROGRESS' | 'DONE' | 'ERROR' | 'CANCELLED';

export interface BlackbaudConnectionsTable {
  environmentId: number;
  companyId: number;
  /** The token set, sealed with AES-256-GCM (see token-seal.ts); never sent to a browser. */
  sealedTokens: string;
  needsReauthentication: Generated<boolean>;
  updatedAt: UpdatedAt;
}

export interface BlackbaudIngestionRequestsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  type: 'SYNC' | 'RESYNC';
  status: ColumnType<IngestionRequestStatus, IngestionRequestStatus | undefined, IngestionRequestStatus>;
  errorMessage: string | null;
  createdBy: number | null;
  /** Incremental syncs read records modified since this moment; null reads everything. */
  modifiedSince: Date | null;
  startedAt: ColumnType<Date, Date | undefined, never>;
  completedAt: Date | null;
}

export interface BlackbaudIngestionEntitiesTable {
  requestId: number;
  companyId: number;
  entity: string;
  position: number;
  isEssential: boolean;
  ingested: ColumnType<number, number | undefined, number>;
  total: ColumnType<number, number | undefined, number>;
  status: ColumnType<IngestionEntityStatus, IngestionEntityStatus | undefined, IngestionEntityStatus>;
  errorMessage: string | null;
  nextLink: string | null;
  updatedAt: UpdatedAt;
}

/** An event subscription's state (spec section 4, Event subscription status). */
export type WebhookProvisionStatus = 'PROVISIONING' | 'PROVISIONED' | 'UNPROVISIONING' | 'ERROR';

/** The event types an environment can be subscribed to (not a tenant table: the same for everyone). */
export interface BlackbaudWebhookEventsTable {
  id: number;
  eventType: string;
  name: string;
  description: string;
}

export interface BlackbaudWebhookSubscriptionsTable {
  id: Generated<number>;
  companyId: number;
  environmentId: number;
  webhookEventId: number;
  skySubscriptionId: string | null;
  provisionStatus: ColumnType<WebhookProvisionStatus, WebhookProvisionStatus | undefined, WebhookProvisionStatus>;
  errMessage: string | null;
  /** SHA-256 of the secret in the delivery address; the secret itself is kept nowhere. */
  keyHash: string;
  createdAt: ColumnType<Date, Date | undefined, never>;
}

export interface BlackbaudWebhookReceiptsTable {
  environmentId: number;
  companyId: number;
  eventId: string;
  eventType: string;
  receivedAt: ColumnType<Date, Date | undefined, never>;
}

export interface BlackbaudTables {
  blackbaudConnections: BlackbaudConnectionsTable;
  blackbaudIngestionRequests: BlackbaudIngestionRequestsTable;
  blackbaudIngestionEntities: BlackbaudIngestionEntitiesTable;
  blackbaudWebhookEvents: BlackbaudWebhookEventsTable;
  blackbaudWebhookSubscriptions: BlackbaudWebhookSubscriptionsTable;
  blackbaudWebhookReceipts: BlackbaudWebhookReceiptsTable;
}
