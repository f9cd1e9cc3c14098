import path from 'node:path';

export const EXCEL_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const EXCEL_ONLY_MESSAGE = 'Only Excel files (.xlsx or .xls) can be uploaded.';

/** Uploads of a company live under this prefix (spec: excel-environments/{companyId}/). */
export function excelKeyPrefix(companyId: number): string {
  return `excel-environments/${companyId}/`;
}

export function isExcelFileName(name: string): boolean {
  return (EXCEL_EXTENSIONS as readonly string[]).includes(path.extname(name).toLowerCase());
}

/**
 * The stored name: the original name made safe for any storage, with a millisecond suffix so that
 * uploading the same file twice keeps both ('Donors 2024.xlsx' -> 'Donors 2024_1718000000000.xlsx').
 */
export function storedExcelName(originalName: string, now = Date.now()): string {
  const extension = path.extname(originalName).toLowerCase();
  const base = path
    .basename(originalName, path.extname(originalName))
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ ()-]+/gu, '_')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .slice(0, 150);
  return `${base || 'excel'}_${now}${extension}`;
}

/** The name the user uploaded, from a stored name (the suffix removed). */
export function originalExcelName(storedName: string): string {
  return storedName.replace(/_\d{13}(\.[A-Za-z]+)$/, '$1');
}
