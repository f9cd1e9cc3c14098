import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from '../config.ts';
import { TEST_APP_PASSWORD } from './test-constants.ts';

// Tests that kill a worker in the middle of a job start real worker processes (ROLE=worker, the product's
// own main.ts) on the test database; this starts one and kills one the way a crash does (SIGKILL).

const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/** A worker process on the database `ownerUrl`, files in `dataDir`; `env` adds or overrides settings. */
export function startWorkerProcess(ownerUrl: string, dataDir: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: 'worker',
      DATABASE_URL: ownerUrl,
      APP_DATABASE_PASSWORD: TEST_APP_PASSWORD,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...env,
    },
  });
}

/** Kills the worker with SIGKILL (no clean-up of its own) and waits until it has exited. */
export async function killWorker(worker: ChildProcess): Promise<void> {
  worker.kill('SIGKILL');
  if (worker.exitCode === null && worker.signalCode === null) await new Promise((resolve) => worker.once('exit', resolve));
}
