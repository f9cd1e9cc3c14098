import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { saveConnection, skyClientFor } from '@askwise/server/src/features/blackbaud/index.ts';
import { runSync } from '@askwise/server/src/features/blackbaud/index.ts';
import { startSync } from '@askwise/server/src/features/blackbaud/index.ts';
import { readSealingKey } from '@askwise/server/src/platform/secrets/index.ts';
import type { JobQueue } from '@askwise/server/src/jobs/job-queue.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { skyClientSettings } from '@askwise/fakes/sky/fake-sky-server';
import { BENCH_OUT, formatCount, machineLine } from '../lib/machine.ts';
import { openProductServices } from '../lib/product-services.ts';
import { postgresCpuSeconds } from '../lib/process-cpu.ts';
import { conditionsLine, startQuietRun, verdictText } from '../lib/quiet-run.ts';
import { startFakeSkyThread } from './fake-sky-thread.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// Raiser's Edge NXT sync against the fake SKY API at the documented rate limit (5 calls a second, 5,000
// records a call): a first sync of 100,000 constituents and 1,000,000 gifts, then an incremental sync after
// 1% of the records changed. The product's own SKY client and sync code run (app role, row-level security,
// progress written and published); the job queue is left out and the sync job's body is called directly.
// Targets: the first sync within the time its calls need at 5 a second plus 20%; the incremental within 10 s.

// The fake SKY API's thread is in this process: its CPU is counted with the benchmark's.
const quiet = startQuietRun();
const QUICK = process.argv.includes('--quick');
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5597);
const CONSTITUENTS = QUICK ? 10_000 : 100_000;
const GIFTS = QUICK ? 100_000 : 1_000_000;
const RATE = 5;
const log = createLogger('warn', false);
const SEALING_KEY = Buffer.alloc(32, 5).toString('base64');

