import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { CellProblem } from './donor-inputs.ts';
import type { SheetCell } from './sheet-cell.ts';

// The zip averages need every donor before the first ladder can be worked out. Rather than read the
// input twice (parsing .xlsx is the slow part) or hold a million rows in memory, the first pass writes
// each row, with its parsed amounts, as one JSON line to a temporary file that the second pass reads.

export interface SpilledRow {
  readonly rowNumber: number;
  readonly zip: string | null;
  readonly problems: readonly CellProblem[];
  /** DONOR_INPUT_FIELDS values (donor-inputs.ts). */
  readonly values: readonly number[];
  readonly cells: readonly SheetCell[];
}

const INPUT_COUNT = 9;
const CELLS_START = 3 + INPUT_COUNT;
const FLUSH_CHARS = 1 << 20;

interface EncodedDate {
  readonly d: number;
}

function encodeCells(cells: readonly SheetCell[]): readonly (SheetCell | EncodedDate)[] {
  // JSON would turn a Date into a string; keep it recognisable as a date.
  if (!cells.some((cell) => cell instanceof Date)) return cells;
  return cells.map((cell) => (cell instanceof Date ? { d: cell.getTime() } : cell));
}

export function encodeSpilledRow(row: SpilledRow): string {
  if (row.values.length !== INPUT_COUNT) throw new Error(`Expected ${INPUT_COUNT} donor inputs, got ${row.values.length}`);
  const problems = row.problems.length > 0 ? row.problems.flatMap((problem) => [problem.header, problem.reason]) : 0;
  const head = [row.rowNumber, row.zip, problems, ...row.values];
  return JSON.stringify(head.concat(encodeCells(row.cells) as never[]));
}

export function decodeSpilledRow(line: string): SpilledRow {
  const parts = JSON.parse(line) as unknown[];
  const cells = parts.slice(CELLS_START) as (SheetCell | EncodedDate)[];
  for (let c = 0; c < cells.length; c++) {
    const cell = cells[c];
    if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) cells[c] = new Date(cell.d);
  }
  return {
    rowNumber: parts[0] as number,
    zip: parts[1] as string | null,
    problems: parts[2] === 0 ? [] : decodeProblems(parts[2] as string[]),
    values: parts.slice(3, CELLS_START) as number[],
    cells: cells as SheetCell[],
  };
}

function decodeProblems(flat: readonly string[]): CellProblem[] {
  const problems: CellProblem[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) problems.push({ header: flat[i]!, reason: flat[i + 1]! });
  return problems;
}

export class RowSpillWriter {
  private readonly stream;
  private readonly failed: Promise<never>;
  private buffer = '';

  constructor(path: string) {
    this.stream = createWriteStream(path, { encoding: 'utf8', highWaterMark: FLUSH_CHARS });
    this.failed = new Promise<never>((_, reject) => this.stream.once('error', reject));
    this.failed.catch(() => undefined);
  }

  write(row: SpilledRow): void {
    this.buffer += encodeSpilledRow(row) + '\n';
    if (this.buffer.length < FLUSH_CHARS) return;
    this.stream.write(this.buffer);
    this.buffer = '';
  }

  /** Waits while the file is behind (call once per batch of rows). */
  async drain(): Promise<void> {
    if (!this.stream.writableNeedDrain) return;
    await Promise.race([once(this.stream, 'drain'), this.failed]);
  }

  async close(): Promise<void> {
    if (this.buffer !== '') this.stream.write(this.buffer);
    this.buffer = '';
    this.stream.end();
    await Promise.race([once(this.stream, 'finish'), this.failed]);
  }
}

/** The spilled rows in order, a chunk at a time. */
export async function* readSpilledRows(path: string): AsyncIterable<SpilledRow[]> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: FLUSH_CHARS });
  let rest = '';
  try {
    for await (const chunk of stream) {
      const text = rest + (chunk as string);
      const lastBreak = text.lastIndexOf('\n');
      if (lastBreak === -1) {
        rest = text;
        continue;
      }
      rest = text.slice(lastBreak + 1);
      const rows: SpilledRow[] = [];
      let start = 0;
      while (start < lastBreak) {
        const end = text.indexOf('\n', start);
        rows.push(decodeSpilledRow(text.slice(start, end)));
        start = end + 1;
      }
      yield rows;
    }
    if (rest !== '') yield [decodeSpilledRow(rest)];
  } finally {
    stream.destroy();
  }
}
