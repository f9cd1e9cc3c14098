import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { TEST_APP_PASSWORD } from './test-constants.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** What production requires besides: a sealing key, and a billing provider (the sandbox, as a trial site would). */
export const PRODUCTION_SETTINGS = { TOKEN_SEALING_KEY: Buffer.alloc(32, 9).toString('base64'), BILLING_PROVIDER: 'sandbox', ALLOW_SANDBOX_BILLING: 'true' };

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
    SHUTDOWN_GRACE_MS: '10000',
    ...(env.NODE_ENV === 'production' ? PRODUCTION_SETTINGS : {}),
    ...env,
  });
  const app = await startApp(config, createLogger('silent', false));
  return { ...app, url: `http://127.0.0.1:${app.port ?? 0}` };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The usual set-up of a test file that talks to the product over HTTP: a database of its own and the real
 * product on it, started before the file's tests and stopped after them. Read both through the returned
 * object once the tests run.
 */
export function useTestApp(env: Record<string, string> = {}): { readonly database: TestDatabase; readonly app: TestApp } {
  let database: TestDatabase | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await startTestApp(database, env);
  });
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useTestApp: read the database and app inside tests or hooks, after beforeAll');
    return value;
  };
  return {
    get database() {
      return started(database);
    },
    get app() {
      return started(app);
    },
  };
}
