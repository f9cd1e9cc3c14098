import { GIVING_COLUMNS, GIVING_KEYS } from '@askwise/domain/giving-fields';
import type { ExcelCellError } from '../../../db/excel-tables.ts';
import { parseAmountCell, parseCountCell, parseIdCell, parseTextCell, parseZipCell, plainValue, type CellResult } from '../parse-cells.ts';
import { commonCents, commonCount, commonId, commonText, commonZip, NOT_COMMON } from './common-cells.ts';
import { columnLetter, type HeaderMatch, type TemplateColumn, type TemplateFieldKey } from '../template-columns.ts';

/** The staging table's columns, in the order of a donor's COPY line (load-donors.ts). */
export const STAGING_COLUMNS = [
  'row_number', 'external_id', 'first_name', 'last_name', 'preferred_name', 'spouse', 'address1', 'city', 'state', 'zip', 'email',
  'wealth_rating_cents', 'custom_field_values', ...GIVING_COLUMNS,
] as const;

const ROW_NUMBER_SLOT = 0;
const EXTERNAL_ID_SLOT = 1;
const CUSTOM_FIELDS_SLOT = 12;
/** Where a standard column's value goes in the COPY line (amounts in cents, the count as is). */
const SLOT_OF = new Map<TemplateFieldKey, number>([
  ['externalIdentifier', EXTERNAL_ID_SLOT], ['firstName', 2], ['lastName', 3], ['preferredName', 4], ['spouse', 5], ['address1', 6],
  ['city', 7], ['state', 8], ['zip', 9], ['preferredEmail', 10], ['minSuggestedAskW', 11],
  ...GIVING_KEYS.map((key, i): [TemplateFieldKey, number] => [key, CUSTOM_FIELDS_SLOT + 1 + i]),
]);

export type ParsedRow = { kind: 'donor'; copyLine: string } | { kind: 'errors'; errors: ExcelCellError[] } | { kind: 'blank' };

type CellValue = string | number | null;

function parseByKind(column: TemplateColumn, value: unknown): CellResult<CellValue> {
  switch (column.kind) {
    case 'amount':
      return parseAmountCell(value);
    case 'count':
      return parseCountCell(value);
    case 'id':
      return parseIdCell(value);
    case 'zip':
      return parseZipCell(value);
    default:
      return parseTextCell(value);
  }
}

function commonByKind(column: TemplateColumn, value: unknown): CellValue | typeof NOT_COMMON {
  switch (column.kind) {
    case 'amount':
      return commonCents(value);
    case 'count':
      return commonCount(value);
    case 'id':
      return commonId(value);
    case 'zip':
      return commonZip(value);
    default:
      return commonText(value);
  }
}

