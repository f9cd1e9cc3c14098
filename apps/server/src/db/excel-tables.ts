import type { ColumnType } from 'kysely';
import type { CreatedAt, UpdatedAt } from './tables.ts';

/** Ingestion statuses of an Excel file (spec section 4), START while waiting for a worker. */
export const EXCEL_STATUSES = ['START', 'PROCESSING', 'DONE', 'DONE_WITH_ERROR', 'ERROR', 'ERROR_NO_CONSTITUENTS', 'ERROR_LIMIT_EXCEDED'] as const;
export type ExcelStatus = (typeof EXCEL_STATUSES)[number];

export interface ExcelCellError {
  /** The cell reference (F17), or 'file' / 'header' for problems with the whole file or its first row. */
  id: string;
  error: string;
}

type Json<T> = ColumnType<T, string | undefined, string>;

export interface ExcelFilesTable {
  environmentId: number;
  companyId: number;
  storageKey: string;
  originalName: string;
  sizeBytes: number;
  status: ColumnType<ExcelStatus, ExcelStatus | undefined, ExcelStatus>;
  rowsDone: ColumnType<number, number | undefined, number>;
  rowsTotal: number | null;
  errorCount: ColumnType<number, number | undefined, number>;
  errorMessages: Json<ExcelCellError[]>;
  customColumns: Json<string[]>;
  uploadBy: number | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ExcelTables {
  excelFiles: ExcelFilesTable;
}
