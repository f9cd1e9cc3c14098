import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeSampleDonorFile } from '@askwise/server/src/features/asks/index.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// The command line end to end on generated donor files (bench/out, reused when present): wall time
// from start to exit as a user sees it (Node and tsx start-up included), rows per second, and the
// child's peak memory. Targets: 100,000-row .xlsx -> .xlsx under 15 s; 1,000,000-row CSV under 30 s;
// within 1 GiB. Flags: --quick (100,000-row files only), --xlsx-1m (also a 1,000,000-row workbook),
// --no-verify (skip opening the .xlsx output in LibreOffice).

// The command line runs in children of this process: their CPU is counted with the benchmark's.
const quiet = startQuietRun();
const args = new Set(process.argv.slice(2));
const CHILD = fileURLToPath(new URL('./cli-child.ts', import.meta.url));
const GIB_KIB = 1024 * 1024;

interface Scenario {
  readonly rows: number;
  readonly input: 'csv' | 'xlsx';
  readonly output: 'csv' | 'xlsx';
  readonly targetSeconds?: number;
}

const SCENARIOS: readonly Scenario[] = [
  { rows: 100_000, input: 'xlsx', output: 'xlsx', targetSeconds: 15 },
  { rows: 100_000, input: 'csv', output: 'csv' },
  { rows: 100_000, input: 'csv', output: 'xlsx' },
  ...(args.has('--quick') ? [] : [{ rows: 1_000_000, input: 'csv', output: 'csv', targetSeconds: 30 } as const]),
  ...(args.has('--xlsx-1m') ? [{ rows: 1_000_000, input: 'xlsx', output: 'xlsx' } as const] : []),
];

const sizeName = (rows: number) => (rows >= 1_000_000 ? `${rows / 1_000_000}m` : `${rows / 1000}k`);

async function donorFile(rows: number, format: 'csv' | 'xlsx'): Promise<string> {
  const file = path.join(BENCH_OUT, `donors-${sizeName(rows)}.${format}`);
  if (existsSync(file)) return file;
  const started = performance.now();
  await writeSampleDonorFile(file, rows, 1);
  console.log(`  generated ${path.relative(process.cwd(), file)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
}

interface CliRun {
  readonly seconds: number;
  /** CPU time of the child (all threads): what the run costs on a machine busy with other work. */
  readonly cpuSeconds: number;
  readonly maxRssKiB: number;
}

function runCli(input: string, output: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, '--in', input, '--out', output], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const usage = /BENCH_MAX_RSS_KIB=(\d+) BENCH_CPU_US=(\d+)/.exec(stderr);
      if (code !== 0 || !usage) return reject(new Error(`The command line failed (exit ${code}):\n${stderr}`));
      resolve({ seconds, maxRssKiB: Number(usage[1]), cpuSeconds: Number(usage[2]) / 1e6 });
    });
  });
}

/** Converts the .xlsx output with LibreOffice, as a person opening it would; true when it opened. */
function opensInLibreOffice(file: string): boolean | null {
  const probe = spawnSync('sh', ['-c', 'command -v soffice || command -v libreoffice'], { encoding: 'utf8' });
  const command = probe.stdout.trim().split('\n')[0];
  if (!command) return null;
  const folder = path.join(BENCH_OUT, 'libreoffice');
  const profile = `file://${path.join(folder, 'profile')}`;
  const result = spawnSync(command, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'csv', '--outdir', folder, file], { encoding: 'utf8' });
  return result.status === 0 && existsSync(path.join(folder, path.basename(file).replace(/\.xlsx$/, '.csv')));
}

console.log(`Command-line benchmark: ${machineLine()}`);
await mkdir(BENCH_OUT, { recursive: true });
let isOverTarget = false;
for (const scenario of SCENARIOS) {
  const input = await donorFile(scenario.rows, scenario.input);
  const output = path.join(BENCH_OUT, `asks-${sizeName(scenario.rows)}-${scenario.input}.${scenario.output}`);
  await rm(output, { force: true });
  const run = await runCli(input, output);
  const overTime = scenario.targetSeconds !== undefined && run.seconds > scenario.targetSeconds;
  const overMemory = run.maxRssKiB > GIB_KIB;
  const verdict = quiet.verdict(!overTime, { met: 'ok', missed: 'MISSED' });
  if (verdict.isMissed || (overMemory && verdict.judgement.isQuiet)) isOverTarget = true;
  const target = scenario.targetSeconds === undefined ? '' : `, target ${scenario.targetSeconds} s: ${verdict.text}`;
  console.log(
    `${formatCount(scenario.rows).padStart(9)} rows ${scenario.input.padEnd(4)} -> ${scenario.output.padEnd(4)} ` +
      `${run.seconds.toFixed(1).padStart(6)} s (cpu ${run.cpuSeconds.toFixed(1).padStart(5)} s)  ${formatCount(scenario.rows / run.seconds).padStart(8)} rows/s  ` +
      `peak ${(run.maxRssKiB / 1024).toFixed(0).padStart(4)} MiB${overMemory ? ' (over 1 GiB)' : ''}${target}`,
  );
  console.log(`  ${verdict.conditions}`);
  if (scenario.output === 'xlsx' && scenario.rows === 100_000 && !args.has('--no-verify')) {
    const opened = opensInLibreOffice(output);
    console.log(`  ${opened === null ? 'LibreOffice not installed: output not opened' : opened ? 'LibreOffice opens the output' : 'LibreOffice could NOT open the output'}`);
    if (opened === false) isOverTarget = true;
  }
}
if (isOverTarget) failBenchmark();
