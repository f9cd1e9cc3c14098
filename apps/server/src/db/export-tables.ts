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
  /** The preset layout the export was made with (migration 1687, JSON); null: the appeal's field choice. */
  layout: ColumnType<unknown, string | null | undefined, string | null>;
}

/** A company's saved export layout (migration 1677); columns: JSON list of {field, header}. */
export interface ExportPresetsTable {
  id: Generated<number>;
  companyId: number;
  name: string;
  fileFormat: 'xlsx' | 'csv';
  mergeTextOrder: ColumnType<'highest_first' | 'lowest_first', 'highest_first' | 'lowest_first' | undefined, 'highest_first' | 'lowest_first'>;
  columns: ColumnType<unknown, string, string>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ExportTables {
  appealExports: AppealExportsTable;
  exportPresets: ExportPresetsTable;
}
