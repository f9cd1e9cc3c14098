// Public face of excel: the template's columns and the streamed .xlsx row reader (also used by the command line).
export { TEMPLATE_COLUMNS, TEMPLATE_HEADERS, columnLetter, matchHeaderRow, normalizeHeader, type TemplateFieldKey } from './template-columns.ts';
export { recordSheetParts } from './ingestion/read-xlsx-rows.ts';
