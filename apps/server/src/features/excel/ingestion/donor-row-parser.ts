import { GIVING_KEYS, type GivingValues } from '@askwise/domain/giving-fields';
import type { ExcelCellError } from '../../../db/excel-tables.ts';
import { parseAmountCell, parseCountCell, parseIdCell, parseTextCell, parseZipCell, plainValue, type CellResult } from '../parse-cells.ts';
import { columnLetter, type HeaderMatch, type TemplateColumn, type TemplateFieldKey } from '../template-columns.ts';

/** One donor as read from a template row; amounts in cents, null when the cell was blank (giving: giving-fields.ts). */
export interface ExcelDonor extends GivingValues<number | null> {
  rowNumber: number;
  externalId: string;
  firstName: string | null;
  lastName: string | null;
  preferredName: string | null;
  spouse: string | null;
  address1: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
  wealthRatingCents: number | null;
  customFieldValues: Array<{ category: string; value: string }>;
}

export type ParsedRow = { kind: 'donor'; donor: ExcelDonor } | { kind: 'errors'; errors: ExcelCellError[] } | { kind: 'blank' };

function parseByKind(column: TemplateColumn, value: unknown): CellResult<string | number | null> {
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

function isBlankCell(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  const plain = plainValue(value);
  return plain.ok && (plain.value === null || (typeof plain.value === 'string' && plain.value.trim() === ''));
}

/**
 * Turns template rows into donors. A row with any bad cell is reported cell by cell and not loaded
 * (half a donor would give a wrong ask); every other row is kept. Blank rows are skipped.
 */
export class DonorRowParser {
  private readonly seenIds = new Map<string, number>();
  private readonly standard: Array<[TemplateFieldKey, number, TemplateColumn]>;

  constructor(private readonly header: HeaderMatch) {
    this.standard = header.cells.flatMap((cell) => (cell.kind === 'standard' ? [[cell.column.key, cell.index, cell.column] as [TemplateFieldKey, number, TemplateColumn]] : []));
  }

  parse(rowNumber: number, cells: readonly unknown[]): ParsedRow {
    if (cells.every(isBlankCell)) return { kind: 'blank' };
    const errors: ExcelCellError[] = [];
    const fields: Partial<Record<TemplateFieldKey, string | number | null>> = {};
    for (const [key, index, column] of this.standard) {
      const result = parseByKind(column, cells[index]);
      if (result.ok) fields[key] = result.value;
      else errors.push(cellError(rowNumber, index, column.header, result.error));
    }
    const customFieldValues: ExcelDonor['customFieldValues'] = [];
    for (const { index, name } of this.header.customColumns) {
      const result = parseTextCell(cells[index]);
      if (!result.ok) errors.push(cellError(rowNumber, index, name, result.error));
      else if (result.value !== null) customFieldValues.push({ category: name, value: result.value });
    }
    let externalId = (fields.externalIdentifier as string | null | undefined) ?? `row-${rowNumber}`;
    const firstRow = this.seenIds.get(externalId);
    if (firstRow !== undefined) {
      const index = this.header.standard.get('externalIdentifier') ?? 0;
      errors.push(cellError(rowNumber, index, 'Cont. ID', `"${externalId}" is already used by row ${firstRow}; each donor needs a different id`));
      externalId = '';
    }
    if (errors.length) return { kind: 'errors', errors };
    this.seenIds.set(externalId, rowNumber);
    const text = (key: TemplateFieldKey) => (fields[key] as string | null | undefined) ?? null;
    const cents = (key: TemplateFieldKey) => (fields[key] as number | null | undefined) ?? null;
    return {
      kind: 'donor',
      donor: {
        rowNumber,
        externalId,
        firstName: text('firstName'),
        lastName: text('lastName'),
        preferredName: text('preferredName'),
        spouse: text('spouse'),
        address1: text('address1'),
        city: text('city'),
        state: text('state'),
        zip: text('zip'),
        email: text('preferredEmail'),
        wealthRatingCents: cents('minSuggestedAskW'),
        ...givingOf(fields),
        customFieldValues,
      },
    };
  }
}

/** The giving cells of a parsed row (cents, or the count), null when blank. */
function givingOf(fields: Partial<Record<TemplateFieldKey, string | number | null>>): GivingValues<number | null> {
  const giving = {} as GivingValues<number | null>;
  for (const key of GIVING_KEYS) giving[key] = (fields[key] as number | null | undefined) ?? null;
  return giving;
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