function isBlankCell(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return false;
  const plain = plainValue(value);
  return plain.ok && (plain.value === null || (typeof plain.value === 'string' && plain.value.trim() === ''));
}

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY text format: tab-separated, \N for null, backslash escapes. */
function copyField(value: CellValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/**
 * Turns template rows into donors, each as its COPY line for the staging table (STAGING_COLUMNS). A row with
 * any bad cell is reported cell by cell and not loaded (half a donor would give a wrong ask); every other row
 * is kept. Blank rows are skipped. Common cells take common-cells.ts's direct path, the rest parse-cells.ts's.
 */
export class DonorRowParser {
  private readonly seenIds = new Map<string, number>();
  private readonly standard: Array<{ index: number; slot: number; column: TemplateColumn }>;
  /** The row being read, slot by slot: one array for every row. */
  private readonly values: CellValue[] = new Array<CellValue>(STAGING_COLUMNS.length).fill(null);
  private readonly fields: string[] = new Array<string>(STAGING_COLUMNS.length).fill('');
  private readonly header: HeaderMatch;

  constructor(header: HeaderMatch) {
    this.header = header;
    this.standard = header.cells.flatMap((cell) => (cell.kind === 'standard' ? [{ index: cell.index, slot: SLOT_OF.get(cell.column.key)!, column: cell.column }] : []));
  }

  parse(rowNumber: number, cells: readonly unknown[]): ParsedRow {
    if (cells.every(isBlankCell)) return { kind: 'blank' };
    const errors: ExcelCellError[] = [];
    this.readStandard(rowNumber, cells, errors);
    const customFields = this.readCustom(rowNumber, cells, errors);
    let externalId = (this.values[EXTERNAL_ID_SLOT] as string | null) ?? `row-${rowNumber}`;
    const firstRow = this.seenIds.get(externalId);
    if (firstRow !== undefined) {
      const index = this.header.standard.get('externalIdentifier') ?? 0;
      errors.push(cellError(rowNumber, index, 'Cont. ID', `"${externalId}" is already used by row ${firstRow}; each donor needs a different id`));
      externalId = '';
    }
    if (errors.length) return { kind: 'errors', errors };
    this.seenIds.set(externalId, rowNumber);
    this.values[ROW_NUMBER_SLOT] = rowNumber;
    this.values[EXTERNAL_ID_SLOT] = externalId;
    this.values[CUSTOM_FIELDS_SLOT] = customFields ? JSON.stringify(customFields) : null;
    return { kind: 'donor', copyLine: this.copyLine() };
  }

  /** The standard columns into their slots (blank when the file lacks the column); bad cells into `errors`. */
  private readStandard(rowNumber: number, cells: readonly unknown[], errors: ExcelCellError[]): void {
    const values = this.values;
    values.fill(null);
    for (const { index, slot, column } of this.standard) {
      const cell = cells[index];
      const common = commonByKind(column, cell);
      if (common !== NOT_COMMON) {
        values[slot] = common;
        continue;
      }
      const result = parseByKind(column, cell);
      if (result.ok) values[slot] = result.value;
      else errors.push(cellError(rowNumber, index, column.header, result.error));
    }
  }

  /** The custom columns' filled cells, or null when there are none. */
  private readCustom(rowNumber: number, cells: readonly unknown[], errors: ExcelCellError[]): Array<{ category: string; value: string }> | null {
    let customFields: Array<{ category: string; value: string }> | null = null;
    for (const { index, name } of this.header.customColumns) {
      const cell = cells[index];
      const common = commonText(cell);
      const result = common === NOT_COMMON ? parseTextCell(cell) : { ok: true as const, value: common };
      if (!result.ok) errors.push(cellError(rowNumber, index, name, result.error));
      else if (result.value !== null) (customFields ??= []).push({ category: name, value: result.value });
    }
    return customFields;
  }

  /** Joined from one reused array: concatenating field by field made two string pieces per field for the collector. */
  private copyLine(): string {
    const { values, fields } = this;
    for (let slot = 0; slot < values.length; slot++) fields[slot] = copyField(values[slot]!);
    return fields.join('\t') + '\n';
  }
}

/** 'Row 17, column "Appeal Gifts Last Year" (F17): "12x" is not an amount of money', with id 'F17'. */
export function cellError(rowNumber: number, index: number, header: string, problem: string): ExcelCellError {
  const ref = `${columnLetter(index)}${rowNumber}`;
  return { id: ref, error: `Row ${rowNumber}, column "${header}" (${ref}): ${problem}` };
}

/** Problems with the header row itself: missing and repeated template columns. */
export function headerWarnings(header: HeaderMatch, headerRowNumber: number): ExcelCellError[] {
  const warnings: ExcelCellError[] = header.missing.map((column) => ({
    id: 'header',
    error: `Column "${column.header}" is missing from the first row; its values are left blank.`,
  }));
  for (const { column, firstIndex, index } of header.duplicates) {
    warnings.push({
      id: `${columnLetter(index)}${headerRowNumber}`,
      error: `Column "${column.header}" appears twice (${columnLetter(firstIndex)} and ${columnLetter(index)}); only ${columnLetter(firstIndex)} was read.`,
    });
  }
  return warnings;
}
