import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ALL_JOBS } from '../jobs/all-jobs.ts';
import { JobQueue } from '../jobs/job-queue.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { killWorker, startWorkerProcess } from './worker-process.ts';

// The set-up of a test file that kills a worker process in the middle of a job and lets another finish it:
// a database of its own, a folder for the workers' files, and a job queue the test sends on (it only sends:
// the jobs run in the worker processes). Hooks registered before this call (a fake CRM, say) run before its
// set-up and after its clean-up, so a worker never outlives what it talks to.

export interface JobWorkers {
  readonly database: TestDatabase;
  readonly queue: JobQueue;
  /** Starts a real worker process (main.ts, ROLE=worker); any still running after the file's tests are killed. */
  startWorker(): ChildProcess;
  /**
   * Starts a worker, waits until `underWay` resolves (the job has got far enough), then kills the worker
   * (SIGKILL, as a crash does) and waits until it has exited.
   */
  killMidJob(underWay: () => PromiseLike<unknown>): Promise<void>;
}

/** `name` tells the workers' folder apart; `env` is read as each worker starts, so it may name fakes started in an earlier hook. */
export function useJobWorkers(name: string, env: () => Record<string, string> = () => ({})): JobWorkers {
  let database: TestDatabase | undefined;
  let queue: JobQueue | undefined;
  let dataDir: string | undefined;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), `askwise-${name}-`));
    queue = new JobQueue(database.ownerUrl, ALL_JOBS, createLogger('silent', false));
    await queue.start();
  }, 120_000);
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await queue?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useJobWorkers: use the database, queue and workers inside tests or hooks, after beforeAll');
    return value;
  };
  const startWorker = (): ChildProcess => {
    const worker = startWorkerProcess(started(database).ownerUrl, started(dataDir), env());
    workers.push(worker);
    return worker;
  };
  return {
    get database() {
      return started(database);
    },
    get queue() {
      return started(queue);
    },
    startWorker,
    killMidJob: async (underWay) => {
      const worker = startWorker();
      await underWay();
      await killWorker(worker);
    },
  };
}
