import { parseMoney, zipKey } from '@askwise/domain';
import { ASK_GIVING_KEYS } from '@askwise/domain/giving-fields';
import type { AskDonor, ZipAverageDonor } from '@askwise/domain';
import { cellText, isBlankCell } from './sheet-cell.ts';
import type { SheetCell } from './sheet-cell.ts';
import type { TemplateFieldKey } from '../../excel/index.ts';
import { DONOR_INPUT_KEYS, templateHeader } from './donor-columns.ts';

// Reads what the ask engine needs from one row. A cell that is not an amount stops nothing: it counts
// as empty, and the row carries a problem that sends it to Handle Manually.

/** The AskDonor amounts in DONOR_INPUT_KEYS order (cents; the gift count as a count). */
export const DONOR_INPUT_FIELDS = [...ASK_GIVING_KEYS, 'numberOfLifetimeGifts', 'wealthRating'] as const satisfies readonly (keyof AskDonor)[];

const LIFETIME_GIVING_INDEX = DONOR_INPUT_FIELDS.indexOf('lifetimeGiving');
const LIFETIME_GIFTS_INDEX = DONOR_INPUT_FIELDS.indexOf('numberOfLifetimeGifts');

export interface CellProblem {
  /** The file's own header text. */
  readonly header: string;
  /** e.g. '"12x" is not an amount'. */
  readonly reason: string;
}

export interface DonorInputs {
  /** DONOR_INPUT_FIELDS values. */
  readonly values: number[];
  readonly zip: string | null;
  readonly problems: CellProblem[];
  /** False when lifetime giving or the gift count could not be read: the row stays out of zip averages. */
  readonly countsForZipAverage: boolean;
}

const MAX_QUOTED_LENGTH = 60;

function quoted(cell: SheetCell): string {
  const text = cellText(cell);
  return `"${text.length > MAX_QUOTED_LENGTH ? text.slice(0, MAX_QUOTED_LENGTH) + '...' : text}"`;
}

/** Whole cents, or the reason the cell is not an amount. */
export function readAmountCell(cell: SheetCell): number | string {
  if (isBlankCell(cell)) return 0;
  if (typeof cell !== 'string' && typeof cell !== 'number') return `${quoted(cell)} is not an amount`;
  const parsed = parseMoney(cell);
  if (!parsed.ok) return `${quoted(cell)} is not an amount`;
  if (parsed.cents < 0) return `${quoted(cell)} is below zero`;
  return parsed.cents;
}

/** A whole count, or the reason the cell is not one. */
export function readCountCell(cell: SheetCell): number | string {
  const cents = readAmountCell(cell);
  if (typeof cents === 'string') return cents.replace(/ is not an amount$/, ' is not a number of gifts');
  if (cents % 100 !== 0) return `${quoted(cell)} is not a whole number of gifts`;
  return cents / 100;
}

export class DonorInputReader {
  private readonly positions: readonly number[];
  private readonly headers: readonly string[];
  private readonly zipPosition: number;

  constructor(positions: ReadonlyMap<TemplateFieldKey, number>, fileHeaders: readonly SheetCell[]) {
    this.positions = DONOR_INPUT_KEYS.map((key) => {
      const position = positions.get(key);
      if (position === undefined) throw new Error(`Column ${templateHeader(key)} is required`);
      return position;
    });
    this.headers = this.positions.map((position, i) => cellText(fileHeaders[position] ?? null).trim() || templateHeader(DONOR_INPUT_KEYS[i]!));
    this.zipPosition = positions.get('zip') ?? -1;
  }

  read(cells: readonly SheetCell[]): DonorInputs {
    const values: number[] = [];
    const problems: CellProblem[] = [];
    let countsForZipAverage = true;
    for (let i = 0; i < this.positions.length; i++) {
      const cell = cells[this.positions[i]!] ?? null;
      const value = i === LIFETIME_GIFTS_INDEX ? readCountCell(cell) : readAmountCell(cell);
      if (typeof value === 'number') {
        values.push(value);
        continue;
      }
      values.push(0);
      problems.push({ header: this.headers[i]!, reason: value });
      if (i === LIFETIME_GIVING_INDEX || i === LIFETIME_GIFTS_INDEX) countsForZipAverage = false;
    }
    return { values, zip: this.zipOf(cells), problems, countsForZipAverage };
  }

  /** Only what the zip averages read (a first pass over the file), or null when it does not count. */
  readZipAverageInputs(cells: readonly SheetCell[]): ZipAverageDonor | null {
    const zip = this.zipOf(cells);
    if (zip === null) return null;
    const lifetimeGiving = readAmountCell(cells[this.positions[LIFETIME_GIVING_INDEX]!] ?? null);
    const numberOfLifetimeGifts = readCountCell(cells[this.positions[LIFETIME_GIFTS_INDEX]!] ?? null);
    if (typeof lifetimeGiving !== 'number' || typeof numberOfLifetimeGifts !== 'number') return null;
    return { zipCode: zip, lifetimeGiving, numberOfLifetimeGifts };
  }

  private zipOf(cells: readonly SheetCell[]): string | null {
    const cell = this.zipPosition >= 0 ? (cells[this.zipPosition] ?? null) : null;
    return typeof cell === 'string' || typeof cell === 'number' ? zipKey(cell) : null;
  }
}

/** An AskDonor from DONOR_INPUT_FIELDS values and the donor's zip average. */
export function toAskDonor(values: readonly number[], zipAverage: number): AskDonor {
  const donor: Record<string, number> = { zipAverage };
  DONOR_INPUT_FIELDS.forEach((field, i) => (donor[field] = values[i]!));
  return donor as unknown as AskDonor;
}
