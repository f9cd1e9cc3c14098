import type { FileStorage } from '../../platform/storage/file-storage.ts';

/** Download links of export files live 15 minutes; Export Again asks for fresh ones. */
export const EXPORT_LINK_TTL_SECONDS = 15 * 60;

export interface ExportFileKeys {
  readyToExportKey: string;
  handleManuallyKey: string;
}

export interface ExportLinks {
  readyToExportDownloadUrl: string;
  handleManuallyDownloadUrl: string;
  exportExpirationDate: Date;
}

/** Where an export's two files are stored: per company, per appeal, per export. */
export function exportFileKeys(companyId: number, appealId: number, exportId: number): ExportFileKeys {
  const folder = `exports/${companyId}/${appealId}/${exportId}`;
  return { readyToExportKey: `${folder}/ready-to-export.xlsx`, handleManuallyKey: `${folder}/handle-manually.xlsx` };
}

/** The names the browser saves the files as: the appeal's name and the list. */
export function exportFileNames(appealName: string): { readyToExport: string; handleManually: string } {
  const base = appealName.replace(/[^\p{L}\p{N} ._()&'-]+/gu, '-').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Appeal';
  return { readyToExport: `${base} - Ready to Export.xlsx`, handleManually: `${base} - Handle Manually.xlsx` };
}

/** Signs both files' links for the next 15 minutes. */
export async function signExportLinks(storage: FileStorage, keys: ExportFileKeys, appealName: string, now = Date.now()): Promise<ExportLinks> {
  const names = exportFileNames(appealName);
  const [readyToExportDownloadUrl, handleManuallyDownloadUrl] = await Promise.all([
    storage.signedUrl(keys.readyToExportKey, EXPORT_LINK_TTL_SECONDS, { downloadName: names.readyToExport }),
    storage.signedUrl(keys.handleManuallyKey, EXPORT_LINK_TTL_SECONDS, { downloadName: names.handleManually }),
  ]);
  return { readyToExportDownloadUrl, handleManuallyDownloadUrl, exportExpirationDate: new Date(now + EXPORT_LINK_TTL_SECONDS * 1000) };
}
