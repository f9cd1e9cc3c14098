import { parseMoney, withStatusLine } from '@askwise/domain';
import type { AskFlags, AskResult } from '@askwise/domain';
import { cellText } from './sheet-cell.ts';
import type { OutputColumn, SheetCell } from './sheet-cell.ts';
import { normalizeHeader, type TemplateFieldKey } from '../../excel/index.ts';
import { AMOUNT_KEYS, COUNT_KEYS } from './donor-columns.ts';

// The output is the input's columns, then the ask columns, in this order.

const MAX_ASKS = 5;
export const ASK_OUTPUT_HEADERS = [
  'Base Ask',
  ...Array.from({ length: MAX_ASKS }, (_, k) => `Annual Ask ${k + 1}`),
  ...Array.from({ length: MAX_ASKS }, (_, k) => `Monthly Ask ${k + 1}`),
  'Ask String',
  'Flags',
  'Status',
  'Ask Log',
] as const;

const ASK_COLUMNS: readonly OutputColumn[] = ASK_OUTPUT_HEADERS.map((header) => {
  if (header === 'Ask String') return { header, kind: 'text', width: 40 };
  if (header === 'Flags') return { header, kind: 'text', width: 30 };
  if (header === 'Status') return { header, kind: 'text', width: 16 };
  if (header === 'Ask Log') return { header, kind: 'text', width: 80 };
  return { header, kind: 'amount', width: 14 };
});

const FLAG_NAMES = ['fiveKOrAbove', 'oneKMoreLastYear', 'threeXAppealGift', 'isSpicy'] as const satisfies readonly (keyof AskFlags)[];
const ASK_LOG_SEPARATOR = ' | ';
const OUTPUT_KEYS = new Set(ASK_OUTPUT_HEADERS.map(normalizeHeader));

export type OutputFormat = 'csv' | 'xlsx';

export class OutputLayout {
  readonly columns: readonly OutputColumn[];
  /** Input columns named like an ask column (an earlier run's output): replaced, not repeated. */
  readonly replacedHeaders: readonly string[];
  private readonly inputPositions: readonly number[];
  /** Per kept input column, how .xlsx output turns its text into a number: money, a count, or as is. */
  private readonly conversions: readonly ('amount' | 'count' | null)[];

  constructor(
    headers: readonly SheetCell[],
    width: number,
    format: OutputFormat,
    positions: ReadonlyMap<TemplateFieldKey, number>,
  ) {
    const amountPositions = new Set(AMOUNT_KEYS.map((key) => positions.get(key)));
    const countPositions = new Set(COUNT_KEYS.map((key) => positions.get(key)));
    const kept: number[] = [];
    const replaced: string[] = [];
    const conversions: ('amount' | 'count' | null)[] = [];
    const columns: OutputColumn[] = [];
    for (let position = 0; position < width; position++) {
      const header = cellText(headers[position] ?? null);
      if (OUTPUT_KEYS.has(normalizeHeader(header))) {
        replaced.push(header);
        continue;
      }
      kept.push(position);
      const conversion =
        format !== 'xlsx' ? null : amountPositions.has(position) ? 'amount' : countPositions.has(position) ? 'count' : null;
      conversions.push(conversion);
      columns.push({ header, kind: conversion === 'amount' ? 'amount' : 'text' });
    }
    this.columns = columns.concat(ASK_COLUMNS);
    this.replacedHeaders = replaced;
    this.inputPositions = kept;
    this.conversions = conversions;
  }

  /** The output row: the input cells, then the ladder. problems are ask-log lines for unreadable cells. */
  row(cells: readonly SheetCell[], result: AskResult, problems: readonly string[]): SheetCell[] {
    const out: SheetCell[] = [];
    for (let i = 0; i < this.inputPositions.length; i++) {
      const cell = cells[this.inputPositions[i]!] ?? null;
      const conversion = this.conversions[i];
      out.push(conversion === null || cell === null || typeof cell === 'boolean' || cell instanceof Date ? cell : converted(cell, conversion!));
    }
    out.push(result.baseAsk);
    for (let k = 0; k < MAX_ASKS; k++) out.push(result.annualAsks[k] ?? null);
    for (let k = 0; k < MAX_ASKS; k++) out.push(result.monthlyAsks[k] ?? null);
    out.push(result.askString);
    let flags = '';
    for (const name of FLAG_NAMES) if (result.flags[name]) flags += (flags === '' ? '' : ', ') + name;
    out.push(flags);
    if (problems.length === 0) {
      out.push(result.status);
      out.push(result.askLogs.join(ASK_LOG_SEPARATOR));
    } else {
      // A row with an unreadable cell always goes to a person, whatever its ladder says.
      const lines = withStatusLine(result.askLogs, 'handle_manually');
      lines.splice(lines.length - 1, 0, ...problems);
      out.push('handle_manually');
      out.push(lines.join(ASK_LOG_SEPARATOR));
    }
    return out;
  }
}

/** An input amount (or gift count) as a number for .xlsx; text that is not one stays as it is. */
function converted(cell: string | number, conversion: 'amount' | 'count'): SheetCell {
  if (typeof cell === 'string' && cell.trim() === '') return null;
  const parsed = parseMoney(cell);
  if (!parsed.ok) return cell;
  if (conversion === 'amount') return parsed.cents;
  return parsed.cents % 100 === 0 ? parsed.cents / 100 : cell;
}
