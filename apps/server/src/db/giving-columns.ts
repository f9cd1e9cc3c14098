import { GIVING_FIELDS, type GivingColumn } from '@askwise/domain/giving-fields';

// The giving fields (packages/domain/src/giving-fields.ts) as SQL text: the column lists of INSERTs,
// COPYs and temporary tables. Every statement that moves giving uses these, so a field is named once.

/** 'last_gift, total_gift_last_year, ...' in table order; with a prefix, 'g.last_gift, ...'. */
export function givingColumnList(prefix = ''): string {
  return GIVING_FIELDS.map((f) => prefix + f.column).join(', ');
}

/** Each column through a template, e.g. (c) => `coalesce(g.${c}, 0)`, joined with commas. */
export function givingColumnsAs(expression: (column: GivingColumn) => string): string {
  return GIVING_FIELDS.map((f) => expression(f.column)).join(', ');
}

/** 'last_gift bigint, ..., lifetime_gifts int, ...': the columns of a temporary table (cents are bigint). */
export function givingColumnDefinitions(): string {
  return GIVING_FIELDS.map((f) => `${f.column} ${f.kind === 'count' ? 'int' : 'bigint'}`).join(', ');
}
