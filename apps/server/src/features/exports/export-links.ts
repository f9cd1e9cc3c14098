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

/** Where an export's two files are stored: per company, per appeal, per export; .csv when its preset says so. */
export function exportFileKeys(companyId: number, appealId: number, exportId: number, extension: 'xlsx' | 'csv' = 'xlsx'): ExportFileKeys {
  const folder = `exports/${companyId}/${appealId}/${exportId}`;
  return { readyToExportKey: `${folder}/ready-to-export.${extension}`, handleManuallyKey: `${folder}/handle-manually.${extension}` };
}

/** A file name from the appeal's name: what the browser saves a download as. */
export function appealFileBase(appealName: string): string {
  return appealName.replace(/[^\p{L}\p{N} ._()&'-]+/gu, '-').replace(/\s+/g, ' ').trim().slice(0, 120) || 'Appeal';
}

/** The names the browser saves the files as: the appeal's name and the list. */
export function exportFileNames(appealName: string, extension = 'xlsx'): { readyToExport: string; handleManually: string } {
  const base = appealFileBase(appealName);
  return { readyToExport: `${base} - Ready to Export.${extension}`, handleManually: `${base} - Handle Manually.${extension}` };
}

/** Signs both files' links for the next 15 minutes. */
export async function signExportLinks(storage: FileStorage, keys: ExportFileKeys, appealName: string, now = Date.now()): Promise<ExportLinks> {
  const names = exportFileNames(appealName, keys.readyToExportKey.endsWith('.csv') ? 'csv' : 'xlsx');
  const [readyToExportDownloadUrl, handleManuallyDownloadUrl] = await Promise.all([
    storage.signedUrl(keys.readyToExportKey, EXPORT_LINK_TTL_SECONDS, { downloadName: names.readyToExport }),
    storage.signedUrl(keys.handleManuallyKey, EXPORT_LINK_TTL_SECONDS, { downloadName: names.handleManually }),
  ]);
  return { readyToExportDownloadUrl, handleManuallyDownloadUrl, exportExpirationDate: new Date(now + EXPORT_LINK_TTL_SECONDS * 1000) };
}

/**
 * Where an appeal's reply-card proof is kept: one key per appeal, each new proof replacing the last, so that
 * deleting the appeal removes it (history's purge job) with the other files that hold its donors.
 */
export function replyCardProofKey(companyId: number, appealId: number): string {
  return `exports/${companyId}/${appealId}/proofs/reply-cards.pdf`;
}
