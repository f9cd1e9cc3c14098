import { DONOR_STATUS_LABELS, INSTALLMENTS_BY_ASK_MODE, type AskMode } from '@askwise/domain';
import { mergeText, type MergeTextOrder } from '@askwise/domain/asks/merge-text';
import type { XlsxCellKind, XlsxCellValue } from '../../platform/xlsx/index.ts';
import type { ExportColumn, ExportRow } from './export-columns.ts';
import { donorFieldsOf } from './export-fields.ts';

// The fields a preset may put in its files (the spec's export fields and the mail house's own columns), and
// how each is written for one donor. A preset is the company's, not a source's: it may name the fields of
// every source, and a field a donor's source does not have stays blank.

export const PRESET_FILE_FORMATS = ['xlsx', 'csv'] as const;
export type PresetFileFormat = (typeof PRESET_FILE_FORMATS)[number];
export const MERGE_TEXT_ORDERS = ['highest_first', 'lowest_first'] as const satisfies readonly MergeTextOrder[];

/** A preset's column: the field and the header it is printed under. */
export interface PresetColumn {
  field: string;
  header: string;
}

/** What an export is written in when a preset is chosen (kept on the export, appeal_exports.layout). */
export interface ExportLayout {
  fileFormat: PresetFileFormat;
  mergeTextOrder: MergeTextOrder;
  columns: PresetColumn[];
}

/** What a donor's cells are made from beyond the donor: the appeal, its asks' mode and the export's date. */
export interface PresetContext {
  appealId: number;
  askMode: AskMode;
  exportedAt: Date;
}

type CellOf = (row: ExportRow, sequence: number, context: PresetContext) => XlsxCellValue;

/** A field of the catalogue with its usual header and how its cell is written. */
export interface PresetField {
  id: string;
  name: string;
  kind: XlsxCellKind;
  cell: CellOf;
}

/** How many asks a ladder has at most (number of asks 3, 4 or 5). */
const MAX_ASKS = 5;

/** What the write-in column prints: the reply card's line for a gift of the donor's own choosing. */
export const WRITE_IN_TEXT = 'Other $________';

/** The mail house's key code: the appeal, and the donor's test group by its source code (or its letter). */
export function keyCodeOf(appealId: number, row: Pick<ExportRow, 'testGroup' | 'sourceCode'>): string {
  const group = row.sourceCode?.trim() || row.testGroup;
  return group ? `A${appealId}-${group}` : `A${appealId}`;
}

/** Ask k (1-based) as printed on the card: the annual amount, or the monthly one for a monthly-only ladder. */
function askCents(row: ExportRow, k: number, askMode: AskMode): number | null {
  return (askMode === 'MONTHLY_ONLY' ? row.monthlyAsks[k - 1] : row.annualAsks[k - 1]) ?? null;
}

/** Installment k of an annual ask paid monthly (ANNUAL_MONTHLY_n); none for the other modes. */
function installmentCents(row: ExportRow, k: number, askMode: AskMode): number | null {
  return INSTALLMENTS_BY_ASK_MODE[askMode] > 0 ? (row.monthlyAsks[k - 1] ?? null) : null;
}

/** The ladder in words; a ladder merge text cannot read (no asks) leaves the cell blank rather than fail the export. */
export function mergeTextCell(row: ExportRow, askMode: AskMode, order: MergeTextOrder): string | null {
  try {
    return mergeText({ askMode, annualAsks: row.annualAsks, monthlyAsks: row.monthlyAsks }, order);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const numbered = (prefix: string, name: string, kind: XlsxCellKind, cell: (k: number) => CellOf): PresetField[] =>
  Array.from({ length: MAX_ASKS }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${name} ${i + 1}`, kind, cell: cell(i + 1) }));

/** The donor fields of every source, each once. */
function donorPresetFields(): PresetField[] {
  const seen = new Map<string, PresetField>();
  for (const source of ['blackbaud', 'virtuous'] as const) {
    for (const f of donorFieldsOf(source)) {
      if (!seen.has(f.id)) seen.set(f.id, { id: f.id, name: f.name, kind: f.kind, cell: (row, _sequence, context) => f.value(row, context) });
    }
  }
  return [...seen.values()];
}

/** Every field a preset may use, in the order the editor offers them. The merge text's order is the preset's. */
export const PRESET_FIELDS: readonly PresetField[] = [
  { id: 'sequenceNumber', name: 'Sequence Number', kind: 'integer', cell: (_row, sequence) => sequence },
  { id: 'keyCode', name: 'Key Code', kind: 'text', cell: (row, _sequence, context) => keyCodeOf(context.appealId, row) },
  ...donorPresetFields(),
  ...numbered('ask', 'Ask', 'cents', (k) => (row, _sequence, context) => askCents(row, k, context.askMode)),
  ...numbered('installment', 'Installment', 'cents', (k) => (row, _sequence, context) => installmentCents(row, k, context.askMode)),
  { id: 'writeIn', name: 'Write-in', kind: 'text', cell: () => WRITE_IN_TEXT },
  { id: 'mergeText', name: 'Merge Text', kind: 'text', cell: () => null },
  { id: 'askString', name: 'Ask String', kind: 'text', cell: (row) => row.askString },
  { id: 'status', name: 'Status', kind: 'text', cell: (row) => DONOR_STATUS_LABELS[row.status] },
  { id: 'testGroup', name: 'Test Group', kind: 'text', cell: (row) => row.testGroup },
  { id: 'sourceCode', name: 'Source Code', kind: 'text', cell: (row) => row.sourceCode },
];

const FIELDS_BY_ID = new Map(PRESET_FIELDS.map((f) => [f.id, f]));

export function findPresetField(id: string): PresetField | undefined {
  return FIELDS_BY_ID.get(id);
}

/** The columns of an export in a preset's layout: its fields in its order under its headers. */
export function presetColumnsOf(layout: ExportLayout, context: PresetContext): ExportColumn[] {
  return layout.columns.flatMap(({ field, header }) => {
    const found = FIELDS_BY_ID.get(field);
    // A field dropped from the catalogue after the preset was saved is left out rather than fail the export.
    if (!found) return [];
    const value =
      field === 'mergeText'
        ? (row: ExportRow) => mergeTextCell(row, context.askMode, layout.mergeTextOrder)
        : (row: ExportRow, sequence: number) => found.cell(row, sequence, context);
    return [{ header, kind: found.kind, gridKey: field, value }];
  });
}
