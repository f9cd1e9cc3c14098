import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { skyClientSettings } from '@askwise/fakes/sky/fake-sky-server';
import { startFakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { startEmbeddedPostgres } from '@askwise/server/src/db/embedded-postgres.ts';
import { saveConnection } from '@askwise/server/src/features/blackbaud/index.ts';
import { createCrmAskSend, runSend, type CrmAskTarget } from '@askwise/server/src/features/crm-asks/index.ts';
import { createLogger } from '@askwise/server/src/logger.ts';
import { readSealingKey, sealJson } from '@askwise/server/src/platform/secrets/index.ts';
import { startFakeSkyThread } from '../blackbaud/fake-sky-thread.ts';
import { BENCH_OUT, formatCount, machineLine, peakMemoryMiB } from '../lib/machine.ts';
import { postgresCpuSeconds } from '../lib/process-cpu.ts';
import { openProductServices } from '../lib/product-services.ts';
import { conditionsLine, startQuietRun, verdictText } from '../lib/quiet-run.ts';
import { seedExportedAppeal } from './seed-exported-appeal.ts';
import { failBenchmark } from '../lib/bench-outcome.ts';

// 'Send asks to the CRM' for an exported appeal of 100,000 donors, on the real send job (runSend: app role,
// row-level security, every donor marked 'writing' before its calls and recorded after them, progress
// published) against the fake CRMs: Raiser's Edge NXT (a custom field and a Mailing action a donor: 2 calls)
// and Virtuous (a Gift Ask a donor: 1 call). The real limits (SKY: 5 calls a second; Virtuous: 5,000 requests
// an hour) would make 100,000 donors take hours, so both fakes are set to a scaled limit of R = 1,000 calls a
// second (SKY's per-second limit; Virtuous's X-RateLimit window shortened to a second) and the product's
// clients to the same. The lower bound is calls / R; the target is the issue's: no more than that plus 20%.
// The send's rows are written first (createCrmAskSend, timed apart); the job queue is left out and the
// job's body runs here. --quick: 10,000 donors.

// The fake SKY API has a thread of its own; the fake Virtuous API runs in this process (its CPU is counted
// with the product's, as in bench/virtuous).
const quiet = startQuietRun();
const QUICK = process.argv.includes('--quick');
const DONORS = QUICK ? 10_000 : 100_000;
const RATE = 1000;
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5603);
const SEALING_KEY = Buffer.alloc(32, 7).toString('base64');
const SKY_ENVIRONMENT = 'p-crm-bench';
const log = createLogger('warn', false);

console.log(`CRM send benchmark: ${machineLine()}`);
console.log(`  scaled rate limit R = ${formatCount(RATE)} calls a second for both fakes (the real APIs: SKY 5 a second, Virtuous 5,000 an hour)`);
const sky = await startFakeSkyThread({ callsPerSecond: RATE, environments: [{ id: SKY_ENVIRONMENT, name: 'Benchmark Foundation', dataset: { constituents: DONORS, gifts: DONORS, seed: 7 } }] });
const virtuous = await startFakeVirtuous({ requestsPerHour: RATE, windowSeconds: 1, dataset: { contacts: DONORS, gifts: DONORS, seed: 51 } });
const dataDir = path.join(BENCH_OUT, 'crm-asks');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
const embedded = await startEmbeddedPostgres(dataDir, PG_PORT, log);
quiet.trackPostgres(dataDir);

interface SendFigures {
  crm: string;
  callsPerDonor: number;
  setupSeconds: number;
  seconds: number;
  calls: number;
  throttled: number;
  written: number;
  records: number;
  postgresCpu: number;
  /** This process's main thread: the job, the CRM client and (Virtuous) the fake. */
  mainCpu: number;
  /** Its other threads: the fake SKY API (and Node's own). */
  threadsCpu: number;
}

