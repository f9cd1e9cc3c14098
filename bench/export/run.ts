import { testGroupsForCalculation } from '@askwise/server/src/features/test-and-learn/index.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { appUrlFrom, createDb, createPool } from '@askwise/server/src/db/database.ts';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '@askwise/server/src/db/migrate.ts';
import { createSession, SESSION_COOKIE } from '@askwise/server/src/features/accounts/index.ts';
import { giveSubscription } from '@askwise/server/src/features/billing/billing.testing.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { EventBus } from '@askwise/server/src/realtime/event-bus.ts';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { cpuSeconds, postgresCpuSeconds } from '../lib/process-cpu.ts';
import { seedAppeal } from './seed-appeal.ts';
import { compiledServer } from '../lib/server-process.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// Judged quiet or busy from here on: before the build, the seeding and the server.
const quiet = startQuietRun();

// The compiled server, as production runs it (built once for this run).
const COMPILED = compiledServer();

// Export end to end on the real product: a server process (web and worker) on PostgreSQL, an appeal of
// 100,000 and of 1,000,000 calculated donors, and createExportFilesByAppealId over HTTP as the browser
// sends it. Timed from the request until both files are stored and linked (job queue pick-up included);
// the server's peak resident memory is read from /proc. Targets: 100,000 donors under 10 s, 1,000,000
// under 90 s, the server under 1.5 GiB. Flags: --quick (100,000 only).

const QUICK = process.argv.includes('--quick');
const SCENARIOS = [
  { donors: 100_000, targetSeconds: 10 },
  ...(QUICK ? [] : [{ donors: 1_000_000, targetSeconds: 90 }]),
];
const MEMORY_TARGET_MIB = 1536;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5591);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 5592);
const APP_PASSWORD = 'askwise-bench-app';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const log = createLogger('warn', false);

/** Peak resident memory of a process (VmHWM), in MiB; Linux only. */
function peakRssMiB(pid: number): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

/** The first donor row of an .xlsx, read as a streaming reader would (the sheet of a million rows is never held). */
async function firstDataRow(file: string): Promise<unknown[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: 'emit', sharedStrings: 'cache' });
  for await (const sheet of reader) {
    let index = 0;
    for await (const row of sheet as AsyncIterable<{ values: unknown[] }>) {
      if (++index === 2) return row.values.slice(1);
    }
  }
  return [];
}

async function waitForReady(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become ready');
}

