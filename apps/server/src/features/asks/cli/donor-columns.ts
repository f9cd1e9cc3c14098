import { ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import { matchHeaderRow, TEMPLATE_COLUMNS, type TemplateFieldKey } from '../../excel/index.ts';

// Which of the Excel template's columns (features/excel/template-columns.ts: the list, and header
// matching that ignores case, spacing, punctuation and order) the command line reads and requires.

/**
 * The columns the ask engine reads (the ask inputs of giving-fields.ts, the gift count and the wealth
 * rating), in the order of DONOR_INPUT_FIELDS (donor-inputs.ts). All are
 * required: without them no ladder can be worked out. The zip is read too, but is optional.
 */
export const DONOR_INPUT_KEYS = [...ASK_GIVING_KEYS, 'lifetimeGifts', 'minSuggestedAskW'] as const satisfies readonly TemplateFieldKey[];

export const REQUIRED_KEYS: readonly TemplateFieldKey[] = DONOR_INPUT_KEYS;

/** The template's own header for a column, e.g. 'Lifetime Giving'. */
export function templateHeader(key: TemplateFieldKey): string {
  return TEMPLATE_COLUMNS.find((column) => column.key === key)!.header;
}

export const REQUIRED_HEADERS: readonly string[] = REQUIRED_KEYS.map(templateHeader);

/** Template columns that hold money or a gift count (written as numbers to .xlsx). */
export const AMOUNT_KEYS: readonly TemplateFieldKey[] = TEMPLATE_COLUMNS.filter((c) => c.kind === 'amount').map((c) => c.key);
export const COUNT_KEYS: readonly TemplateFieldKey[] = TEMPLATE_COLUMNS.filter((c) => c.kind === 'count').map((c) => c.key);

export interface DonorColumns {
  /** Template column -> its 0-based position in the file (the first, when a header repeats). */
  readonly positions: ReadonlyMap<TemplateFieldKey, number>;
  /** Template headers of the required columns the file lacks. */
  readonly missing: readonly string[];
  /** Columns the command line reads that the file has more than once, with every 0-based position. */
  readonly repeated: readonly { readonly header: string; readonly positions: readonly number[] }[];
}

/** Finds the template columns in a file's header row, whatever their order and spelling. */
export function findDonorColumns(headers: readonly string[]): DonorColumns {
  const match = matchHeaderRow(headers);
  const read = new Set<TemplateFieldKey>([...DONOR_INPUT_KEYS, 'zip']);
  const repeated = new Map<TemplateFieldKey, number[]>();
  for (const duplicate of match.duplicates) {
    if (!read.has(duplicate.column.key)) continue;
    const positions = repeated.get(duplicate.column.key) ?? [duplicate.firstIndex];
    positions.push(duplicate.index);
    repeated.set(duplicate.column.key, positions);
  }
  return {
    positions: match.standard,
    missing: REQUIRED_KEYS.filter((key) => !match.standard.has(key)).map(templateHeader),
    repeated: [...repeated].map(([key, positions]) => ({ header: templateHeader(key), positions })),
  };
}
