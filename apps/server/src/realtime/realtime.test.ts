import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { selfCheckJob } from '../features/system/self-check.job.ts';
import { startTestApp } from '../test/test-app.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { browserCredentials, openPushSocket } from '../test/sockets.ts';
import { TEST_APP_PASSWORD } from '../test/test-constants.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

type App = Awaited<ReturnType<typeof startTestApp>>;
const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let database: TestDatabase;
let webA: App;
let webB: App;
let company: CompanyWithUser;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  webA = await startTestApp(database, { ROLE: 'web' });
  webB = await startTestApp(database, { ROLE: 'web' });
  company = await createCompanyWithUser(database.ownerDb);
});
afterAll(async () => {
  children.forEach((child) => child.kill('SIGTERM'));
  await webA?.stop();
  await webB?.stop();
  await database?.drop();
});

/** Opens the push channel as a signed-in browser would and registers one (type, target). */
async function connectPush(url: string, cookie: string, type: string, targetId: string) {
  const socket = openPushSocket(url, browserCredentials(url, cookie));
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  socket.send(JSON.stringify({ action: 'registerConnection', targetId, type, version: 2 }));
  await waitFor(() => messages.some((m) => m.action === 'registered'));
  return { socket, events: () => messages.filter((m) => !m.action) };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('push channel and jobs', () => {
  it('an event published by one web process reaches a client connected to another', async () => {
    const client = await connectPush(webB.url, company.cookie, 'ALGORITHM', '42');
    await webA.services.bus.publish({ type: 'ALGORITHM', targetId: '42', companyId: company.companyId, payload: { status: 'DONE' } });
    await waitFor(() => client.events().length === 1);
    expect(client.events()[0]).toMatchObject({ type: 'ALGORITHM', targetId: '42', status: 'DONE' });
    client.socket.close();
  });

  it("another company's events never reach the client", async () => {
    const other = await createCompanyWithUser(database.ownerDb);
    const client = await connectPush(webA.url, other.cookie, 'EXPORT', '7');
    await webA.services.bus.publish({ type: 'EXPORT', targetId: '7', companyId: company.companyId, payload: { status: 'DONE' } });
    await webA.services.bus.publish({ type: 'EXPORT', targetId: '7', companyId: other.companyId, payload: { status: 'PROGRESS' } });
    await waitFor(() => client.events().length >= 1);
    expect(client.events()).toEqual([{ type: 'EXPORT', targetId: '7', status: 'PROGRESS' }]);
    client.socket.close();
  });

  it('a signed-out socket is refused', async () => {
    const socket = new WebSocket(`${webA.url.replace('http', 'ws')}/push`, { headers: { origin: browserCredentials(webA.url, '').origin } });
    expect(await new Promise((resolve) => socket.once('unexpected-response', (_request, response) => resolve(response.statusCode)))).toBe(403);
  });

  it('a socket closes soon after its session is revoked', async () => {
    const member = await createCompanyWithUser(database.ownerDb);
    const quick = await startTestApp(database, { ROLE: 'web', PUSH_SESSION_RECHECK_MS: '200' });
    try {
      const client = await connectPush(quick.url, member.cookie, 'EXPORT', '5');
      const closed = new Promise<number>((resolve) => client.socket.once('close', resolve));
      await database.ownerDb.updateTable('sessions').set({ revokedAt: new Date() }).where('userId', '=', member.userId).execute();
      expect(await closed).toBe(4401);
    } finally {
      await quick.stop();
    }
  });

  it('a job enqueued through pg-boss runs in a separate worker process and its progress reaches the browser', async () => {
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, ROLE: 'worker', DATABASE_URL: database.ownerUrl, APP_DATABASE_PASSWORD: TEST_APP_PASSWORD, LOG_LEVEL: 'info', SEED_DEMO: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(worker);
    let output = '';
    worker.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
    worker.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
    await waitFor(() => output.includes('Askwise worker is running'), 60_000).catch((error: unknown) => {
      throw new Error(`${String(error)}: ${output}`);
    });

    const client = await connectPush(webA.url, company.cookie, 'MAPAPPEAL', '99');
    await webB.services.jobs.send(selfCheckJob, { companyId: company.companyId, targetId: '99', type: 'MAPAPPEAL', steps: 3 });
    await waitFor(() => client.events().some((e) => e.status === 'DONE'), 30_000);
    expect(client.events().map((e) => e.progress)).toEqual(['1-3', '2-3', '3-3']);
    client.socket.close();
  }, 90_000);
});
