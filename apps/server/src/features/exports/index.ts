// Public face of exports: the export fields, the free allowance and the export files of an appeal.
export { createExportFiles, type ExportRequest } from './create-export-files.ts';
export { readExportAllowance, type ExportAllowance } from './export-allowance.ts';
export { getAppealExportFields, getDonorCustomFields } from './get-export-fields.ts';
export { replyCardProofKey } from './export-links.ts';
