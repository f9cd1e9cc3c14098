import { DONOR_STATUS_LABELS, FLAG_LABELS, INSTALLMENTS_BY_ASK_MODE, type AskFlags, type AskMode, type DonorStatus } from '@askwise/domain';
import { chosenDonorFields, MERGE_TEXT_FIELD, splitSettingsList, type ExportDonor } from './export-fields.ts';
import { mergeTextCell } from './export-preset-fields.ts';
import type { XlsxCellValue, XlsxColumn } from '../../platform/xlsx/index.ts';

/** One donor of an export: the donor fields, the asks (cents) and the review results. */
export interface ExportRow extends ExportDonor {
  status: DonorStatus;
  askString: string;
  annualAsks: ReadonlyArray<number | null>;
  monthlyAsks: ReadonlyArray<number | null>;
  /** The review flags of the primary ask, as the grid shows them. */
  flags: AskFlags;
  /** JSON list of {category, value}, as stored. */
  customFieldValues: unknown;
  /** In an A/B test: the donor's group letter and its source code for the reply card. */
  testGroup: string | null;
  sourceCode: string | null;
}

export interface ExportColumn extends XlsxColumn {
  gridKey: string;
  /** The cell of a donor; sequence: the donor's place in its file, from 1 (a preset's sequence number). */
  value: (row: ExportRow, sequence: number) => XlsxCellValue;
}

export interface ExportLayoutInput {
  source: 'blackbaud' | 'excel' | 'virtuous';
  extraFieldsSettings: string | null;
  customFieldsSettings: string | null;
  columnOrderSettings: string | null;
  numberOfAsks: number;
  askMode: AskMode;
  exportedAt: Date;
  /** The appeal runs an A/B test: Test Group and Source Code columns follow the status. */
  hasTest?: boolean;
}

/**
 * The columns of both export files: the chosen donor fields, the asks of the appeal's mode, the ask
 * string, the flags and the status, then custom fields; ordered as the review grid orders its columns.
 */
export function exportColumnsOf(input: ExportLayoutInput): ExportColumn[] {
  const context = { exportedAt: input.exportedAt };
  const donor: ExportColumn[] = chosenDonorFields(input.source, input.extraFieldsSettings).map((f) => ({
    header: f.name,
    kind: f.kind,
    gridKey: f.gridKey,
    value: (row) => f.value(row, context),
  }));

  const asks: ExportColumn[] = [];
  const hasAnnual = input.askMode !== 'MONTHLY_ONLY';
  const hasMonthly = input.askMode === 'MONTHLY_ONLY' || INSTALLMENTS_BY_ASK_MODE[input.askMode] > 0;
  const installments = INSTALLMENTS_BY_ASK_MODE[input.askMode];
  for (let k = 0; k < input.numberOfAsks; k++) {
    if (hasAnnual) asks.push({ header: `Annual Ask ${k + 1}`, kind: 'cents', gridKey: `anualAsk${k + 1}`, value: (row) => row.annualAsks[k] ?? null });
  }
  for (let k = 0; k < input.numberOfAsks; k++) {
    if (!hasMonthly) break;
    const header = installments > 0 ? `${installments}-Month Installment ${k + 1}` : `Monthly Ask ${k + 1}`;
    asks.push({ header, kind: 'cents', gridKey: `monthlyAsk${k + 1}`, value: (row) => row.monthlyAsks[k] ?? null });
  }

  if (splitSettingsList(input.extraFieldsSettings).includes(MERGE_TEXT_FIELD.id)) {
    asks.push({ header: MERGE_TEXT_FIELD.name, kind: 'text', gridKey: MERGE_TEXT_FIELD.id, value: (row) => mergeTextCell(row, input.askMode, 'highest_first') });
  }

  const flag = (key: 'fiveKOrAbove' | 'threeXAppealGift' | 'oneKMoreLastYear' | 'isSpicy', header: string): ExportColumn => ({
    header,
    kind: 'boolean',
    gridKey: key,
    value: (row) => row.flags[key],
  });
  const results: ExportColumn[] = [
    { header: 'Ask String', kind: 'text', gridKey: 'askString', value: (row) => row.askString },
    flag('fiveKOrAbove', FLAG_LABELS.fiveKOrAbove),
    flag('threeXAppealGift', FLAG_LABELS.threeXAppealGift),
    flag('oneKMoreLastYear', FLAG_LABELS.oneKMoreLastYear),
    flag('isSpicy', 'Flagged for review'),
    { header: 'Status', kind: 'text', gridKey: 'status', value: (row) => DONOR_STATUS_LABELS[row.status] },
  ];
  if (input.hasTest) {
    results.push(
      { header: 'Test Group', kind: 'text', gridKey: 'testGroup', value: (row) => row.testGroup },
      { header: 'Source Code', kind: 'text', gridKey: 'sourceCode', value: (row) => row.sourceCode },
    );
  }

  const custom: ExportColumn[] = splitSettingsList(input.customFieldsSettings).map((category) => ({
    header: category,
    kind: 'text',
    gridKey: `custom:${category}`,
    value: (row) => customFieldValue(row.customFieldValues, category),
  }));

  return inGridOrder([...donor, ...asks, ...results, ...custom], input.columnOrderSettings);
}

/** Columns the grid orders come first in its order; the rest keep their place after them. */
export function inGridOrder(columns: ExportColumn[], columnOrderSettings: string | null): ExportColumn[] {
  const order = splitSettingsList(columnOrderSettings);
  if (order.length === 0) return columns;
  const position = new Map(order.map((key, index) => [key, index]));
  const known = columns.filter((c) => position.has(c.gridKey)).sort((a, b) => position.get(a.gridKey)! - position.get(b.gridKey)!);
  return [...known, ...columns.filter((c) => !position.has(c.gridKey))];
}

/** A custom field's value for a donor; values arrive as a JSON list of {category, value}. */
export function customFieldValue(values: unknown, category: string): string | null {
  const list = typeof values === 'string' ? safeJson(values) : values;
  if (!Array.isArray(list)) return null;
  for (const item of list) {
    if (item && typeof item === 'object' && (item as { category?: unknown }).category === category) {
      const value = (item as { value?: unknown }).value;
      return value === null || value === undefined ? null : String(value);
    }
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
