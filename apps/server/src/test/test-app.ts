import { startApp, type RunningApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { TEST_APP_PASSWORD } from './test-constants.ts';
import type { TestDatabase } from './test-database.ts';

/** Starts the real product (web, worker or both) on a random port against a test database. */
export async function startTestApp(database: TestDatabase, env: Record<string, string> = {}): Promise<RunningApp & { url: string }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: database.ownerUrl,
    APP_DATABASE_PASSWORD: TEST_APP_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PRACTICE_CONSTITUENTS: '300',
    ...env,
  });
  const app = await startApp(config, createLogger('silent', false));
  return { ...app, url: `http://127.0.0.1:${app.port ?? 0}` };
}
