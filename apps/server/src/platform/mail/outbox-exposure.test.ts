import { get } from 'node:http';
import { networkInterfaces } from 'node:os';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { signInCodeMail } from '../../features/accounts/account-mails.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_COMPANY } from '../../seed/demo-company.ts';
import { PRODUCTION_SETTINGS, startTestApp, useTestApp } from '../../test/test-app.ts';
import { createMailer } from './create-mailer.ts';

const testApp = useTestApp();

/** An address of this machine that is not loopback, so a request to it arrives from a non-loopback socket address. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

/** The status of a GET with the given Host header (fetch always sends the URL's own). */
function statusWithHost(url: string, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host } }, (response) => resolve(response.resume().statusCode)).on('error', reject);
  });
}

describe('the dev outbox and other development conveniences stay on this machine', () => {
  it.skipIf(!outsideAddress)('a server listening beyond this machine (HOST=0.0.0.0) has no outbox, not even for this machine', async () => {
    const app = await startTestApp(testApp.database, { HOST: '0.0.0.0' });
    try {
      await app.services.mail.send(signInCodeMail('far@example.org', '918273'));
      const fromOutside = `http://${outsideAddress}:${app.port}`;
      const list = await fetch(`${fromOutside}/dev/outbox`);
      expect(list.status).toBe(404);
      expect(await list.text()).not.toContain('far@example.org');
      expect((await fetch(`${fromOutside}/dev/outbox/1`)).status).toBe(404);
      expect((await fetch(`${fromOutside}/dev/outbox/1/html`)).status).toBe(404);
      // Behind a reverse proxy on this machine every request arrives from loopback: that is no proof either.
      expect((await fetch(`http://127.0.0.1:${app.port}/dev/outbox`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });

  it('with HOST=0.0.0.0 the outbox answers 404', async () => {
    const app = await startTestApp(testApp.database, { HOST: '0.0.0.0' });
    try {
      await app.services.mail.send(signInCodeMail('open@example.org', '918273'));
      const list = await fetch(`http://127.0.0.1:${app.port}/dev/outbox`);
      expect(list.status).toBe(404);
      expect(await list.text()).not.toContain('open@example.org');
    } finally {
      await app.stop();
    }
  });

  it('a request that came through a proxy never reads the outbox (404), whichever proxy header it carries', async () => {
    await testApp.app.services.mail.send(signInCodeMail('proxied@example.org', '918273'));
    const proxied = {
      forwarded: 'for=203.0.113.9',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'askwise.example.org',
      'x-forwarded-proto': 'https',
      'x-real-ip': '203.0.113.9',
      via: '1.1 proxy.example.org',
    };
    for (const [name, value] of Object.entries(proxied)) {
      for (const path of ['/dev/outbox', '/dev/outbox/1', '/dev/outbox/1/html']) {
        const response = await fetch(`${testApp.app.url}${path}`, { headers: { [name]: value } });
        expect(response.status, `${name} on ${path}`).toBe(404);
        expect(await response.text()).not.toContain('918273');
      }
    }
    expect(await (await fetch(`${testApp.app.url}/dev/outbox`)).text()).toContain('proxied@example.org');
    // A page of another site whose name points at this machine (DNS rebinding) is no local reader either.
    expect(await statusWithHost(`${testApp.app.url}/dev/outbox`, 'rebound.example.org')).toBe(404);
    expect(await statusWithHost(`${testApp.app.url}/dev/outbox`, `localhost:${testApp.app.port}`)).toBe(200);
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
      const mailer = createMailer(loadConfig({ NODE_ENV: nodeEnv, ...(nodeEnv === 'production' ? PRODUCTION_SETTINGS : {}) }), testApp.database.ownerDb, pino({ level: 'trace' }, sink));
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
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SETTINGS }).SEED_DEMO).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SETTINGS, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
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
