import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { startFakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { loadConfig } from '@askwise/server/src/config.ts';
import { appUrlFrom, createDb, createPool } from '@askwise/server/src/db/database.ts';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { migrateToLatest } from '@askwise/server/src/db/migrate.ts';
import { runTagSync } from '@askwise/server/src/features/virtuous/index.ts';
import { virtuousClientConfig } from '@askwise/server/src/features/virtuous/index.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { VirtuousClient, type VirtuousCredentials } from '@askwise/server/src/platform/virtuous/virtuous-client.ts';
import { EventBus } from '@askwise/server/src/realtime/event-bus.ts';
import { BENCH_OUT, formatCount, machineLine, peakMemoryMiB } from '../lib/machine.ts';
import { startQuietRun } from '../lib/quiet-run.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// A tag of 50,000 contacts with 500,000 gifts synced from the fake Virtuous API at its documented rate limit
// (5,000 requests an hour, X-RateLimit headers, 429 past it), on the real job code (app role, row-level
// security, every page committed with its next skip). The calls the sync needs, at that rate, give the time
// they allow; the target is that time plus 20%. --quick: 5,000 contacts with 50,000 gifts.

// The fake Virtuous API runs in this process: its CPU is counted with the benchmark's.
const quiet = startQuietRun();
const QUICK = process.argv.includes('--quick');
const CONTACTS = QUICK ? 5_000 : 50_000;
const GIFTS = CONTACTS * 10;
const REQUESTS_PER_HOUR = 5_000;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5661);
const APP_PASSWORD = 'askwise-bench-app';
const log = createLogger('warn', false);

console.log(`Virtuous tag sync benchmark: ${machineLine()}`);
const fake = await startFakeVirtuous({ requestsPerHour: REQUESTS_PER_HOUR, dataset: { contacts: CONTACTS, gifts: GIFTS, seed: 50, tags: [{ name: 'Everyone', share: 1 }] } });
const dataDir = path.join(BENCH_OUT, 'virtuous');
await mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
quiet.trackPostgres(dataDir);
try {
  const admin = new pg.Client({ connectionString: embedded.url });
  await admin.connect();
  await admin.query('drop database if exists askwise_bench_virtuous with (force)');
  await admin.query('create database askwise_bench_virtuous');
  await admin.end();
  const ownerUrl = embedded.url.replace(/\/[^/]+$/, '/askwise_bench_virtuous');
  await migrateToLatest(ownerUrl, APP_PASSWORD);
  const ownerDb = createDb(createPool(ownerUrl, 2));
  const appUrl = appUrlFrom(ownerUrl, APP_PASSWORD);
  const appPool = createPool(appUrl, 4);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: ownerUrl, APP_DATABASE_PASSWORD: APP_PASSWORD, VIRTUOUS_API_URL: fake.url, UNSUBSCRIBED_CONSTITUENT_LIMIT: String(CONTACTS * 2) });
  const services = { db: createDb(appPool), bus: new EventBus(appPool, appUrl, log), config, pool: appPool, log };

  // The account and its tag as ExchangeVirtuousToken and the tag list leave them (set up as the owner).
  const company = await ownerDb.insertInto('companies').values({ name: 'Virtuous benchmark' }).returning('id').executeTakeFirstOrThrow();
  const account = await ownerDb
    .insertInto('environments')
    .values({ companyId: company.id, dataImportSourceId: 3, organizationId: 'vir-bench', organizationName: 'Benchmark', environmentId: 'vir-bench', status: 'SYNCING', isLocked: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = await ownerDb.insertInto('audiences').values({ companyId: company.id, environmentId: account.id, externalId: '1', name: 'Everyone' }).returning('id').executeTakeFirstOrThrow();
  const ingestion = await ownerDb.insertInto('virtuousIngestions').values({ companyId: company.id, environmentId: account.id, audienceId: tag.id, resourceType: 'TAG' }).returning('id').executeTakeFirstOrThrow();
  let credentials: VirtuousCredentials = { kind: 'apiKey', apiKey: fake.apiKey };
  const client = new VirtuousClient(virtuousClientConfig(config), {
    load: () => Promise.resolve(credentials),
    save: (next) => {
      credentials = next;
      return Promise.resolve();
    },
  });

  const started = performance.now();
  await runTagSync(services, client, company.id, ingestion.id);
  const seconds = (performance.now() - started) / 1000;
  const result = await ownerDb.selectFrom('virtuousIngestions').select(['status', 'errorMessage']).where('id', '=', ingestion.id).executeTakeFirstOrThrow();
  if (result.status !== 'DONE') throw new Error(`The sync ended ${result.status}: ${result.errorMessage}`);
  const stored = await ownerDb.selectFrom('gifts').select((eb) => eb.fn.countAll<number>().as('n')).where('environmentId', '=', account.id).executeTakeFirstOrThrow();
  const throttled = fake.requests.filter((r) => r.status === 429).length;
  // The calls the sync made, spread evenly over the hourly limit: the time the limit allows them.
  const allowedSeconds = (client.calls / REQUESTS_PER_HOUR) * 3600;
  const target = allowedSeconds * 1.2;
  const verdict = quiet.verdict(seconds <= target);
  const report = [
    `Machine: ${machineLine()}`,
    '',
    '| contacts | gifts | API calls (429s) | time | time the calls allow at 5,000/h | target (+20%) | peak memory | |',
    '|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${formatCount(CONTACTS)} | ${formatCount(Number(stored.n))} | ${formatCount(client.calls)} (${throttled}) | ${seconds.toFixed(1)} s | ${allowedSeconds.toFixed(0)} s | ${target.toFixed(0)} s | ${peakMemoryMiB().toFixed(0)} MiB | ${verdict.text} |`,
    '',
    verdict.conditions,
  ].join('\n');
  console.log(`\n${report}`);
  await writeFile(path.join(BENCH_OUT, 'virtuous-report.md'), `${report}\n`);
  if (verdict.isMissed) failBenchmark();
  await services.bus.close();
  await ownerDb.destroy();
  await services.db.destroy();
} finally {
  await embedded.stop();
  await fake.close();
}
