import { MESSAGES } from '@askwise/domain/accounts/index';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { latestMail, linkIn, ME, SIGN_IN, signInAs, TestClient } from './accounts.testing.ts';

const testApp = useTestApp();
beforeEach(() => testApp.database.ownerDb.deleteFrom('authThrottle').execute());

const SIGN_UP = 'mutation($email: String!, $password: String) { signUp(email: $email, password: $password) }';
const CONFIRM = 'mutation($username: String!, $code: String!) { confirmSignUp(username: $username, code: $code) }';
const SET_PASSWORD = 'mutation($password: String!) { setPassword(password: $password) }';

async function signUpAndReadLink(email: string, password?: string) {
  const client = new TestClient(testApp.app.url);
  expect(await client.ok(SIGN_UP, { email, password })).toEqual({ signUp: 'check_email' });
  const mail = await latestMail(testApp.database.db, email);
  return { client, mail, link: linkIn(mail.textBody) };
}

describe('sign-up', () => {
  it('without an own password: confirm by link, then set a password, then sign in with the e-mailed code', async () => {
    const { mail, link } = await signUpAndReadLink('new.person@example.org');
    expect(mail.subject).toBe('Confirm your Askwise account');
    expect(mail.htmlBody).toContain(link.searchParams.get('code'));
    expect(link.pathname).toBe('/auth/confirm');
    expect(link.searchParams.get('username')).toBe('new.person@example.org');
    expect(link.searchParams.get('code')!.length).toBeGreaterThanOrEqual(22); // 128+ bits, base64url

    const browser = new TestClient(testApp.app.url);
    expect(await browser.ok(CONFIRM, { username: 'new.person@example.org', code: link.searchParams.get('code') })).toEqual({
      confirmSignUp: 'confirmed',
    });
    const me = (await browser.ok<{ me: { confirmed: boolean; mustSetPassword: boolean; userGroup: string; company: null } }>(ME)).me;
    expect(me).toMatchObject({ confirmed: true, mustSetPassword: true, userGroup: 'ADMIN', company: null });

    expect(await browser.error(SET_PASSWORD, { password: 'Password1' })).toMatchObject({ message: MESSAGES.passwordTooCommon });
    const before = browser.cookie;
    await browser.ok(SET_PASSWORD, { password: 'Fundraise-2026' });
    expect(browser.cookie).not.toBe(before);
    expect((await browser.ok<{ me: { mustSetPassword: boolean } }>(ME)).me.mustSetPassword).toBe(false);
    expect(await browser.error(SET_PASSWORD, { password: 'Another-Pass-9' })).toMatchObject({ code: 'FORBIDDEN' });

    const again = await signInAs(testApp.app.url, testApp.database.db, 'New.Person@example.org', 'Fundraise-2026');
    expect((await again.ok<{ me: { email: string } }>(ME)).me.email).toBe('new.person@example.org');
  });

  it('with an own password: the link confirms and signs in without a password step', async () => {
    const { link } = await signUpAndReadLink('own.password@example.org', 'My-Own-Pass-77');
    const browser = new TestClient(testApp.app.url);
    await browser.ok(CONFIRM, { username: 'own.password@example.org', code: link.searchParams.get('code') });
    expect((await browser.ok<{ me: { mustSetPassword: boolean } }>(ME)).me.mustSetPassword).toBe(false);
  });

  it('a reused link is refused: the account is already confirmed and nobody is signed in', async () => {
    const { link } = await signUpAndReadLink('reuse@example.org');
    const code = link.searchParams.get('code');
    await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'reuse@example.org', code });
    const second = new TestClient(testApp.app.url);
    expect(await second.ok(CONFIRM, { username: 'reuse@example.org', code })).toEqual({ confirmSignUp: 'already_confirmed' });
    expect(second.cookie).toBeNull();
  });

  it('an expired, unknown or foreign link is refused', async () => {
    const { link } = await signUpAndReadLink('expired@example.org');
    await testApp.database.ownerDb
      .updateTable('authLinks')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    const browser = new TestClient(testApp.app.url);
    expect(await browser.error(CONFIRM, { username: 'expired@example.org', code: link.searchParams.get('code') })).toEqual({
      message: MESSAGES.linkInvalid,
      code: 'LINK_INVALID',
    });
    expect(await browser.error(CONFIRM, { username: 'expired@example.org', code: 'not-a-token' })).toMatchObject({ code: 'LINK_INVALID' });
    const other = await signUpAndReadLink('other@example.org');
    expect(await browser.error(CONFIRM, { username: 'expired@example.org', code: other.link.searchParams.get('code') })).toMatchObject({
      code: 'LINK_INVALID',
    });
    expect(browser.cookie).toBeNull();
  });

  it('a second sign-up answers the same and never reveals that the e-mail is registered', async () => {
    await signUpAndReadLink('taken@example.org', 'Taken-Pass-2026');
    const { link } = await signUpAndReadLink('taken@example.org');
    await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'taken@example.org', code: link.searchParams.get('code') });
    const client = new TestClient(testApp.app.url);
    expect(await client.ok(SIGN_UP, { email: 'taken@example.org' })).toEqual({ signUp: 'check_email' });
    expect((await latestMail(testApp.database.db, 'taken@example.org')).subject).toBe('You already have an Askwise account');
  });

  it('validates the e-mail and the password (section 5)', async () => {
    const client = new TestClient(testApp.app.url);
    expect((await client.error(SIGN_UP, { email: '' })).message).toBe(MESSAGES.emailRequired);
    expect((await client.error(SIGN_UP, { email: 'not-an-email' })).message).toBe(MESSAGES.emailInvalid);
    expect((await client.error(SIGN_UP, { email: 'a@example.org', password: 'short1A' })).message).toBe(MESSAGES.passwordRule);
    expect((await client.error(SIGN_UP, { email: 'a@example.org', password: 'nouppercase1' })).message).toBe(MESSAGES.passwordRule);
    expect((await client.error(SIGN_UP, { email: 'a@example.org', password: 'Password1' })).message).toBe(MESSAGES.passwordTooCommon);
    expect((await client.error(SIGN_UP, { email: 'a@example.org', password: `Aa1${'x'.repeat(126)}` })).message).toBe(
      MESSAGES.passwordTooLong,
    );
  });

  it('a 128-character password is kept whole: a shorter prefix of it does not sign in', async () => {
    const long = `Aa1${'long-pass-'.repeat(12)}12345`;
    expect(long.length).toBe(128);
    const { link } = await signUpAndReadLink('long@example.org', long);
    await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'long@example.org', code: link.searchParams.get('code') });
    await signInAs(testApp.app.url, testApp.database.db, 'long@example.org', long);
    const client = new TestClient(testApp.app.url);
    expect(
      (
        await client.error('mutation($e: String!, $p: String!) { signInPassword(email: $e, password: $p) { status } }', {
          e: 'long@example.org',
          p: long.slice(0, 72),
        })
      ).message,
    ).toBe(MESSAGES.incorrectCredentials);
  });

  it('an unconfirmed address goes to whoever confirms it, with the password of the sign-up they confirmed (issue 24, F9)', async () => {
    const refusedFor = async (email: string, password: string) => (await new TestClient(testApp.app.url).error(SIGN_IN, { email, password })).code;

    // Someone signs the victim's address up first; the victim signs up and follows their own link.
    await new TestClient(testApp.app.url).ok(SIGN_UP, { email: 'victim@example.org', password: 'Squatter-Pass-1' });
    const { link } = await signUpAndReadLink('victim@example.org', 'Victim-Pass-2026');
    await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'victim@example.org', code: link.searchParams.get('code') });
    await signInAs(testApp.app.url, testApp.database.db, 'victim@example.org', 'Victim-Pass-2026');
    expect(await refusedFor('victim@example.org', 'Squatter-Pass-1')).toBe('NOT_AUTHORIZED');

    // The other way round: the victim's own, earlier link still confirms the victim's password.
    const own = await signUpAndReadLink('early@example.org', 'Early-Pass-2026');
    await new TestClient(testApp.app.url).ok(SIGN_UP, { email: 'early@example.org', password: 'Squatter-Pass-1' });
    await new TestClient(testApp.app.url).ok(CONFIRM, { username: 'early@example.org', code: own.link.searchParams.get('code') });
    await signInAs(testApp.app.url, testApp.database.db, 'early@example.org', 'Early-Pass-2026');
    expect(await refusedFor('early@example.org', 'Squatter-Pass-1')).toBe('NOT_AUTHORIZED');

    // Without an own password the confirmed account sets one, whatever an earlier sign-up chose.
    await new TestClient(testApp.app.url).ok(SIGN_UP, { email: 'later@example.org', password: 'Squatter-Pass-1' });
    const bare = await signUpAndReadLink('later@example.org');
    const browser = new TestClient(testApp.app.url);
    await browser.ok(CONFIRM, { username: 'later@example.org', code: bare.link.searchParams.get('code') });
    expect((await browser.ok<{ me: { mustSetPassword: boolean } }>(ME)).me.mustSetPassword).toBe(true);
    expect(await refusedFor('later@example.org', 'Squatter-Pass-1')).toBe('NOT_AUTHORIZED');
  });

  it('sign-up is throttled per e-mail address', async () => {
    const client = new TestClient(testApp.app.url);
    for (let i = 0; i < 5; i++) await client.ok(SIGN_UP, { email: 'flood@example.org' });
    expect((await client.error(SIGN_UP, { email: 'flood@example.org' })).code).toBe('TOO_MANY_ATTEMPTS');
  });
});