console.log(`Raiser's Edge NXT sync benchmark: ${machineLine()}`);
const sky = await startFakeSkyThread({ callsPerSecond: RATE, environments: [{ id: 'p-bench', name: 'Benchmark Foundation', dataset: { constituents: CONSTITUENTS, gifts: GIFTS, seed: 7 } }] });
const dataDir = path.join(BENCH_OUT, 'blackbaud');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
quiet.trackPostgres(dataDir);
try {
  const product = await openProductServices(
    embedded.url,
    { ...skyClientSettings(sky), SKY_CALLS_PER_SECOND: String(RATE), TOKEN_SEALING_KEY: SEALING_KEY, UNSUBSCRIBED_CONSTITUENT_LIMIT: String(10 * CONSTITUENTS) },
    log,
  );
  const { ownerDb, services } = product;
  const { config } = services;
  // The sync job's body runs below; nothing is queued.
  const jobs = { send: () => Promise.resolve(null) } as unknown as JobQueue;

  const company = await ownerDb.insertInto('companies').values({ name: 'Benchmark Foundation' }).returning('id').executeTakeFirstOrThrow();
  const environment = await ownerDb
    .insertInto('environments')
    .values({ companyId: company.id, dataImportSourceId: 1, organizationId: 'p-bench', organizationName: 'Benchmark Foundation', environmentId: 'p-bench', status: 'CREATE_JOBS', isLocked: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const issued = await sky.ask<{ access_token: string; refresh_token: string }>({ type: 'issueTokens', environmentId: 'p-bench' });
  await saveConnection(services.db, readSealingKey(SEALING_KEY), company.id, environment.id, {
    accessToken: issued.access_token, refreshToken: issued.refresh_token, expiresAt: Date.now() + 3_600_000, environmentId: 'p-bench', environmentName: 'Benchmark Foundation',
  });

  const sync = async (type: 'SYNC' | 'RESYNC') => {
    const requestId = await startSync({ db: services.db, jobs }, { companyId: company.id, environmentId: environment.id, type, userId: null });
    const client = await skyClientFor(services.db, config, company.id, environment.id);
    const calls = (await sky.ask<{ count: number }>({ type: 'requests', from: 0 })).count;
    const started = performance.now();
    // The product's CPU: this process's main thread (the fake SKY API has a thread of its own) and PostgreSQL.
    const productBefore = process.threadCpuUsage();
    const postgresBefore = postgresCpuSeconds(dataDir);
    await runSync(services, client, company.id, requestId);
    const seconds = (performance.now() - started) / 1000;
    // This process (the fake SKY API included) and its embedded PostgreSQL.
    const postgresCpu = postgresCpuSeconds(dataDir) - postgresBefore;
    const product = process.threadCpuUsage(productBefore);
    const cpu = (product.user + product.system) / 1e6 + postgresCpu;
    const request = await ownerDb.selectFrom('blackbaudIngestionRequests').select(['status', 'errorMessage']).where('id', '=', requestId).executeTakeFirstOrThrow();
    if (request.status !== 'DONE') throw new Error(`The sync ended ${request.status}: ${request.errorMessage}`);
    const entities = await ownerDb.selectFrom('blackbaudIngestionEntities').select(['entity', 'ingested']).where('requestId', '=', requestId).orderBy('position').execute();
    const requests = await sky.ask<{ count: number; throttled: number }>({ type: 'requests', from: calls });
    return { seconds, cpu, postgresCpu, calls: requests.count - calls, throttled: requests.throttled, entities };
  };

  const counts = async () => {
    const { rows } = await sql<{ constituents: number; gifts: number }>`
      select (select count(*)::int from constituents where environment_id = ${environment.id}) as constituents,
             (select count(*)::int from gifts where environment_id = ${environment.id}) as gifts`.execute(ownerDb);
    return rows[0]!;
  };

  const first = await sync('SYNC');
  const stored = await counts();
  const allowed = first.calls / RATE;
  const firstTarget = allowed * 1.2;
  console.log(`  first sync: ${first.calls} calls (${first.throttled} answered 429) in ${first.seconds.toFixed(1)} s (CPU ${first.cpu.toFixed(1)} s, ${first.postgresCpu.toFixed(1)} s of it PostgreSQL); the calls allow ${allowed.toFixed(1)} s, target ${firstTarget.toFixed(1)} s`);
  console.log(`  stored ${formatCount(stored.constituents)} constituents, ${formatCount(stored.gifts)} gifts (soft credits included)`);

  // 1% of the records change in Raiser's Edge NXT: names, and gift amounts.
  await sky.ask({ type: 'changeOnePercent', environmentId: 'p-bench', constituents: CONSTITUENTS, gifts: GIFTS });
  const incremental = await sync('SYNC');
  console.log(`  incremental sync: ${incremental.calls} calls, ${incremental.entities.map((e) => `${e.entity} ${formatCount(e.ingested)}`).join(', ')} in ${incremental.seconds.toFixed(1)} s (CPU ${incremental.cpu.toFixed(1)} s, target 10 s)`);
  const changed = await sql<{ n: number }>`select count(*)::int as n from gifts where environment_id = ${environment.id} and external_id in (select (g * 100 + 1)::text from generate_series(0, ${GIFTS / 100 - 1}) g) and amount_cents = 10000 + external_id::int`.execute(ownerDb);
  if (changed.rows[0]!.n !== GIFTS / 100) throw new Error(`Expected ${GIFTS / 100} changed gifts, found ${changed.rows[0]!.n}`);
  const after = await counts();
  if (after.gifts !== stored.gifts || after.constituents !== stored.constituents) throw new Error('The incremental sync changed the number of records');

  const isFirstMet = first.seconds <= firstTarget;
  const isIncrementalMet = incremental.seconds <= 10;
  const judgement = quiet.judge();
  if (judgement.isQuiet && (!isFirstMet || !isIncrementalMet)) failBenchmark();
  const report = [
    `Machine: ${machineLine()}`,
    '',
    '| sync | records read | calls | time | CPU | target | |',
    '|---|---|---:|---:|---:|---:|---|',
    `| first | ${formatCount(CONSTITUENTS)} constituents, ${formatCount(GIFTS)} gifts | ${first.calls} | ${first.seconds.toFixed(1)} s | ${first.cpu.toFixed(1)} s | ${firstTarget.toFixed(1)} s (${allowed.toFixed(1)} s + 20%) | ${verdictText(judgement, isFirstMet)} |`,
    `| incremental (1% changed) | ${incremental.entities.map((e) => `${formatCount(e.ingested)} ${e.entity}`).join(', ')} | ${incremental.calls} | ${incremental.seconds.toFixed(1)} s | ${incremental.cpu.toFixed(1)} s | 10 s | ${verdictText(judgement, isIncrementalMet)} |`,
    '',
    conditionsLine(judgement),
  ].join('\n');
  console.log(`\n${report}`);
  await writeFile(path.join(BENCH_OUT, 'blackbaud-report.md'), `${report}\n`);
  await product.close();
} finally {
  await embedded.stop();
  await sky.close();
}
