import { testGroupsForCalculation } from '@askwise/server/src/features/test-and-learn/index.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appUrlFrom, createDb, createPool } from '@askwise/server/src/db/database.ts';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '@askwise/server/src/db/migrate.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { EventBus } from '@askwise/server/src/realtime/event-bus.ts';
import { percentile } from '../asks-calculation/bench-appeals.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { cpuSeconds, postgresCpuSeconds } from '../lib/process-cpu.ts';
import { findSeededCompanies, seedCompanies, type LoadCompany } from './seed-companies.ts';
import { createPracticeAppeal, gridFilters, runOperator, runUser, type LoadTarget, type Sample } from './virtual-users.ts';
import { compiledServer } from '../lib/server-process.ts';
import { conditionsLine, startQuietRun, verdictText } from '../lib/quiet-run.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// Judged quiet or busy from here on: before the build, the seeding and the servers. The virtual users run in
// this process, so their CPU is counted with the benchmark's.
const quiet = startQuietRun();

// The compiled server, as production runs it (built once for this run).
const COMPILED = compiledServer();

// Many signed-in users of several companies at once against the real server processes (NODE_ENV=production,
// web processes and a worker, started as the export and end-to-end benchmarks start theirs, on an embedded
// PostgreSQL of its own in bench/out/load): 50 users read the review grid (pages, sorts, searches), the
// summary and the history of a 100,000-donor appeal without pause for 60 s, while one operator per company
// maps and calculates its practice appeal again and again. Run with one web process, then with two (users
// spread over them as a load balancer would); p50 / p95 / max per kind of request, errors, requests per
// second, and the machine's load. Goal: p95 under 300 ms with 0 errors. Flags: --quick (10,000 donors,
// 20 users for 20 s).

const QUICK = process.argv.includes('--quick');
const FRESH = process.argv.includes('--fresh');
// Diagnosis only (never judged): the users read with no operator mapping and calculating beside them.
const READS_ONLY = process.argv.includes('--reads-only');
const SIZE = QUICK
  ? { companies: 2, usersPerCompany: 10, donors: 10_000, practiceDonors: 3_000, historyAppeals: 30, seconds: 20 }
  : { companies: 5, usersPerCompany: 10, donors: 100_000, practiceDonors: 10_000, historyAppeals: 40, seconds: 60 };
const TARGET_P95_MS = 300;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5593);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5594);
const APP_PASSWORD = 'askwise-bench-app';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = createLogger('warn', false);
const lines: string[] = [];
const say = (line: string) => (console.log(line), lines.push(line));

function startServer(role: 'web' | 'worker', port: number, ownerUrl: string, dataDir: string): ChildProcess {
  return spawn(COMPILED.command, COMPILED.args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ROLE: role,
      DATABASE_URL: ownerUrl,
      APP_DATABASE_PASSWORD: APP_PASSWORD,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      FILE_SIGNING_SECRET: 'bench-signing-secret-0123456789',
      // Production must name its billing provider; the benchmark's companies pay with the sandbox.
      BILLING_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_BILLING: 'true',
      TOKEN_SEALING_KEY: 'YmVuY2gtc2VhbGluZy1rZXktMDEyMzQ1Njc4OWFiY2Q=',
    },
  });
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  // A machine busy with other work may take minutes to start a server.
  for (let i = 0; i < 3000; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become ready');
}

async function stop(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.filter((child) => child.exitCode === null).map((child) => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))),
  );
}

function summarise(label: string, samples: Sample[], seconds: number): boolean {
  let isMet = true;
  const reads = samples.filter((s) => s.kind !== 'mapping' && s.kind !== 'calculation');
  const errors = samples.filter((s) => s.isError).length;
  say(`| ${label} | all reads | ${formatCount(reads.length)} | ${(reads.length / seconds).toFixed(0)}/s | ${stats(reads.filter((s) => !s.isError))} | ${reads.filter((s) => s.isError).length} |`);
  for (const kind of ['grid page', 'grid sort', 'grid search', 'summary', 'history', 'mapping', 'calculation'] as const) {
    const of = samples.filter((s) => s.kind === kind);
    if (!of.length) continue;
    say(`| ${label} | ${kind} | ${formatCount(of.length)} | ${(of.length / seconds).toFixed(1)}/s | ${stats(of.filter((s) => !s.isError))} | ${of.filter((s) => s.isError).length} |`);
  }
  const p95 = percentile(reads.map((s) => s.ms), 95);
  if (p95 >= TARGET_P95_MS || errors > 0) isMet = false;
  return isMet;
}

function stats(samples: Sample[]): string {
  if (!samples.length) return '- | - | -';
  const times = samples.map((s) => s.ms);
  return `${percentile(times, 50).toFixed(0)} ms | ${percentile(times, 95).toFixed(0)} ms | ${times.reduce((a, b) => Math.max(a, b), 0).toFixed(0)} ms`;
}

