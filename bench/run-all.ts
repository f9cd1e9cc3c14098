import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOAD_LIMIT } from './lib/quiet-run.ts';

// `npm run bench` runs every bench/<name>/run.ts, each in a process of its own (so peak memory is its
// own). `npm run bench -- engine asks-cli` runs only those; flags (e.g. --quick) go to every benchmark
// run; `npm run bench -- --list` names them.

const BENCH_ROOT = path.dirname(fileURLToPath(import.meta.url));

// The root script runs `npm run bench -w @askwise/bench` without a '--', so npm keeps the flags for
// itself and hands them over as npm_config_<flag> variables. These are the flags the benchmarks know;
// a benchmark with a flag of its own adds it here. (Running `npx tsx run-all.ts --quick` in bench/
// passes flags directly.)
const KNOWN_FLAGS = ['list', 'quick', 'xlsx-1m', 'verify', 'fresh'];

function flagsFromNpm(): string[] {
  const flags: string[] = [];
  for (const flag of KNOWN_FLAGS) {
    const value = process.env[`npm_config_${flag.replaceAll('-', '_')}`];
    if (value === 'true') flags.push(`--${flag}`);
    else if (value === '' || value === 'false') flags.push(`--no-${flag}`);
  }
  return flags;
}

const available = readdirSync(BENCH_ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(BENCH_ROOT, entry.name, 'run.ts')))
  .map((entry) => entry.name)
  .sort();

const words = process.argv.slice(2);
const flags = [...new Set([...words.filter((word) => word.startsWith('--')), ...flagsFromNpm()])];
const names = words.filter((word) => !word.startsWith('--'));

if (flags.includes('--list')) {
  console.log(available.join('\n'));
  process.exit(0);
}
const unknown = names.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}

// A benchmark is judged only when it starts at a load of 0.5 or less (bench/lib/quiet-run.ts), and the
// 1-minute load average a benchmark leaves takes a minute or two to fall (from 2 to 0.5 in about 85 s). So
// after each benchmark the next waits for the load to fall, at most BENCH_SETTLE_SECONDS (default 300; 0 does
// not wait); a load that others keep up is then judged busy by the benchmark itself.
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 300);

async function settle(name: string): Promise<void> {
  const load = () => os.loadavg()[0]!;
  if (SETTLE_SECONDS <= 0 || load() <= LOAD_LIMIT) return;
  console.log(`\nwaiting for the load (${load().toFixed(2)}) to fall to ${LOAD_LIMIT} before ${name}, at most ${SETTLE_SECONDS} s`);
  const started = performance.now();
  while (load() > LOAD_LIMIT && performance.now() - started < SETTLE_SECONDS * 1000) await new Promise((resolve) => setTimeout(resolve, 5_000));
  console.log(`load ${load().toFixed(2)} after ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

const failed: string[] = [];
for (const [index, name] of (names.length > 0 ? names : available).entries()) {
  if (index > 0) await settle(name);
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const env = { ...process.env, BENCH_START_LOAD: String(os.loadavg()[0]) };
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(BENCH_ROOT, name, 'run.ts'), ...flags], { stdio: 'inherit', cwd: BENCH_ROOT, env });
  console.log(`=== ${name}: ${run.status === 0 ? 'done' : 'FAILED'} in ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`\nFailed or missed a target: ${failed.join(', ')}`);
  process.exitCode = 1;
}
