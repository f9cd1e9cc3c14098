import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAskTestServices, type AskTestServices } from '../features/asks/asks.testing.ts';
import { runAppealCalculation } from '../features/asks/calculate-appeal-asks.job.ts';
import { section } from '../features/mapping/mapping-fixtures.ts';
import { giveSubscription } from '../features/billing/billing.testing.ts';
import { createPracticeEnvironment } from '../features/practice/create-practice-environment.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { killWorker, startWorkerProcess } from '../test/worker-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// A worker process is killed (SIGKILL) in the middle of a mapping, and later of an export; another worker
// is started. Each job ends done exactly once within two minutes, and the dead worker's session and locks
// are gone. The web process here serves requests only, as in production.

const DONORS = 60_000;
const MAPPING_LOCK = 7419210;
let database: TestDatabase;
let app: TestApp;
let services: AskTestServices;
let company: CompanyWithUser;
let dataDir: string;
let appealId: number;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-worker-death-'));
  app = await startTestApp(database, { ROLE: 'web', DATA_DIR: dataDir });
  services = createAskTestServices(database);
  company = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, company.companyId, 1_000_000);
  const environment = await createPracticeEnvironment(database.db, company.companyId, { constituents: DONORS });
  const audience = await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment.environmentId).where('externalId', '=', 'AUD-ALL').executeTakeFirstOrThrow();
  const created = await gql(`mutation ($e: Int!, $a: Int!) { createAppeal(name: "Spring", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, {
    e: environment.environmentId,
    a: audience.id,
  });
  appealId = created.createAppeal.id as number;
}, 300_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await app?.stop();
  await services?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): ChildProcess {
  const worker = startWorkerProcess(database.ownerUrl, dataDir);
  workers.push(worker);
  return worker;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
async function gqlResult(query: string, variables: object = {}): Promise<{ data?: Loose; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: company.cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Loose; errors?: Array<{ message: string }> };
}
async function gql(query: string, variables: object = {}): Promise<Loose> {
  const body = await gqlResult(query, variables);
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data!;
}

async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const appealStatus = () =>
  database.ownerDb.selectFrom('appealStatuses').select(['mapAppealStatus', 'exportExcelStatus']).where('appealId', '=', appealId).executeTakeFirst();
const locksHeld = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${MAPPING_LOCK} and objid = ${appealId} and granted`.execute(database.ownerDb))
    .rows[0]!.n;
const jobsOf = async (name: string) =>
  (await sql<{ state: string; retryCount: number }>`select state, retry_count as "retryCount" from pgboss.job where name = ${name}`.execute(database.ownerDb)).rows;
const exportRows = () => database.ownerDb.selectFrom('appealExports').select(['id', 'status', 'readyToExportCount', 'handleManuallyCount']).where('appealId', '=', appealId).execute();

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const year = new Date().getFullYear();
const mapping = {
  appealLastYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']], null, null),
  appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']], null, null),
  appealThreeYear: section([], null, null),
  campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']], null, null),
  specialEvent: section([], null, null),
};

describe('a worker killed in the middle of a job', () => {
  it('during mapping: the job is retried and maps the appeal once within two minutes, and no lock is left', async () => {
    const first = startWorker();
    const request = await gql(`mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode } }`, {
      id: appealId,
      m: mapping,
    });
    expect(request.MapAppealRequest.statusCode).toBe(200);
    // Killed once it is inside the mapping transaction (past INIT), before it is done.
    const reached = await until(appealStatus, (s) => !!s?.mapAppealStatus && !['START', 'INIT', 'DONE'].includes(s.mapAppealStatus), 120_000, 'mapping');
    await killWorker(first);
    const killedAt = Date.now();
    expect(reached?.mapAppealStatus).not.toBe('DONE');

    // PostgreSQL notices the dead worker: its session ends and the appeal's lock is released.
    await until(locksHeld, (n) => n === 0, 20_000, 'the mapping lock');
    startWorker();
    await until(appealStatus, (s) => s?.mapAppealStatus === 'DONE', 120_000, 'the retried mapping');
    expect(Date.now() - killedAt).toBeLessThan(120_000);

    expect(await until(() => jobsOf('mapping.map-appeal'), (jobs) => jobs[0]?.state !== 'active', 20_000, 'the mapping job')).toEqual([{ state: 'completed', retryCount: 1 }]);
    const rows = await sql<{ rows: number; donors: number }>`select count(*)::int as rows, count(distinct constituent_id)::int as donors
      from appeal_constituents where appeal_id = ${appealId}`.execute(database.ownerDb);
    expect(rows.rows[0]).toEqual({ rows: DONORS, donors: DONORS });
    const appeal = await database.ownerDb.selectFrom('appeals').select('isLocked').where('id', '=', appealId).executeTakeFirstOrThrow();
    expect(appeal.isLocked).toBe(false);
    expect(await locksHeld()).toBe(0);
  }, 300_000);

  it('during export: Export Now says why it waits, the retry writes the files once within two minutes, and no partial file is left', async () => {
    await runAppealCalculation(services, company.companyId, appealId);
    const running = workers.find((worker) => worker.exitCode === null && worker.signalCode === null)!;
    const started = await gqlResult(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: appealId });
    expect(started.errors).toBeUndefined();
    const [before] = await until(exportRows, (rows) => rows[0]?.status === 'RUNNING', 60_000, 'the export');
    await killWorker(running);
    const killedAt = Date.now();

    // Export Now again while the lost attempt waits for its retry: an answer that says why, not silence.
    const again = await gqlResult(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: appealId });
    expect(again.errors?.[0]?.message).toMatch(/being exported right now|waiting for a free worker/);

    startWorker();
    const [done] = await until(exportRows, (rows) => rows[0]?.status === 'DONE' || rows[0]?.status === 'ERROR', 120_000, 'the retried export');
    expect(Date.now() - killedAt).toBeLessThan(120_000);
    expect(done).toMatchObject({ status: 'DONE' });
    expect(done!.readyToExportCount + done!.handleManuallyCount).toBe(before!.readyToExportCount + before!.handleManuallyCount);
    expect(done!.readyToExportCount + done!.handleManuallyCount).toBeGreaterThan(DONORS / 2);
    expect(await exportRows()).toHaveLength(1);
    // The job completes just after it has recorded the export.
    expect(await until(() => jobsOf('exports.export-appeal'), (jobs) => jobs[0]?.state !== 'active', 20_000, 'the export job')).toEqual([{ state: 'completed', retryCount: 1 }]);
    expect((await appealStatus())?.exportExcelStatus).toBe('DONE');
    const files = await filesUnder(path.join(dataDir, 'files', 'exports'));
    expect(files.sort()).toEqual(['handle-manually.xlsx', 'ready-to-export.xlsx']);
  }, 300_000);
});
