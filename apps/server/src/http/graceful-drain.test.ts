import { afterAll, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../test/factories.ts';
import { browserCredentials, openPushSocket } from '../test/sockets.ts';
import { startTestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { RESTART_CLOSE_CODE } from './http-server.ts';

// Stopping a web process: open WebSockets are told to reconnect (1012, Service Restart) rather than cut.
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe('a web process stopping', () => {
  it('closes open push sockets with the restart code, so that browsers reconnect to another process', async () => {
    database = await createTestDatabase();
    const app = await startTestApp(database, { ROLE: 'web' });
    const company = await createCompanyWithUser(database.ownerDb);
    const socket = openPushSocket(app.url, browserCredentials(app.url, company.cookie));
    await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
    const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    await app.stop();
    expect(await closed).toEqual({ code: RESTART_CLOSE_CODE, reason: 'Server restarting: reconnect' });
  });
});