try {
  const product = await openProductServices(
    embedded.url,
    { ...skyClientSettings(sky), SKY_CALLS_PER_SECOND: String(RATE), VIRTUOUS_API_URL: virtuous.url, TOKEN_SEALING_KEY: SEALING_KEY },
    log,
  );
  const { ownerDb, services } = product;
  const company = await ownerDb.insertInto('companies').values({ name: 'Benchmark Foundation' }).returning('id').executeTakeFirstOrThrow();
  const user = await ownerDb.insertInto('users').values({ email: 'bench@example.org', firstName: 'Bench', lastName: 'Mark', confirmed: true, userGroup: 'ADMIN' }).returning('id').executeTakeFirstOrThrow();
  const companyId = company.id;

  /** An environment (or account) of the CRM, its connection stored as connecting leaves it. */
  const environmentOf = async (source: 1 | 3, externalId: string): Promise<number> => {
    const environment = await ownerDb
      .insertInto('environments')
      .values({ companyId, dataImportSourceId: source, organizationId: externalId, organizationName: 'Benchmark Foundation', environmentId: externalId, status: 'DONE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return environment.id;
  };

  /** Seeds the exported appeal, writes the send's rows, then times the job's body until the send is done. */
  const timeSend = async (crm: string, source: 1 | 3, environmentId: number, target: CrmAskTarget, requestsSoFar: () => Promise<{ count: number; throttled: number }>, records: () => Promise<number>) => {
    const appealId = await seedExportedAppeal(ownerDb, companyId, user.id, environmentId, source, DONORS);
    const setupStarted = performance.now();
    const sendId = await createCrmAskSend(services, companyId, user.id, appealId, target);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const before = await requestsSoFar();
    const postgresBefore = postgresCpuSeconds(dataDir);
    const mainBefore = process.threadCpuUsage();
    const processBefore = process.cpuUsage();
    const started = performance.now();
    await runSend(services, companyId, sendId);
    const seconds = (performance.now() - started) / 1000;
    const main = process.threadCpuUsage(mainBefore);
    const all = process.cpuUsage(processBefore);
    const after = await requestsSoFar();
    const send = await ownerDb.selectFrom('crmAskSends').select(['status', 'error', 'written', 'refused']).where('id', '=', sendId).executeTakeFirstOrThrow();
    if (send.status !== 'DONE' || send.written !== DONORS) throw new Error(`The ${crm} send ended ${send.status} with ${send.written} written, ${send.refused} refused: ${send.error}`);
    const figures: SendFigures = {
      crm,
      callsPerDonor: source === 1 ? 2 : 1,
      setupSeconds,
      seconds,
      calls: after.count - before.count,
      throttled: after.throttled - before.throttled,
      written: send.written,
      records: await records(),
      postgresCpu: postgresCpuSeconds(dataDir) - postgresBefore,
      mainCpu: (main.user + main.system) / 1e6,
      threadsCpu: (all.user + all.system - main.user - main.system) / 1e6,
    };
    if (figures.records !== DONORS * figures.callsPerDonor) throw new Error(`${crm} holds ${figures.records} records for ${DONORS} donors`);
    console.log(`  ${crm}: ${formatCount(DONORS)} donors, ${formatCount(figures.calls)} calls (${figures.throttled} answered 429) in ${seconds.toFixed(1)} s; the limit allows ${(figures.calls / RATE).toFixed(1)} s (send rows written in ${setupSeconds.toFixed(1)} s)`);
    return figures;
  };

  // Raiser's Edge NXT: the environment's tokens as the connect flow saves them.
  const skyEnvironment = await environmentOf(1, SKY_ENVIRONMENT);
  const issued = await sky.ask<{ access_token: string; refresh_token: string }>({ type: 'issueTokens', environmentId: SKY_ENVIRONMENT });
  await saveConnection(services.db, readSealingKey(SEALING_KEY), companyId, skyEnvironment, { accessToken: issued.access_token, refreshToken: issued.refresh_token, expiresAt: Date.now() + 3_600_000, environmentId: SKY_ENVIRONMENT, environmentName: 'Benchmark Foundation' });
  const skyWrites = async () => {
    const writes = await sky.ask<{ customFields: number; actions: number }>({ type: 'writes', environmentId: SKY_ENVIRONMENT });
    return writes.customFields + writes.actions;
  };
  const skyFigures = await timeSend("Raiser's Edge NXT", 1, skyEnvironment, { crm: 'blackbaud', category: 'Ask Ladder', recordAction: true }, () => sky.ask({ type: 'requests', from: 0 }), skyWrites);

  // Virtuous: the account's API key, sealed as ExchangeVirtuousToken stores it.
  const account = await environmentOf(3, 'vir-crm-bench');
  await ownerDb.insertInto('virtuousConnections').values({ companyId, environmentId: account, sealedCredentials: sealJson(readSealingKey(SEALING_KEY), { kind: 'apiKey', apiKey: virtuous.apiKey }), needsReauthentication: false }).execute();
  const virtuousRequests = () => Promise.resolve({ count: virtuous.requests.length, throttled: virtuous.requests.filter((r) => r.status === 429).length });
  const virtuousFigures = await timeSend('Virtuous', 3, account, { crm: 'virtuous' }, virtuousRequests, () => Promise.resolve(virtuous.giftAsks.asks.size));

  const judgement = quiet.judge();
  const rows = [skyFigures, virtuousFigures].map((f) => {
    const bound = f.calls / RATE;
    const ratio = f.seconds / bound;
    const isMet = ratio <= 1.2;
    if (judgement.isQuiet && !isMet) failBenchmark();
    const cpu = `${f.mainCpu.toFixed(1)} s + ${f.threadsCpu.toFixed(1)} s + ${f.postgresCpu.toFixed(1)} s`;
    return `| ${f.crm} | ${formatCount(DONORS)} | ${formatCount(f.calls)} (${f.throttled}) | ${f.seconds.toFixed(1)} s | ${bound.toFixed(1)} s | ${ratio.toFixed(2)} | ${f.setupSeconds.toFixed(1)} s | ${cpu} | ${verdictText(judgement, isMet)} |`;
  });
  const report = [
    `Machine: ${machineLine()}`,
    '',
    `Both fakes limited to R = ${formatCount(RATE)} calls a second (scaled: the real APIs allow 5 a second and 5,000 an hour). Target: wall time <= 1.2 x calls / R.`,
    '',
    '| CRM | donors | calls (429s) | wall time | calls / R | ratio | send rows written | CPU: main thread + other threads + PostgreSQL | |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    'The main thread runs the send job, the CRM clients and the fake Virtuous API; the fake SKY API has a thread of its own.',
    `Peak memory of this process (the fakes included): ${peakMemoryMiB().toFixed(0)} MiB.`,
    '',
    conditionsLine(judgement),
  ].join('\n');
  console.log(`\n${report}`);
  await writeFile(path.join(BENCH_OUT, 'crm-asks-report.md'), `${report}\n`);
  await product.close();
} finally {
  await embedded.stop();
  await virtuous.close();
  await sky.close();
}
