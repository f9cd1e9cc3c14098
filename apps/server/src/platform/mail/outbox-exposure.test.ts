import { networkInterfaces } from 'node:os';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { signInCodeMail } from '../../features/accounts/account-mails.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_COMPANY } from '../../seed/demo-company.ts';
import { startTestApp, useTestApp } from '../../test/test-app.ts';
import { createMailer } from './create-mailer.ts';

const testApp = useTestApp();

/** An address of this machine that is not loopback, so a request to it arrives from a non-loopback socket address. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

describe('the dev outbox and other development conveniences stay on this machine', () => {
  it.skipIf(!outsideAddress)('the outbox answers only requests from a loopback socket address; X-Forwarded-For changes nothing', async () => {
    const app = await startTestApp(testApp.database, { HOST: '0.0.0.0' });
    try {
      await app.services.mail.send(signInCodeMail('far@example.org', '918273'));
      const fromOutside = `http://${outsideAddress}:${app.port}`;
      const spoofed = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1' };
      const list = await fetch(`${fromOutside}/dev/outbox`, { headers: spoofed });
      expect(list.status).toBe(403);
      expect(await list.text()).not.toContain('far@example.org');
      expect((await fetch(`${fromOutside}/dev/outbox/1`, { headers: spoofed })).status).toBe(403);
      expect((await fetch(`${fromOutside}/dev/outbox/1/html`)).status).toBe(403);
      // The same server still answers this machine itself.
      expect(await (await fetch(`http://127.0.0.1:${app.port}/dev/outbox`)).text()).toContain('far@example.org');
    } finally {
      await app.stop();
    }
  });

  it('the default start listens on 127.0.0.1 only; HOST opens it up', async () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const app = await startTestApp(testApp.database, { HOST: '' });
    try {
      expect(app.server?.address()).toMatchObject({ address: '127.0.0.1' });
    } finally {
      await app.stop();
    }
  });

  it('a sign-in code reaches the log only in development', async () => {
    const logged = async (nodeEnv: string) => {
      let text = '';
      const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => ((text += String(chunk)), done()) });
      const mailer = createMailer(loadConfig({ NODE_ENV: nodeEnv }), testApp.database.ownerDb, pino({ level: 'trace' }, sink));
      await mailer.send(signInCodeMail(`log-${nodeEnv}@example.org`, '507319'));
      return text;
    };
    for (const nodeEnv of ['production', 'test']) {
      const text = await logged(nodeEnv);
      expect(text).toContain(`log-${nodeEnv}@example.org`);
      expect(text).not.toContain('507319');
    }
    expect(await logged('development')).toContain('507319');
  });

  it('the demo company is seeded in production only when SEED_DEMO=true is given', async () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const production = await startTestApp(testApp.database, { NODE_ENV: 'production', SEED_DEMO: '' });
    try {
      const demo = await testApp.database.ownerDb.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).execute();
      expect(demo).toEqual([]);
    } finally {
      await production.stop();
    }
  });
});
