import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';
import { expect } from 'vitest';
import { calculateAsks, computeZipAverages, prepareStrategy, zipKey } from '@askwise/domain';
import type { AskMode, AskResult, NumberOfAsks, StrategyId } from '@askwise/domain';
import { sampleAskDonor } from './sample-donor-file.ts';
import type { SampleDonor } from './sample-donor-file.ts';

// Helpers for the CLI tests: run the real command in a child process, read its output with a second
// library (SheetJS), and work out the expected ladders with the domain engine directly.

export const CLI_PATH = fileURLToPath(new URL('./asks-cli.ts', import.meta.url));
export const REPOSITORY_ROOT = path.resolve(path.dirname(CLI_PATH), '../../../../../..');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `asks-cli.ts args` under this Node with tsx; relative paths resolve against cwd (as INIT_CWD). */
export function runCli(args: readonly string[], cwd: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI_PATH, ...args], {
      cwd: path.dirname(CLI_PATH),
      env: { ...process.env, INIT_CWD: cwd },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export async function withTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'askwise-cli-test-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A sheet read by SheetJS: the header row and the data rows, each cell with its type and number format. */
export interface ReadBack {
  readonly headers: string[];
  readonly rows: XLSX.CellObject[][];
}

export async function readBack(file: string): Promise<ReadBack> {
  const data = await readFile(file);
  const isCsv = file.endsWith('.csv');
  // CSV: every cell as the text in the file (raw), so nothing is reinterpreted; the BOM only marks UTF-8.
  const workbook = isCsv
    ? XLSX.read(data.toString('utf8').replace(/^\ufeff/, ''), { type: 'string', raw: true, dense: true })
    : XLSX.read(data, { cellNF: true, dense: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const data2d = (sheet['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  const grid: XLSX.CellObject[][] = [];
  for (let r = range.s.r; r <= range.e.r; r++) {
    const source = data2d[r] ?? [];
    const row: XLSX.CellObject[] = [];
    for (let c = range.s.c; c <= range.e.c; c++) row.push(source[c] ?? { t: 'z' });
    grid.push(row);
  }
  const [header = [], ...rows] = grid;
  return { headers: header.map((cell) => String(cell.v ?? '')), rows };
}

/** A cell of a read-back row by header name. */
export function cellOf(back: ReadBack, row: XLSX.CellObject[], header: string): XLSX.CellObject {
  const index = back.headers.indexOf(header);
  if (index < 0) throw new Error(`No column ${header}`);
  return row[index] ?? { t: 'z' };
}

/**
 * A money cell as cents: a number (dollars) in .xlsx, text in .csv ('380.00', or '$1,380.00' as
 * LibreOffice shows a currency cell); null when blank.
 */
export function centsOf(cell: XLSX.CellObject): number | null {
  if (cell.t === 'z' || cell.v === undefined || cell.v === '') return null;
  const text = typeof cell.v === 'number' ? cell.v.toFixed(2) : String(cell.v);
  const match = /^\$?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Every row's ladder, ask string, flags and status are the engine's. */
export function expectLadders(back: ReadBack, expected: readonly AskResult[]): void {
  expect(back.rows).toHaveLength(expected.length);
  back.rows.forEach((row, i) => {
    const result = expected[i]!;
    const cents = (header: string) => centsOf(cellOf(back, row, header));
    const actual = {
      base: cents('Base Ask'),
      annual: [1, 2, 3, 4, 5].map((k) => cents(`Annual Ask ${k}`)),
      monthly: [1, 2, 3, 4, 5].map((k) => cents(`Monthly Ask ${k}`)),
      askString: cellOf(back, row, 'Ask String').v,
      flags: String(cellOf(back, row, 'Flags').v ?? ''),
      status: cellOf(back, row, 'Status').v,
    };
    const flags = Object.entries(result.flags).filter(([, isSet]) => isSet).map(([name]) => name);
    const want = {
      base: result.baseAsk,
      annual: [0, 1, 2, 3, 4].map((k) => result.annualAsks[k] ?? null),
      monthly: [0, 1, 2, 3, 4].map((k) => result.monthlyAsks[k] ?? null),
      askString: result.askString,
      flags: flags.join(', '),
      status: result.status,
    };
    // One comparison per row keeps a 100,000-row check fast; the message names the row.
    if (JSON.stringify(actual) !== JSON.stringify(want)) expect(actual, `row ${i + 2}`).toEqual(want);
  });
}

/** The engine's ladders for these donors, with the zip averages of zipDonors (all of them unless given). */
export function expectedAsks(
  donors: readonly SampleDonor[],
  strategyId: StrategyId,
  numberOfAsks: NumberOfAsks,
  askMode: AskMode,
  zipDonors: readonly SampleDonor[] = donors,
): AskResult[] {
  const zipAverages = computeZipAverages(
    zipDonors.map((donor) => ({ zipCode: zipKey(donor.zip), lifetimeGiving: donor.giving.lifetimeGiving, numberOfLifetimeGifts: donor.giving.lifetimeGifts })),
  );
  const strategy = prepareStrategy(strategyId, { numberOfAsks, askMode });
  return donors.map((donor) => calculateAsks(sampleAskDonor(donor, zipAverages), strategy));
}

/** The LibreOffice command when it is installed, else null. */
export function findLibreOffice(): string | null {
  for (const command of ['soffice', 'libreoffice']) {
    const probe = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.trim() !== '') return probe.stdout.trim();
  }
  return null;
}
