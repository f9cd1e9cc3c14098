// One spreadsheet cell as the CLI moves it from the input file to the output file. CSV cells are
// always text; .xlsx cells keep their type.

export type SheetCell = string | number | boolean | Date | null;

/** A row read from an input file. rowNumber is the row a spreadsheet shows (the header is row 1). */
export interface SheetRow {
  readonly rowNumber: number;
  readonly cells: readonly SheetCell[];
}

/** Reads one sheet's rows in order, a batch at a time (one await per batch, not per row). */
export interface SheetReader {
  rowBatches(): AsyncIterable<readonly SheetRow[]>;
  /** Bytes of the file read so far (for the progress bar). */
  readonly bytesRead: number;
  readonly totalBytes: number;
}

export type OutputColumnKind = 'text' | 'amount';

export interface OutputColumn {
  readonly header: string;
  /** 'amount' cells hold whole cents (a number) and are written as money; any other value as it is. */
  readonly kind: OutputColumnKind;
  /** Width in characters for .xlsx. */
  readonly width?: number;
}

export interface SheetWriter {
  writeRow(cells: readonly SheetCell[]): void;
  /** Waits while the file is behind; called every few dozen rows, so it must be cheap when it is not. */
  drain(): Promise<void>;
  /** Finishes the file. */
  close(): Promise<void>;
  /** Stops writing after a failure; the caller removes the file. */
  abort(): Promise<void>;
}

export function isBlankCell(cell: SheetCell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

export function isBlankRow(cells: readonly SheetCell[]): boolean {
  for (const cell of cells) if (!isBlankCell(cell)) return false;
  return true;
}

/** A date as text: '2024-05-01', or '2024-05-01 13:45:00' when it has a time of day (UTC, as .xlsx stores it). */
export function dateText(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
}

/** A cell as the user would read it, e.g. in a message. */
export function cellText(cell: SheetCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return dateText(cell);
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return String(cell);
}

/** Whole cents as a plain decimal number: 38000 -> '380.00', 417 -> '4.17'. */
export function centsToPlainAmount(cents: number): string {
  const magnitude = Math.abs(cents);
  const fraction = magnitude % 100;
  const whole = (magnitude - fraction) / 100;
  return (cents < 0 ? '-' : '') + String(whole) + (fraction < 10 ? '.0' : '.') + String(fraction);
}