console.log(`Export benchmark: ${machineLine()}`);
const dataDir = path.join(BENCH_OUT, 'export');
await mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
quiet.trackPostgres(dataDir);
let server: ChildProcess | null = null;
let isBelowTarget = false;
try {
  // A fresh database for each run.
  const admin = new pg.Client({ connectionString: embedded.url });
  await admin.connect();
  await admin.query('drop database if exists askwise_bench_export with (force)');
  await admin.query('create database askwise_bench_export');
  await admin.end();
  const ownerUrl = embedded.url.replace(/\/[^/]+$/, '/askwise_bench_export');
  await migrateToLatest(ownerUrl, APP_PASSWORD);
  const ownerDb = createDb(createPool(ownerUrl, 4));
  const company = await ownerDb.insertInto('companies').values({ name: 'Benchmark Foundation' }).returning('id').executeTakeFirstOrThrow();
  const user = await ownerDb.insertInto('users').values({ email: 'bench@example.org', firstName: 'Bench', lastName: 'Mark', confirmed: true, userGroup: 'ADMIN' }).returning('id').executeTakeFirstOrThrow();
  await ownerDb.insertInto('companyUsers').values({ companyId: company.id, userId: user.id, roleId: 1, isActive: true }).execute();
  // The benchmark company holds a subscription, so the free export allowance does not stop it.
  await giveSubscription(ownerDb, company.id, 10_000_000);
  const cookie = `${SESSION_COOKIE}=${await createSession(ownerDb, user.id)}`;
  const appUrl = appUrlFrom(ownerUrl, APP_PASSWORD);
  const appPool = createPool(appUrl, 4);
  const calculation = { db: createDb(appPool), pool: appPool, bus: new EventBus(appPool, appUrl, log), calculationGroups: testGroupsForCalculation };

  const appeals = [];
  for (const scenario of SCENARIOS) {
    const started = performance.now();
    appeals.push({ ...scenario, ...(await seedAppeal(ownerDb, calculation, company.id, user.id, scenario.donors)) });
    console.log(`Seeded ${formatCount(scenario.donors)} calculated donors in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const filesDir = path.join(dataDir, 'files');
  await rm(filesDir, { recursive: true, force: true });
  server = spawn(COMPILED.command, COMPILED.args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: ownerUrl, APP_DATABASE_PASSWORD: APP_PASSWORD, PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', FILE_SIGNING_SECRET: 'bench-signing-secret-0123456789', BILLING_PROVIDER: 'sandbox', ALLOW_SANDBOX_BILLING: 'true', TOKEN_SEALING_KEY: 'YmVuY2gtc2VhbGluZy1rZXktMDEyMzQ1Njc4OWFiY2Q=' },
  });
  quiet.track('server', server);
  const url = `http://127.0.0.1:${APP_PORT}`;
  await waitForReady(url, server);
  const baseline = peakRssMiB(server.pid!);
  console.log(`Server ready; resident memory at rest ${baseline?.toFixed(0) ?? '?'} MiB`);

  // CPU seconds of the server (web and worker) and of PostgreSQL: on a shared machine they compare where wall time does not.
  const cpu = () => cpuSeconds(server!.pid!) + postgresCpuSeconds(dataDir);
  for (const appeal of appeals) {
    const started = performance.now();
    const cpuBefore = cpu();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie },
      body: JSON.stringify({ query: 'mutation($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }', variables: { id: appeal.appealId } }),
    });
    const body = (await response.json()) as { errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(body.errors[0]!.message);
    let status = '';
    while (status !== 'DONE' && !status.startsWith('ERROR')) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const row = await ownerDb.selectFrom('appealStatuses').select('exportExcelStatus').where('appealId', '=', appeal.appealId).executeTakeFirstOrThrow();
      status = row.exportExcelStatus ?? '';
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuUsed = cpu() - cpuBefore;
    if (status !== 'DONE') throw new Error(`The export failed: ${status}`);
    const peak = peakRssMiB(server.pid!);

    // The files are what the browser would download: check their sizes, rows and first donors.
    const links = await ownerDb.selectFrom('appeals').select(['readyToExportDownloadUrl', 'handleManuallyDownloadUrl']).where('id', '=', appeal.appealId).executeTakeFirstOrThrow();
    const record = await ownerDb.selectFrom('appealExports').selectAll().where('appealId', '=', appeal.appealId).executeTakeFirstOrThrow();
    if (record.readyToExportCount !== appeal.readyToExport || record.handleManuallyCount !== appeal.handleManually) {
      throw new Error(`Rows written ${record.readyToExportCount}/${record.handleManuallyCount}, expected ${appeal.readyToExport}/${appeal.handleManually}`);
    }
    const sizes: number[] = [];
    for (const link of [links.readyToExportDownloadUrl!, links.handleManuallyDownloadUrl!]) {
      const file = path.join(dataDir, 'download.xlsx');
      const response = await fetch(new URL(link, url));
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(file));
      sizes.push(statSync(file).size);
      const first = await firstDataRow(file);
      if (typeof first[0] !== 'string' || !first.some((value) => typeof value === 'number')) throw new Error(`An export file does not read back: ${JSON.stringify(first)}`);
    }
    const isFast = seconds <= appeal.targetSeconds;
    const isSmall = peak !== null && peak <= MEMORY_TARGET_MIB;
    const verdict = quiet.verdict(isFast && isSmall, { met: 'ok', missed: 'MISSED' });
    if (verdict.isMissed) isBelowTarget = true;
    console.log(
      `${formatCount(appeal.donors).padStart(9)} donors  ${seconds.toFixed(1).padStart(5)} s (target ${appeal.targetSeconds} s, CPU ${cpuUsed.toFixed(1)} s, load ${os.loadavg()[0]!.toFixed(1)}) ` +
        `${formatCount((appeal.readyToExport + appeal.handleManually) / seconds).padStart(8)} rows/s  ` +
        `files ${(sizes[0]! / 2 ** 20).toFixed(1)} + ${(sizes[1]! / 2 ** 20).toFixed(1)} MiB  ` +
        `server peak ${peak?.toFixed(0) ?? '?'} MiB (target ${MEMORY_TARGET_MIB})  ${verdict.text}`,
    );
    console.log(`  ${verdict.conditions}`);
  }
  await ownerDb.destroy();
  await calculation.db.destroy();
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server!.once('exit', resolve));
  }
  await embedded.stop();
}
if (isBelowTarget) failBenchmark();
