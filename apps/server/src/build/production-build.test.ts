import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { TEST_APP_PASSWORD } from '../test/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { PRODUCTION_SETTINGS } from '../test/test-app.ts';

// The production artefact: `npm run build`'s server bundle started with plain node, as the README and the
// container do. It serves the product, and no module it loads is TypeScript or the tsx loader.
const RECORDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'record-modules.mjs');
const NODE = path.join(REPO_ROOT, 'node_modules', 'node', 'bin', 'node');
let database: TestDatabase;
let dir: string;
let server: ChildProcess | null = null;

beforeAll(async () => {
  const build = spawnSync(NODE, [path.join(REPO_ROOT, 'scripts', 'build-server.mjs')], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'askwise-production-'));
}, 120_000);
afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Starts dist/main.js in production and resolves with its address once it logs it. */
function startProduction(): Promise<string> {
  server = spawn(NODE, ['--import', RECORDER, path.join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js')], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: database.ownerUrl,
      APP_DATABASE_PASSWORD: TEST_APP_PASSWORD,
      PORT: '0',
      DATA_DIR: dir,
      ...PRODUCTION_SETTINGS,
      LOG_LEVEL: 'info',
      RECORD_MODULES_TO: path.join(dir, 'modules.txt'),
    },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += String(chunk);
      const address = /Askwise is running at (http:\/\/localhost:\d+)/.exec(output)?.[1];
      if (address) resolve(address.replace('localhost', '127.0.0.1'));
    });
    server!.stderr!.on('data', (chunk: Buffer) => (output += String(chunk)));
    server!.once('exit', (code) => reject(new Error(`The production server exited (${code}): ${output}`)));
  });
}

describe('the production build', () => {
  it('starts with plain node on compiled JavaScript and serves health, readiness, GraphQL and the web app', async () => {
    const url = await startProduction();
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: 'ready' });
    const answer = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' }, body: JSON.stringify({ query: '{ serverTime }' }) });
    expect(((await answer.json()) as { data: { serverTime: string } }).data.serverTime).toMatch(/^\d{4}-/);
    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const stopped = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGTERM');
    expect(await stopped).toBe(0);
    const modules = (await readFile(path.join(dir, 'modules.txt'), 'utf8')).split('\n').filter(Boolean);
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.filter((url) => /\/node_modules\/tsx\//.test(url) || /\.[cm]?tsx?$/.test(url))).toEqual([]);
    expect(modules).toContain(new URL(`file://${path.join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js')}`).href);
  }, 120_000);
});
