import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { giveSubscription } from '../features/billing/billing.testing.ts';
import { section } from '../features/mapping/mapping-fixtures.ts';
import { createPracticeEnvironment } from '../features/practice/create-practice-environment.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startWorkerProcess } from '../test/worker-process.ts';

// The set-up of the tests that stop or kill worker processes in the middle of a job: a web process serving
// requests only (as in production), a subscribed company with a practice environment of `donors` donors and
// an appeal on its whole audience; worker processes are started by the test and stopped after it. `env` adds
// settings to the web process and every worker (read when they start: a test's fakes may be started first).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

export interface WorkerWorld {
  readonly database: TestDatabase;
  readonly app: TestApp;
  readonly company: CompanyWithUser;
  readonly dataDir: string;
  readonly appealId: number;
  startWorker(env?: Record<string, string>): ChildProcess;
  gqlResult(query: string, variables?: object): Promise<{ data?: Loose; errors?: Array<{ message: string }> }>;
  gql(query: string, variables?: object): Promise<Loose>;
  jobsOf(name: string): Promise<Array<{ state: string; retryCount: number }>>;
}

export function useWorkerWorld(name: string, donors: number, env: () => Record<string, string> = () => ({})): WorkerWorld {
  const state = {} as { database: TestDatabase; app: TestApp; company: CompanyWithUser; dataDir: string; appealId: number };
  const workers: ChildProcess[] = [];
  const gqlResult = async (query: string, variables: object = {}) => {
    const response = await fetch(`${state.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: state.company.cookie },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Loose; errors?: Array<{ message: string }> };
  };
  const gql = async (query: string, variables: object = {}) => {
    const body = await gqlResult(query, variables);
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data!;
  };
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.dataDir = await mkdtemp(path.join(tmpdir(), `askwise-${name}-`));
    state.app = await startTestApp(state.database, { ...env(), ROLE: 'web', DATA_DIR: state.dataDir });
    state.company = await createCompanyWithUser(state.database.ownerDb);
    await giveSubscription(state.database.ownerDb, state.company.companyId, 1_000_000);
    const environment = await createPracticeEnvironment(state.database.db, state.company.companyId, { constituents: donors });
    const audience = await state.database.ownerDb.selectFrom('audiences').select('id').where('environmentId', '=', environment.environmentId).where('externalId', '=', 'AUD-ALL').executeTakeFirstOrThrow();
    const created = await gql(`mutation ($e: Int!, $a: Int!) { createAppeal(name: "${name}", blackbaudOrganizationId: $e, audienceId: $a, dataImportSourceId: 1) { id } }`, {
      e: environment.environmentId,
      a: audience.id,
    });
    state.appealId = created.createAppeal.id as number;
  }, 300_000);
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await state.app?.stop();
    await state.database?.drop();
    if (state.dataDir) await rm(state.dataDir, { recursive: true, force: true });
  });
  return {
    get database() {
      return state.database;
    },
    get app() {
      return state.app;
    },
    get company() {
      return state.company;
    },
    get dataDir() {
      return state.dataDir;
    },
    get appealId() {
      return state.appealId;
    },
    startWorker: (extra = {}) => {
      const worker = startWorkerProcess(state.database.ownerUrl, state.dataDir, { ...env(), ...extra });
      workers.push(worker);
      return worker;
    },
    gqlResult,
    gql,
    jobsOf: async (job) =>
      (await sql<{ state: string; retryCount: number }>`select state, retry_count as "retryCount" from pgboss.job where name = ${job}`.execute(state.database.ownerDb)).rows,
  };
}

/** Reads until the value is done, or throws with what it last read. */
export async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The names of the files under a folder, at any depth. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const year = new Date().getFullYear();
/** A mapping of the practice environment's annual and capital appeals. */
export const PRACTICE_MAPPING = {
  appealLastYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 1}`, 'FND-UNRESTRICTED']], null, null),
  appealTwoYear: section([['CMP-ANNUAL', `APL-YEAREND-${year - 2}`, 'FND-UNRESTRICTED']], null, null),
  appealThreeYear: section([], null, null),
  campaign: section([['CMP-CAPITAL', 'APL-CAPITAL-LEAD', 'FND-BUILDING']], null, null),
  specialEvent: section([], null, null),
};
