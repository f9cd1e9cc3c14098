import { constants, rmSync } from 'node:fs';
import { access, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ASK_MODE_LABELS, calculateAsks, prepareStrategy, STRATEGIES } from '@askwise/domain';
import type { DonorStatus } from '@askwise/domain';
import { UsageError } from './cli-options.ts';
import type { AsksCliOptions } from './cli-options.ts';
import { createCsvWriter } from './csv-writer.ts';
import { toAskDonor } from './donor-inputs.ts';
import { OutputLayout } from './output-layout.ts';
import { ProgressBar } from './progress-bar.ts';
import type { ProgressOutput } from './progress-bar.ts';
import { openDonorSource } from './donor-sources.ts';
import type { OutputColumn, SheetWriter } from './sheet-cell.ts';

/** How many unreadable cells are listed one by one; the rest are counted (all are in the Ask Log). */
export const MAX_LISTED_PROBLEMS = 100;
const ROWS_PER_DRAIN = 64;
/** Rows in one Excel worksheet, the header included. */
const XLSX_MAX_ROWS = 1_048_576;

export interface RunAsksSummary {
  readonly donorCount: number;
  readonly unreadableCells: number;
  readonly statusCounts: Readonly<Record<DonorStatus, number>>;
  readonly seconds: number;
}

const count = (n: number) => n.toLocaleString('en-US');
const NO_LINES: string[] = [];

async function checkFiles(options: AsksCliOptions): Promise<void> {
  try {
    const input = await stat(options.inPath);
    if (!input.isFile()) throw new UsageError(`Cannot read ${options.inPath}: it is not a file`);
    await access(options.inPath, constants.R_OK);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${options.inPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const folder = path.dirname(options.outPath);
  try {
    await access(folder, constants.W_OK);
  } catch (error) {
    throw new UsageError(`Cannot write ${options.outPath}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message} (folder ${folder})`);
  }
}

async function createWriter(options: AsksCliOptions, file: string, columns: readonly OutputColumn[]): Promise<SheetWriter> {
  if (options.outFormat === 'csv') return createCsvWriter(file, columns);
  const { createXlsxWriter } = await import('./xlsx-writer.ts');
  return createXlsxWriter(file, columns);
}

/** Reads the donors, works out every ladder and writes the output file. Messages go to stderr. */
export async function runAsks(options: AsksCliOptions, stderr: ProgressOutput): Promise<RunAsksSummary> {
  const started = performance.now();
  await checkFiles(options);
  const bar = new ProgressBar(stderr);
  const inName = path.basename(options.inPath);
  const workFolder = await mkdtemp(path.join(tmpdir(), 'askwise-asks-'));
  // Written beside the output and renamed at the end, so a failed run never leaves half a file.
  const partialPath = path.join(path.dirname(options.outPath), `.${path.basename(options.outPath)}.${process.pid}.partial`);
  // Ctrl-C leaves neither the temporary rows nor half an output file behind.
  const onInterrupt = () => {
    bar.finish();
    rmSync(workFolder, { recursive: true, force: true });
    rmSync(partialPath, { force: true });
    process.stderr.write('Stopped: no output written.\n');
    process.exit(130);
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  let writer: SheetWriter | null = null;
  try {
    const source = openDonorSource(options.inPath, options.inFormat, workFolder);
    const file = await source.survey((bytesRead, totalBytes, rows) => {
      bar.update(`Reading ${inName}`, totalBytes > 0 ? bytesRead / totalBytes : 1, `${count(rows)} donors`);
    });
    if (options.outFormat === 'xlsx' && file.donorCount + 1 > XLSX_MAX_ROWS) {
      const rows = count(file.donorCount);
      throw new UsageError(`${rows} donors do not fit in one .xlsx sheet (at most ${count(XLSX_MAX_ROWS - 1)} below the header); write a .csv instead`);
    }
    const layout = new OutputLayout(file.header.cells, file.width, options.outFormat, file.header.positions);
    if (layout.replacedHeaders.length > 0) {
      bar.message(`Replacing the input's columns ${layout.replacedHeaders.map((h) => `'${h}'`).join(', ')} with new asks`);
    }
    const strategy = prepareStrategy(options.strategyId, options);
    const statusCounts: Record<DonorStatus, number> = { ready_export: 0, handle_manually: 0, exclude_export: 0 };
    let unreadableCells = 0;
    writer = await createWriter(options, partialPath, layout.columns);
    const outName = path.basename(options.outPath);
    let written = 0;
    let sinceDrain = 0;
    for await (const rows of source.rows()) {
      for (const row of rows) {
        const zipAverage = row.zip === null ? 0 : (file.zipAverages.get(row.zip) ?? 0);
        const result = calculateAsks(toAskDonor(row.values, zipAverage), strategy);
        let logLines: string[] = NO_LINES;
        if (row.problems.length > 0) {
          logLines = [];
          for (const problem of row.problems) {
            if (unreadableCells++ < MAX_LISTED_PROBLEMS) bar.message(`Row ${row.rowNumber}, column ${problem.header}: ${problem.reason}`);
            logLines.push(`Column ${problem.header}: ${problem.reason}; counted as empty`);
          }
        }
        const cells = layout.row(row.cells, result, logLines);
        statusCounts[cells[cells.length - 2] as DonorStatus] += 1;
        writer.writeRow(cells);
        // Often enough that compression (the .xlsx zip) keeps pace with the rows instead of lagging.
        if (++sinceDrain === ROWS_PER_DRAIN) {
          sinceDrain = 0;
          await writer.drain();
        }
      }
      written += rows.length;
      bar.update(`Writing ${outName}`, file.donorCount > 0 ? written / file.donorCount : 1, `${count(written)} donors`);
    }
    if (unreadableCells > MAX_LISTED_PROBLEMS) {
      const more = count(unreadableCells - MAX_LISTED_PROBLEMS);
      bar.message(`... and ${more} more unreadable cells (see the Ask Log of rows with status handle_manually)`);
    }
    await writer.close();
    writer = null;
    await rename(partialPath, options.outPath);
    bar.finish();
    return {
      donorCount: file.donorCount,
      unreadableCells,
      statusCounts,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    bar.finish();
    if (writer !== null) await writer.abort().catch(() => undefined);
    await rm(partialPath, { force: true });
    if ((error as NodeJS.ErrnoException).syscall !== undefined && !(error instanceof UsageError)) {
      // A file-system failure while writing (disk full, folder removed) is about the files, not a bug.
      throw new UsageError(`Cannot write ${options.outPath}: ${(error as Error).message}`);
    }
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
    await rm(workFolder, { recursive: true, force: true });
  }
}

/** The closing lines for stdout. */
export function summaryText(options: AsksCliOptions, summary: RunAsksSummary): string {
  const strategy = STRATEGIES[options.strategyId].title;
  const settings = `${strategy}, ${options.numberOfAsks} asks, ${ASK_MODE_LABELS[options.askMode]}`;
  const { ready_export: ready, handle_manually: manual } = summary.statusCounts;
  const unreadable = summary.unreadableCells > 0 ? ` (${count(summary.unreadableCells)} unreadable cells)` : '';
  return (
    `Asks for ${count(summary.donorCount)} donors written to ${options.outPath} (${settings}) in ${summary.seconds.toFixed(1)} s.\n` +
    `ready_export: ${count(ready)}, handle_manually: ${count(manual)}${unreadable}`
  );
}
