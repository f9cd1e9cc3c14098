import { UsageError } from './cli-options.ts';
import { DonorInputReader } from './donor-inputs.ts';
import type { OutputFormat } from './output-layout.ts';
import { cellText, isBlankCell, isBlankRow } from './sheet-cell.ts';
import type { SheetCell, SheetReader, SheetRow } from './sheet-cell.ts';
import { columnLetter, type TemplateFieldKey } from '../../excel/index.ts';
import { findDonorColumns } from './donor-columns.ts';

// The first pass over a donor file: the header row (checked against the template), the donors, and
// how wide the output must be.

export interface DonorFileHeader {
  readonly rowNumber: number;
  readonly cells: readonly SheetCell[];
  readonly positions: ReadonlyMap<TemplateFieldKey, number>;
  readonly inputReader: DonorInputReader;
}

export interface DonorFileSurvey {
  readonly header: DonorFileHeader;
  /** Columns to write: the widest of the header and the rows (blank trailing cells aside). */
  readonly width: number;
  readonly donorCount: number;
}

export type ReadProgress = (bytesRead: number, totalBytes: number, rows: number) => void;

function usedWidth(cells: readonly SheetCell[]): number {
  let width = cells.length;
  while (width > 0 && isBlankCell(cells[width - 1])) width--;
  return width;
}

/** The reader's batches; a failure inside the reader (a damaged file) becomes a UsageError. */
export async function* readBatches(reader: SheetReader, path: string, format: OutputFormat): AsyncIterable<readonly SheetRow[]> {
  const iterator = reader.rowBatches()[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<readonly SheetRow[]>;
      try {
        next = await iterator.next();
      } catch (error) {
        const kind = format === 'xlsx' ? 'an .xlsx workbook' : 'a CSV file';
        throw new UsageError(`Cannot read ${path} as ${kind}: ${(error as Error).message}`);
      }
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}

function checkHeaders(cells: readonly SheetCell[], path: string): ReadonlyMap<TemplateFieldKey, number> {
  const match = findDonorColumns(cells.map((cell) => cellText(cell)));
  if (match.missing.length > 0) {
    const found = cells.map((cell) => cellText(cell).trim()).filter((text) => text !== '');
    const plural = match.missing.length > 1 ? 's' : '';
    throw new UsageError(
      `${path} lacks the required column${plural} ${match.missing.map((c) => `'${c}'`).join(', ')}.\n` +
        `Its header row has: ${found.map((text) => `'${text}'`).join(', ') || '(nothing)'}`,
    );
  }
  for (const { header, positions } of match.repeated) {
    const where = positions.map(columnLetter).join(' and ');
    throw new UsageError(`${path} has the column '${header}' more than once (columns ${where}); keep one.`);
  }
  return match.positions;
}

/**
 * Reads the file once: finds and checks the header row, then calls onDonor for every non-blank row
 * after it.
 */
export async function surveyDonorFile(
  reader: SheetReader,
  path: string,
  format: OutputFormat,
  onDonor: (row: SheetRow, header: DonorFileHeader) => void,
  afterBatch: () => Promise<void>,
  progress: ReadProgress,
): Promise<DonorFileSurvey> {
  let header: DonorFileHeader | null = null;
  let width = 0;
  let donorCount = 0;
  for await (const batch of readBatches(reader, path, format)) {
    for (const row of batch) {
      if (isBlankRow(row.cells)) continue;
      if (header === null) {
        const positions = checkHeaders(row.cells, path);
        header = { rowNumber: row.rowNumber, cells: row.cells, positions, inputReader: new DonorInputReader(positions, row.cells) };
        width = usedWidth(row.cells);
        continue;
      }
      width = Math.max(width, usedWidth(row.cells));
      donorCount += 1;
      onDonor(row, header);
    }
    await afterBatch();
    progress(reader.bytesRead, reader.totalBytes, donorCount);
  }
  if (header === null) throw new UsageError(`${path} is empty: it has no header row`);
  return { header, width, donorCount };
}
