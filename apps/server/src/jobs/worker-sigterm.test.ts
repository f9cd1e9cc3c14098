import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateAppealAsksJob } from '../features/asks/calculate-appeal-asks.job.ts';
import { giveSubscription } from '../features/billing/billing.testing.ts';
import { section } from '../features/mapping/mapping-fixtures.ts';
import { createPracticeEnvironment } from '../features/practice/create-practice-environment.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { startWorkerProcess } from '../test/worker-process.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

// A worker process gets SIGTERM (a deploy, a scale-down) while a job runs: it takes no new job, lets the
// running one finish, and exits cleanly; each job ends done exactly once, on its first attempt.

const DONORS = 60_000;
let database: TestDatabase;
let app: TestApp;
let company: CompanyWithUser;
let dataDir: string;
let appealId: number;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-worker-sigterm-'));
  app = await startTestApp(database, { ROLE: 'web', DATA_DIR: dataDir });
  company = await createCompanyWithUser(database.ownerDb);
  await giveSubscription(database.ownerDb, company.companyId, 1_000_000);
  const environment = await createPracticeEnvironment(database.db, company.companyId, { constituents: DONORS });
  const audience = await database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment.environmentId).where('externalId', '=', 'AUD-ALL').executeTakeFirstOrThrow();
  const created = await gql(`mutation ($e: Int!, $a: Int!) { createAppeal(name: "Autumn", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, {
    e: environment.environmentId,
    a: audience.id,
  });
  appealId = created.createAppeal.id as number;
}, 300_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await app?.stop();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): ChildProcess {
  const worker = startWorkerProcess(database.ownerUrl, dataDir, { SHUTDOWN_GRACE_MS: '120000' });
  workers.push(worker);
  return worker;
}

/** Sends SIGTERM and resolves with the exit code once the worker has gone. */
function terminate(worker: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
  worker.kill('SIGTERM');
  return exited;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
async function gql(query: string, variables: object = {}): Promise<Loose> {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: company.cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Loose; errors?: Array<{ message: string }> };
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

const jobsOf = async (name: string) =>
  (await sql<{ state: string; retryCount: number }>`select state, retry_count as "retryCount" from pgboss.job where name = ${name}`.execute(database.ownerDb)).rows;
const appealStatus = () =>
  database.ownerDb.selectFrom('appealStatuses').select(['mapAppealStatus', 'algorithmStatus', 'exportExcelStatus']).where('appealId', '=', appealId).executeTakeFirst();

const year = new Date().getFullYear();
const mapping = {
  appealLastYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']], null, null),
  appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']], null, null),
  appealThreeYear: section([], null, null),
  campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']], null, null),
  specialEvent: section([], null, null),
};

describe('a worker stopped with SIGTERM in the middle of a job', () => {
  it('during a calculation: finishes it once on its first attempt and exits cleanly', async () => {
    const first = startWorker();
    await gql(`mutation ($id: Int!, $m: MappingAppealInput!) { MapAppealRequest(appealId: $id, mappingAppeal: $m, updateMapAppeal: false) { statusCode } }`, { id: appealId, m: mapping });
    await until(appealStatus, (s) => s?.mapAppealStatus === 'DONE', 120_000, 'the mapping');

    await app.services.jobs.send(calculateAppealAsksJob, { companyId: company.companyId, appealId });
    await until(() => jobsOf(calculateAppealAsksJob.id), (jobs) => jobs[0]?.state === 'active', 120_000, 'the calculation starting');
    expect(await terminate(first)).toBe(0);

    expect(await jobsOf(calculateAppealAsksJob.id)).toEqual([{ state: 'completed', retryCount: 0 }]);
    expect((await appealStatus())?.algorithmStatus).toBe('DONE');
    const asks = await sql<{ rows: number; generations: number }>`select count(*)::int as rows, count(distinct generation)::int as generations
      from appeal_asks where appeal_id = ${appealId}`.execute(database.ownerDb);
    expect(asks.rows[0]).toEqual({ rows: DONORS, generations: 1 });
  }, 300_000);

  it('during an export: writes both files once on its first attempt and exits cleanly', async () => {
    const second = startWorker();
    await gql(`mutation ($id: Int!) { createExportFilesByAppealId(appealId: $id, isRenewal: false) { id } }`, { id: appealId });
    await until(() => jobsOf('exports.export-appeal'), (jobs) => jobs[0]?.state === 'active', 120_000, 'the export starting');
    expect(await terminate(second)).toBe(0);

    expect(await jobsOf('exports.export-appeal')).toEqual([{ state: 'completed', retryCount: 0 }]);
    const exports = await database.ownerDb.selectFrom('appealExports').select(['status', 'readyToExportCount', 'handleManuallyCount']).where('appealId', '=', appealId).execute();
    expect(exports).toHaveLength(1);
    expect(exports[0]!.status).toBe('DONE');
    expect(exports[0]!.readyToExportCount + exports[0]!.handleManuallyCount).toBe(DONORS);
    expect((await appealStatus())?.exportExcelStatus).toBe('DONE');
    const files = (await readdir(path.join(dataDir, 'files', 'exports'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
    expect(files.sort()).toEqual(['handle-manually.xlsx', 'ready-to-export.xlsx']);
  }, 300_000);
});
