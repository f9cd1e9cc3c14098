import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { confirmationMail, invitationMail, recoveryCodeMail, signInCodeMail } from '../../features/accounts/account-mails.ts';
import { startTestApp, useTestApp } from '../../test/test-app.ts';
import { SmtpMailer } from './smtp-mailer.ts';

const testApp = useTestApp();

describe('mail', () => {
  it('every template has a plain-text part and an HTML part with escaped values', () => {
    const mails = [
      confirmationMail('a@example.org', 'http://localhost/auth/confirm?code=abc&username=a%40example.org'),
      signInCodeMail('a@example.org', '123456'),
      recoveryCodeMail('a@example.org', '654321'),
      invitationMail('a@example.org', '<Dana>', 'Hope & Co', 'http://localhost/auth/confirm?code=x'),
    ];
    for (const mail of mails) {
      expect(mail.text.length).toBeGreaterThan(20);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).not.toMatch(/<(p|a|h2)[ >]/);
    }
    expect(mails[1]!.text).toContain('123456');
    expect(mails[3]!.html).toContain('&lt;Dana&gt;');
    expect(mails[3]!.html).toContain('Hope &amp; Co');
    expect(mails[0]!.html).toContain('code=abc&amp;username');
  });

  it('SMTP sends multipart mail through nodemailer', async () => {
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: string[] = [];
    const recording = {
      sendMail: async (options: SendMailOptions) => {
        const info = (await stream.sendMail(options)) as unknown as { message: Buffer };
        sent.push(info.message.toString());
        return info;
      },
    } as unknown as Transporter;
    const mailer = new SmtpMailer(recording, 'Askwise <no-reply@askwise.local>');
    await mailer.send(signInCodeMail('b@example.org', '246810'));
    expect(sent[0]).toContain('multipart/alternative');
    expect(sent[0]).toContain('text/plain');
    expect(sent[0]).toContain('text/html');
    expect(sent[0]).toContain('To: b@example.org');
  });

  it('without SMTP_URL mail goes to the dev outbox, readable at /dev/outbox', async () => {
    await testApp.app.services.mail.send(signInCodeMail('c@example.org', '135790'));
    const list = await (await fetch(`${testApp.app.url}/dev/outbox`)).text();
    expect(list).toContain('c@example.org');
    const id = /href="\/dev\/outbox\/(\d+)"/.exec(list)![1];
    const page = await (await fetch(`${testApp.app.url}/dev/outbox/${id}`)).text();
    expect(page).toContain('135790');
    expect((await fetch(`${testApp.app.url}/dev/outbox/${id}/html`)).headers.get('content-security-policy')).toContain(
      "default-src 'none'",
    );
  });

  it('the dev outbox page does not exist in production', async () => {
    const production = await startTestApp(testApp.database, { NODE_ENV: 'production' });
    try {
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${production.url}/dev/outbox/1`)).status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
