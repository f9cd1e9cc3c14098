import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { codeIn, latestMail, SIGN_IN, signInAs, TestClient, VERIFY } from './accounts.testing.ts';
import { hashPassword } from './passwords.ts';

// Someone who knows an account's password must not be able to keep its owner out of the code step, nor
// flood the owner's mailbox with codes (issue 24, N4). Time is moved by moving the stored times back.

const testApp = useTestApp();
const PASSWORD = 'Donor-Ladder-42';
/** Another source address of this machine: as far as the server can tell, another computer. */
const ELSEWHERE = '127.0.0.2';
const RESEND = 'mutation($ticket: String!) { resendSignInCode(ticket: $ticket) { status } }';

beforeEach(() => testApp.database.ownerDb.deleteFrom('authThrottle').execute());

async function member(): Promise<string> {
  const { email, userId } = await createCompanyWithUser(testApp.database.ownerDb);
  await testApp.database.ownerDb
    .updateTable('users')
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where('id', '=', userId)
    .execute();
  return email;
}

async function passwordStep(client: TestClient, email: string): Promise<string> {
  const { signInPassword } = await client.ok<{ signInPassword: { status: string; ticket: string } }>(SIGN_IN, { email, password: PASSWORD });
  expect(signInPassword.status).toBe('code_sent');
  return signInPassword.ticket;
}

const codeMails = (email: string) =>
  testApp.database.ownerDb.selectFrom('mailOutbox').select('textBody').where('toAddress', '=', email).where('subject', 'like', '%sign-in code%').orderBy('id').execute();

describe('sign-in codes stay their owner’s', () => {
  it("five wrong codes from another address neither end the owner's attempt nor lock the owner's code out", async () => {
    const email = await member();
    await signInAs(testApp.app.url, testApp.database.db, email, PASSWORD); // the owner's usual address
    const owner = new TestClient(testApp.app.url);
    const ownerTicket = await passwordStep(owner, email);
    const code = codeIn((await latestMail(testApp.database.db, email)).textBody);

    const attacker = new TestClient(testApp.app.url, null, ELSEWHERE);
    const attackerTicket = await passwordStep(attacker, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await attacker.error(VERIFY, { ticket: attackerTicket, code: wrong });
    expect((await attacker.error(VERIFY, { ticket: attackerTicket, code })).code).toMatch(/CODE_EXPIRED|TOO_MANY_ATTEMPTS/);

    expect(await owner.ok(VERIFY, { ticket: ownerTicket, code })).toEqual({ signInVerifyCode: { status: 'signed_in' } });
  });

  it('the 11th code mail in an hour is not sent; an hour on, codes are mailed again', async () => {
    const email = await member();
    const client = new TestClient(testApp.app.url);
    let ticket = '';
    for (let i = 0; i < 11; i++) ticket = await passwordStep(client, email);
    expect(await codeMails(email)).toHaveLength(10);

    // 'Resend Code' is refused too, even once its own minute has passed.
    await testApp.database.ownerDb.updateTable('authCodes').set({ sentAt: sql`now() - interval '61 seconds'` }).execute();
    expect((await client.error(RESEND, { ticket })).code).toBe('TOO_MANY_ATTEMPTS');
    expect(await codeMails(email)).toHaveLength(10);

    await testApp.database.ownerDb.updateTable('authCodeMails').set({ sentAt: sql`sent_at - interval '1 hour'` }).execute();
    const fresh = await passwordStep(client, email);
    const mails = await codeMails(email);
    expect(mails).toHaveLength(11);
    await client.ok(VERIFY, { ticket: fresh, code: codeIn(mails[10]!.textBody) });
  });

  it('within 30 s no new code is made: a second attempt is sent the same code, and either attempt signs in with it', async () => {
    const email = await member();
    const first = new TestClient(testApp.app.url);
    const second = new TestClient(testApp.app.url, null, ELSEWHERE);
    const firstTicket = await passwordStep(first, email);
    const secondTicket = await passwordStep(second, email);
    const mails = await codeMails(email);
    expect(mails).toHaveLength(2);
    const code = codeIn(mails[0]!.textBody);
    expect(codeIn(mails[1]!.textBody)).toBe(code);
    await second.ok(VERIFY, { ticket: secondTicket, code });
    // A code works once: signing in with it ends the other attempt too.
    expect((await first.error(VERIFY, { ticket: firstTicket, code })).code).toBe('CODE_EXPIRED');
  });

  it('a completed sign-in starts the count of code mails again', async () => {
    const email = await member();
    const client = new TestClient(testApp.app.url);
    for (let i = 0; i < 9; i++) await passwordStep(client, email);
    await signInAs(testApp.app.url, testApp.database.db, email, PASSWORD);
    for (let i = 0; i < 2; i++) await passwordStep(client, email);
    expect(await codeMails(email)).toHaveLength(12);
  });
});
