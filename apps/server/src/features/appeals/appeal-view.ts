import type { AppealStep } from '@askwise/domain/appeal-steps';
import type { AppealRow, AppealStatusRow } from './appeals.repository.ts';

/** An appeal as the API shows it (spec section 3): settings as JSON text, flags as 0/1. */
export interface AppealView {
  id: number;
  userId: number | null;
  companyId: number;
  audienceId: number | null;
  blackbaudOrganizationId: number | null;
  name: string;
  step: AppealStep;
  mappingSettings: string | null;
  numberAskSettings: string | null;
  strategySettings: string | null;
  columnOrderSettings: string | null;
  extraFieldsSettings: string | null;
  customFieldsSettings: string | null;
  readyToExportDownloadUrl: string | null;
  handleManuallyDownloadUrl: string | null;
  exportExpirationDate: Date | null;
  dataImportSourceId: number;
  includeSoftCredits: number;
  isLocked: number;
  createdAt: Date;
  updatedAt: Date;
  organizationName: string | null;
  audienceName: string | null;
  audienceTotal: number | null;
}

export interface AppealStatusView {
  appealId: number;
  isLocked: number;
  mapAppealStatus: string | null;
  algorithmStatus: string | null;
  exportExcelStatus: string | null;
  mapAppealError: string | null;
  algorithmError: string | null;
  exportExcelError: string | null;
  updatedAt: Date;
}

const jsonText = (value: unknown): string | null => (value === null || value === undefined ? null : JSON.stringify(value));

export function toAppealView(row: AppealRow, source: Pick<AppealView, 'organizationName' | 'audienceName' | 'audienceTotal'>): AppealView {
  return {
    id: row.id,
    userId: row.userId,
    companyId: row.companyId,
    audienceId: row.audienceId,
    blackbaudOrganizationId: row.environmentId,
    name: row.name,
    step: row.step,
    mappingSettings: jsonText(row.mappingSettings),
    numberAskSettings: jsonText(row.numberAskSettings),
    strategySettings: row.strategySettings,
    columnOrderSettings: row.columnOrderSettings,
    extraFieldsSettings: row.extraFieldsSettings,
    customFieldsSettings: row.customFieldsSettings,
    readyToExportDownloadUrl: row.readyToExportDownloadUrl,
    handleManuallyDownloadUrl: row.handleManuallyDownloadUrl,
    exportExpirationDate: row.exportExpirationDate,
    dataImportSourceId: row.dataImportSourceId,
    includeSoftCredits: row.includeSoftCredits ? 1 : 0,
    isLocked: row.isLocked ? 1 : 0,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    ...source,
  };
}

export function toAppealStatusView(row: AppealStatusRow): AppealStatusView {
  return {
    appealId: row.appealId,
    isLocked: row.isLocked ? 1 : 0,
    mapAppealStatus: row.mapAppealStatus,
    algorithmStatus: row.algorithmStatus,
    exportExcelStatus: row.exportExcelStatus,
    mapAppealError: row.mapAppealError,
    algorithmError: row.algorithmError,
    exportExcelError: row.exportExcelError,
    updatedAt: row.updatedAt,
  };
}
