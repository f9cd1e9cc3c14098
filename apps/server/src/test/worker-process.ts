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

/** A process of the product whose log lines (JSON) are kept, to tell which process did what. */
export interface LoggedProcess {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
}

/** Starts main.ts with ROLE and env on the database `ownerUrl`, keeping its info-level log lines. */
export function startLoggedProcess(ownerUrl: string, dataDir: string, env: Record<string, string>): LoggedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: ownerUrl, APP_DATABASE_PASSWORD: TEST_APP_PASSWORD, SEED_DEMO: 'false', LOG_LEVEL: 'info', DATA_DIR: dataDir, ...env },
  });
  const lines: Array<Record<string, unknown>> = [];
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += String(chunk);
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const line of complete) {
      try {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // Not a log line.
      }
    }
  });
  return { child, lines };
}
