import { MESSAGES } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { codeIn, latestMail, ME, signInAs, TestClient } from './accounts.testing.ts';

const testApp = useTestApp();
beforeEach(() => testApp.database.ownerDb.deleteFrom('authThrottle').execute());

const FORGOT = 'mutation($email: String!) { forgotPassword(email: $email) }';
const SUBMIT =
  'mutation($email: String!, $code: String!, $newPassword: String!) { forgotPasswordSubmit(email: $email, code: $code, newPassword: $newPassword) }';

async function requestCode(email: string) {
  const client = new TestClient(testApp.app.url);
  expect(await client.ok(FORGOT, { email })).toEqual({ forgotPassword: true });
  return { client, code: codeIn((await latestMail(testApp.database.db, email)).textBody) };
}

describe('password recovery', () => {
  it('the e-mailed code sets a new password and ends every session of the account', async () => {
    const { email, cookie } = await createCompanyWithUser(testApp.database.ownerDb);
    const { client, code } = await requestCode(email);
    expect((await latestMail(testApp.database.db, email)).subject).toBe('Your Askwise password recovery code');
    await client.ok(SUBMIT, { email, code, newPassword: 'Recovered-Pass-7' });
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).toBeNull();
    await signInAs(testApp.app.url, testApp.database.db, email, 'Recovered-Pass-7');
    expect((await client.error(SUBMIT, { email, code, newPassword: 'Recovered-Pass-8' })).message).toBe(MESSAGES.invalidRecoveryCode);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const client = new TestClient(testApp.app.url);
    expect(await client.ok(FORGOT, { email: 'unknown@example.org' })).toEqual({ forgotPassword: true });
    expect(
      await testApp.database.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', 'unknown@example.org').execute(),
    ).toEqual([]);
    expect((await client.error(SUBMIT, { email: 'unknown@example.org', code: '123456', newPassword: 'Recovered-Pass-7' })).message).toBe(
      MESSAGES.invalidRecoveryCode,
    );
  });

  it('refuses an expired code, a wrong code after 5 entries, and validates the inputs', async () => {
    const { email } = await createCompanyWithUser(testApp.database.ownerDb);
    const { client, code } = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await client.error(SUBMIT, { email, code: wrong, newPassword: 'Recovered-Pass-7' })).message).toBe(
        MESSAGES.invalidRecoveryCode,
      );
    await testApp.database.ownerDb.deleteFrom('authThrottle').execute();
    expect((await client.error(SUBMIT, { email, code, newPassword: 'Recovered-Pass-7' })).message).toBe(MESSAGES.invalidRecoveryCode);

    await testApp.database.ownerDb
      .updateTable('authCodes')
      .set({ sentAt: sql`now() - interval '2 minutes'` })
      .execute();
    const again = await requestCode(email);
    await testApp.database.ownerDb
      .updateTable('authCodes')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('usedAt', 'is', null)
      .execute();
    expect((await client.error(SUBMIT, { email, code: again.code, newPassword: 'Recovered-Pass-7' })).message).toBe(
      MESSAGES.invalidRecoveryCode,
    );

    expect((await client.error(FORGOT, { email: '' })).message).toBe(MESSAGES.emailRequired);
    expect((await client.error(FORGOT, { email: 'nope' })).message).toBe(MESSAGES.emailInvalid);
    expect((await client.error(SUBMIT, { email, code: '12345', newPassword: 'Recovered-Pass-7' })).message).toBe(MESSAGES.codeInvalid);
    expect((await client.error(SUBMIT, { email, code: '123456', newPassword: 'weak' })).message).toBe(MESSAGES.passwordRule);
  });

  it('sends at most one code a minute and is throttled per account', async () => {
    const { email } = await createCompanyWithUser(testApp.database.ownerDb);
    const client = new TestClient(testApp.app.url);
    await client.ok(FORGOT, { email });
    await client.ok(FORGOT, { email });
    expect(await testApp.database.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', email).execute()).toHaveLength(1);
    for (let i = 0; i < 3; i++) await client.ok(FORGOT, { email });
    expect((await client.error(FORGOT, { email })).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a user who never set a password recovers and is confirmed', async () => {
    const { email, userId } = await createCompanyWithUser(testApp.database.ownerDb);
    await testApp.database.ownerDb.updateTable('users').set({ confirmed: false, mustSetPassword: true }).where('id', '=', userId).execute();
    const { client, code } = await requestCode(email);
    await client.ok(SUBMIT, { email, code, newPassword: 'Recovered-Pass-7' });
    const me = (
      await (
        await signInAs(testApp.app.url, testApp.database.db, email, 'Recovered-Pass-7')
      ).ok<{ me: { confirmed: boolean; mustSetPassword: boolean } }>(ME)
    ).me;
    expect(me).toMatchObject({ confirmed: true, mustSetPassword: false });
  });
});
