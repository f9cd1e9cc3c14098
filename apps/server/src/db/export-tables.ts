import type { ColumnType, Generated } from 'kysely';

export type AppealExportStatus = 'PENDING' | 'RUNNING' | 'DONE' | 'ERROR';

/** One export of an appeal (migration 0500): the stored files and the ask strings it counted. */
export interface AppealExportsTable {
  id: Generated<number>;
  companyId: number;
  appealId: number;
  userId: number | null;
  status: ColumnType<AppealExportStatus, AppealExportStatus | undefined, AppealExportStatus>;
  readyToExportCount: ColumnType<number, number | undefined, number>;
  handleManuallyCount: ColumnType<number, number | undefined, number>;
  readyToExportKey: string | null;
  handleManuallyKey: string | null;
  errorMessage: string | null;
  /** The queued job (migration 0726); null for exports queued before it. */
  jobId: string | null;
  /** '<job id>:<retry count>' of the attempt running or having run it. */
  attempt: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  completedAt: Date | null;
}

export interface ExportTables {
  appealExports: AppealExportsTable;
}
