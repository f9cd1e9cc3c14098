import { GIVING_FIELDS, type GivingKey } from '@askwise/domain/giving-fields';

// The Excel template's columns and how a file's header row is matched to them. Shared with the
// command-line ask tool, which reads the same columns from .xlsx and .csv files. The giving columns come
// from the domain's giving-field table.

export type TemplateColumnKind = 'id' | 'text' | 'amount' | 'count' | 'zip';

export interface TemplateColumn {
  /** The field name in the spec's Excel row. */
  key: TemplateFieldKey;
  /** The header as the template writes it. */
  header: string;
  kind: TemplateColumnKind;
  /** What to put in the column, for the template's explanation sheet. */
  description: string;
  /** Other headers people use for the same column (compared after normalizeHeader). */
  aliases?: readonly string[];
}

export type TemplateFieldKey =
  | 'externalIdentifier'
  | 'firstName'
  | 'lastName'
  | GivingKey
  | 'minSuggestedAskW'
  | 'spouse'
  | 'address1'
  | 'city'
  | 'state'
  | 'zip'
  | 'preferredEmail'
  | 'preferredName';

const GIVING_COLUMNS: readonly TemplateColumn[] = GIVING_FIELDS.map(({ key, header, kind, description }) => ({ key, header, kind, description }));

/** The standard columns in template order; any further column is a custom column kept per row. */
export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { key: 'externalIdentifier', header: 'Cont. ID', kind: 'id', description: "The donor's id in your donor system. Optional; when blank, Askwise numbers the row.", aliases: ['constituent id', 'cont id', 'constituentid'] },
  { key: 'firstName', header: 'First Name', kind: 'text', description: "The donor's first name." },
  { key: 'lastName', header: 'Last Name', kind: 'text', description: "The donor's last name (or the organisation's name)." },
  ...GIVING_COLUMNS,
  { key: 'minSuggestedAskW', header: 'Wealth Rating - Minimum Suggested Ask', kind: 'amount', description: "The donor's wealth rating (estimated capacity); Askwise suggests at least a small share of it.", aliases: ['wealth rating', 'minimum suggested ask'] },
  { key: 'spouse', header: 'Spouse', kind: 'text', description: "The spouse's name, if any." },
  { key: 'address1', header: 'Address1', kind: 'text', description: 'Street address.', aliases: ['address', 'address line 1'] },
  { key: 'city', header: 'City', kind: 'text', description: 'City.' },
  { key: 'state', header: 'State', kind: 'text', description: 'State.' },
  { key: 'zip', header: 'Zip', kind: 'zip', description: 'ZIP code; keep the column as text so that leading zeros stay.', aliases: ['zip code', 'postal code', 'zipcode'] },
  { key: 'preferredEmail', header: 'Preferred Email', kind: 'text', description: 'E-mail address.', aliases: ['email', 'e-mail'] },
  { key: 'preferredName', header: 'Preferred Name', kind: 'text', description: 'How the donor likes to be addressed, e.g. "Bob".' },
];

export const TEMPLATE_HEADERS: readonly string[] = TEMPLATE_COLUMNS.map((c) => c.header);

/** A file is taken for the template when its header row has at least this many standard columns. */
export const MIN_TEMPLATE_COLUMNS = Math.ceil(TEMPLATE_COLUMNS.length / 2);

const NUMBER_WORDS: Record<string, string> = { one: '1', two: '2', three: '3' };

/**
 * A header reduced to what matters: case, spacing, punctuation and plural 's' are ignored, so
 * ' appeal gift 2 years ago ', 'Appeal Gifts Two Years Ago' and 'APPEAL_GIFTS_2_YEARS_AGO' agree.
 */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => NUMBER_WORDS[word] ?? (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
    .join('');
}

const COLUMN_BY_NORMALIZED = new Map<string, TemplateColumn>();
for (const column of TEMPLATE_COLUMNS) {
  for (const name of [column.header, ...(column.aliases ?? [])]) COLUMN_BY_NORMALIZED.set(normalizeHeader(name), column);
}

/** The standard column a header names, if any. */
export function findTemplateColumn(header: string): TemplateColumn | undefined {
  return COLUMN_BY_NORMALIZED.get(normalizeHeader(header));
}

export type HeaderCell =
  | { kind: 'standard'; index: number; column: TemplateColumn }
  | { kind: 'custom'; index: number; name: string }
  | { kind: 'ignored'; index: number; reason: 'blank' | 'duplicate' };

export interface HeaderMatch {
  cells: HeaderCell[];
  standard: Map<TemplateFieldKey, number>;
  customColumns: Array<{ index: number; name: string }>;
  missing: TemplateColumn[];
  duplicates: Array<{ column: TemplateColumn; firstIndex: number; index: number }>;
  /** Whether the row looks like the template's header at all. */
  isTemplate: boolean;
}

/** Matches a header row (0-based cells) to the template; order does not matter. */
export function matchHeaderRow(headers: ReadonlyArray<string | null>): HeaderMatch {
  const cells: HeaderCell[] = [];
  const standard = new Map<TemplateFieldKey, number>();
  const customColumns: HeaderMatch['customColumns'] = [];
  const duplicates: HeaderMatch['duplicates'] = [];
  headers.forEach((raw, index) => {
    const header = (raw ?? '').trim();
    if (!header) return void cells.push({ kind: 'ignored', index, reason: 'blank' });
    const column = findTemplateColumn(header);
    if (!column) {
      customColumns.push({ index, name: header });
      return void cells.push({ kind: 'custom', index, name: header });
    }
    const firstIndex = standard.get(column.key);
    if (firstIndex !== undefined) {
      duplicates.push({ column, firstIndex, index });
      return void cells.push({ kind: 'ignored', index, reason: 'duplicate' });
    }
    standard.set(column.key, index);
    cells.push({ kind: 'standard', index, column });
  });
  const missing = TEMPLATE_COLUMNS.filter((c) => !standard.has(c.key));
  return { cells, standard, customColumns, missing, duplicates, isTemplate: standard.size >= MIN_TEMPLATE_COLUMNS };
}

/** 0 -> 'A', 25 -> 'Z', 26 -> 'AA': a column as Excel names it. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