say(`Load benchmark: ${machineLine()}`);
const dataDir = path.join(BENCH_OUT, 'load');
await mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
quiet.trackPostgres(dataDir);
let isMissed = false;
const children: ChildProcess[] = [];
try {
  const ownerUrl = embedded.url.replace(/\/[^/]+$/, '/askwise_bench_load');
  const recreate = async () => {
    const admin = new pg.Client({ connectionString: embedded.url });
    await admin.connect();
    await admin.query('drop database if exists askwise_bench_load with (force)');
    await admin.query('create database askwise_bench_load');
    await admin.end();
  };
  if (FRESH) await recreate();
  await migrateToLatest(ownerUrl, APP_PASSWORD).catch(async () => (await recreate(), migrateToLatest(ownerUrl, APP_PASSWORD)));
  let ownerDb = createDb(createPool(ownerUrl, 4));
  // The data of an earlier run of the same size is used again (seeding takes minutes); --fresh seeds anew.
  const seeded = await findSeededCompanies(ownerDb, SIZE);
  if (!seeded) {
    await ownerDb.destroy();
    await recreate();
    await migrateToLatest(ownerUrl, APP_PASSWORD);
    ownerDb = createDb(createPool(ownerUrl, 4));
  }
  const appUrl = appUrlFrom(ownerUrl, APP_PASSWORD);
  const appPool = createPool(appUrl, 4);
  const appDb = createDb(appPool);
  const calculation = { db: appDb, pool: appPool, bus: new EventBus(appPool, appUrl, log), calculationGroups: testGroupsForCalculation };
  const seedStarted = performance.now();
  const companies: LoadCompany[] = seeded ?? (await seedCompanies(ownerDb, appDb, calculation, SIZE, say));
  say(seeded ? 'The data of an earlier run is used again.' : `Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s.`);

  const worker = startServer('worker', APP_PORT + 9, ownerUrl, dataDir);
  children.push(worker);
  quiet.track('worker', worker);
  const webs = [0, 1].map((n) => startServer('web', APP_PORT + n, ownerUrl, dataDir));
  children.push(...webs);
  webs.forEach((web, n) => quiet.track(`web ${n + 1}`, web));
  const urls = [0, 1].map((n) => `http://127.0.0.1:${APP_PORT + n}`);
  for (const [n, web] of webs.entries()) await waitForReady(urls[n]!, web);
  const practiceAppeals = await Promise.all(companies.map((company) => createPracticeAppeal(urls[0]!, company.cookies[0]!, company.practiceEnvironmentId)));
  const filters = await Promise.all(companies.map((company) => gridFilters(urls[0]!, company.cookies[0]!, company.appealId)));

  say('');
  say(`${SIZE.companies} companies x ${SIZE.usersPerCompany} users = ${SIZE.companies * SIZE.usersPerCompany} users reading for ${SIZE.seconds} s; appeals of ${formatCount(SIZE.donors)} donors; each company's operator maps and calculates a practice appeal of ${formatCount(SIZE.practiceDonors)} donors meanwhile.`);
  say('');
  say('| web processes | requests | count | rate | p50 | p95 | max | errors |');
  say('|---|---|---|---|---|---|---|---|');
  const goals: Array<{ webCount: number; isMet: boolean }> = [];
  for (const webCount of [1, 2]) {
    const target: LoadTarget = { urls: urls.slice(0, webCount), deadline: Date.now() + SIZE.seconds * 1000, samples: [], errors: [] };
    const cpuBefore = children.map((child) => cpuSeconds(child.pid!));
    const postgresBefore = postgresCpuSeconds(dataDir);
    const loadBefore = os.loadavg()[0]!;
    const started = performance.now();
    const work: Array<Promise<void>> = [];
    let n = 0;
    for (const [c, company] of companies.entries()) {
      if (!READS_ONLY) work.push(runOperator(target, company.cookies[0]!, practiceAppeals[c]!, n++ % webCount));
      for (const cookie of company.cookies) work.push(runUser(target, company, cookie, n++ % webCount, filters[c]!));
    }
    await Promise.all(work);
    const seconds = (performance.now() - started) / 1000;
    const cpu = children.map((child, i) => (cpuSeconds(child.pid!) - cpuBefore[i]!) / seconds);
    const postgresCpu = (postgresCpuSeconds(dataDir) - postgresBefore) / seconds;
    goals.push({ webCount, isMet: summarise(`${webCount}`, target.samples, seconds) });
    // Every request with when it started, for a look at how the run went (warm-up, stalls).
    writeFileSync(path.join(BENCH_OUT, `load-samples-${webCount}.json`), JSON.stringify(target.samples));
    lines.push(
      `<!-- ${webCount} web: load ${loadBefore.toFixed(1)} -> ${os.loadavg()[0]!.toFixed(1)}; CPU per second of the worker ${cpu[0]!.toFixed(2)}, web ${cpu.slice(1, 1 + webCount).map((v) => v.toFixed(2)).join(' + ')}, PostgreSQL ${postgresCpu.toFixed(2)}; errors ${target.errors.join(' / ')} -->`,
    );
    console.log(lines.at(-1));
  }
  // One judgement for both runs, made while the servers still run.
  const judgement = quiet.judge();
  say('');
  for (const { webCount, isMet } of goals) {
    if (judgement.isQuiet && !isMet && !READS_ONLY) isMissed = true;
    const verdict = READS_ONLY ? 'not judged: reads only (--reads-only)' : verdictText(judgement, isMet);
    say(`Goal (p95 under ${TARGET_P95_MS} ms with 0 errors), ${webCount} web process${webCount > 1 ? 'es' : ''}: ${verdict}`);
  }
  say('');
  say(conditionsLine(judgement));
  await ownerDb.destroy();
  await appDb.destroy();
} finally {
  await stop(children);
  await embedded.stop();
}
writeFileSync(path.join(BENCH_OUT, 'load.md'), lines.join('\n') + '\n');
if (isMissed) failBenchmark();
