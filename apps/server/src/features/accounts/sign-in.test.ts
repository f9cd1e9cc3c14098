import { MESSAGES } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { codeIn, latestMail, ME, SIGN_IN, signInAs, TestClient, VERIFY } from './accounts.testing.ts';
import { hashPassword } from './passwords.ts';

const testApp = useTestApp();
const PASSWORD = 'Donor-Ladder-42';

beforeEach(() => testApp.database.ownerDb.deleteFrom('authThrottle').execute());

/** A confirmed member of a new company with a known password. */
async function member(overrides: Parameters<typeof createCompanyWithUser>[1] = {}) {
  const created = await createCompanyWithUser(testApp.database.ownerDb, overrides);
  await testApp.database.ownerDb
    .updateTable('users')
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where('id', '=', created.userId)
    .execute();
  return created;
}

async function startSignIn(email: string) {
  const client = new TestClient(testApp.app.url);
  const { signInPassword } = await client.ok<{ signInPassword: { status: string; ticket: string } }>(SIGN_IN, {
    email,
    password: PASSWORD,
  });
  expect(signInPassword.status).toBe('code_sent');
  return { client, ticket: signInPassword.ticket, code: codeIn((await latestMail(testApp.database.db, email)).textBody) };
}

describe('sign-in in three steps', () => {
  it('the e-mailed code starts a new session in an HttpOnly, SameSite=Lax cookie', async () => {
    const { email } = await member();
    const { client, ticket, code } = await startSignIn(email);
    const mail = await latestMail(testApp.database.db, email);
    expect(mail.subject).toContain(code);
    expect(mail.htmlBody).toContain(code);
    const response = await fetch(`${testApp.app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' },
      body: JSON.stringify({ query: VERIFY, variables: { ticket, code } }),
    });
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // only in production
    client.cookie = cookie.split(';')[0]!;
    expect((await client.ok<{ me: { email: string } }>(ME)).me.email).toBe(email);
    const audit = await testApp.database.ownerDb.selectFrom('auditEvents').select('event').where('email', '=', email).execute();
    expect(audit.map((a) => a.event)).toEqual(expect.arrayContaining(['sign_in.code_sent', 'sign_in.succeeded']));
  });

  it('rotates the session: the cookie a browser came with stops working', async () => {
    const { email, cookie } = await member();
    const old = new TestClient(testApp.app.url, cookie);
    const { ticket, code } = await startSignIn(email);
    await old.ok(VERIFY, { ticket, code });
    expect(old.cookie).not.toBe(cookie);
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('a wrong password and an unknown e-mail get the same answer', async () => {
    const { email } = await member();
    const client = new TestClient(testApp.app.url);
    expect(await client.error(SIGN_IN, { email, password: 'Wrong-Pass-1' })).toEqual({
      message: MESSAGES.incorrectCredentials,
      code: 'NOT_AUTHORIZED',
    });
    expect(await client.error(SIGN_IN, { email: 'nobody@example.org', password: 'Wrong-Pass-1' })).toEqual({
      message: MESSAGES.incorrectCredentials,
      code: 'NOT_AUTHORIZED',
    });
    expect((await client.error(SIGN_IN, { email, password: '' })).message).toBe(MESSAGES.passwordRequired);
    expect((await client.error(SIGN_IN, { email: '', password: 'x' })).message).toBe(MESSAGES.emailRequired);
  });

  it('a code is single use, bound to its attempt, and refused after 10 minutes', async () => {
    const { email } = await member();
    const first = await startSignIn(email);
    const second = await startSignIn(email);
    // The first attempt's code ended when the second was issued, and a code works only with its own ticket.
    expect((await second.client.error(VERIFY, { ticket: first.ticket, code: first.code })).code).toBe('CODE_EXPIRED');
    expect((await second.client.error(VERIFY, { ticket: first.ticket, code: second.code })).code).toBe('CODE_EXPIRED');
    await second.client.ok(VERIFY, { ticket: second.ticket, code: second.code });
    expect((await new TestClient(testApp.app.url).error(VERIFY, { ticket: second.ticket, code: second.code })).message).toBe(
      MESSAGES.codeExpired,
    );

    const late = await startSignIn(email);
    await testApp.database.ownerDb
      .updateTable('authCodes')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('usedAt', 'is', null)
      .execute();
    expect((await late.client.error(VERIFY, { ticket: late.ticket, code: late.code })).code).toBe('CODE_EXPIRED');
  });

  it('stores tickets only hashed; a code is kept only sealed and only while it lives, to be sent again', async () => {
    const { email, userId } = await member();
    const { client, ticket, code } = await startSignIn(email);
    const row = await testApp.database.ownerDb.selectFrom('authCodes').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.codeHash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    expect(row.code).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.ticketHash!.toString('base64url')).not.toBe(ticket);
    await client.ok(VERIFY, { ticket, code });
    const kept = await testApp.database.ownerDb.selectFrom('authCodes').select('code').where('userId', '=', userId).execute();
    expect(kept.map((r) => r.code)).toEqual(kept.map(() => null));
  });

  it('five wrong entries end the code; the right code is refused after that', async () => {
    const { email } = await member();
    const { client, ticket, code } = await startSignIn(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await client.error(VERIFY, { ticket, code: wrong })).message).toBe(MESSAGES.wrongCode);
    expect((await client.error(VERIFY, { ticket, code: wrong })).code).toBe('CODE_EXPIRED');
    expect((await client.error(VERIFY, { ticket, code })).code).toBe('CODE_EXPIRED');
    expect((await client.error(VERIFY, { ticket, code: '12ab56' })).message).toBe(MESSAGES.codeInvalid);
  });

  it("'Resend Code' answers code_resent, at most once a minute, and the old code stops working", async () => {
    const { email } = await member();
    const { client, ticket, code } = await startSignIn(email);
    const RESEND = 'mutation($ticket: String!) { resendSignInCode(ticket: $ticket) { status } }';
    expect((await client.error(RESEND, { ticket })).message).toBe('Please wait a minute before asking for another code.');
    await testApp.database.ownerDb
      .updateTable('authCodes')
      .set({ sentAt: sql`now() - interval '61 seconds'` })
      .execute();
    expect(await client.ok(RESEND, { ticket })).toEqual({ resendSignInCode: { status: 'code_resent' } });
    const fresh = codeIn((await latestMail(testApp.database.db, email)).textBody);
    if (fresh !== code) expect((await client.error(VERIFY, { ticket, code })).message).toBe(MESSAGES.wrongCode);
    await client.ok(VERIFY, { ticket, code: fresh });
  });

  it('refuses a deactivated user with "User is inactive." and a user in no allowed group', async () => {
    const inactive = await member({ isActive: false });
    expect(await new TestClient(testApp.app.url).error(SIGN_IN, { email: inactive.email, password: PASSWORD })).toEqual({
      message: 'User is inactive.',
      code: 'USER_INACTIVE',
    });
    const groupless = await member();
    await testApp.database.ownerDb.updateTable('users').set({ userGroup: null }).where('id', '=', groupless.userId).execute();
    expect((await new TestClient(testApp.app.url).error(SIGN_IN, { email: groupless.email, password: PASSWORD })).message).toBe(
      "user doesn't have access Askwise platform",
    );
    expect((await new TestClient(testApp.app.url, groupless.cookie).error('{ getCompany { id } }')).message).toBe(
      "user doesn't have access Askwise platform",
    );
  });
});

describe('throttling', () => {
  it('locks an account after 5 failed passwords, even with the right password, without revealing registration', async () => {
    const { email } = await member();
    const client = new TestClient(testApp.app.url);
    for (let i = 0; i < 5; i++) expect((await client.error(SIGN_IN, { email, password: 'Wrong-Pass-1' })).code).toBe('NOT_AUTHORIZED');
    const locked = await client.error(SIGN_IN, { email, password: PASSWORD });
    expect(locked).toEqual({ message: 'Too many attempts. Please try again in 1 minute.', code: 'TOO_MANY_ATTEMPTS' });
    for (let i = 0; i < 5; i++) await client.error(SIGN_IN, { email: 'ghost@example.org', password: 'Wrong-Pass-1' });
    expect(await client.error(SIGN_IN, { email: 'ghost@example.org', password: 'Wrong-Pass-1' })).toEqual(locked);
    const events = await testApp.database.ownerDb.selectFrom('auditEvents').select('event').where('event', 'like', 'throttle.%').execute();
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['throttle.locked', 'throttle.refused']));
  });

  it('an account locked by failures elsewhere still lets its owner in from an address they signed in from before', async () => {
    const owner = await member();
    await signInAs(testApp.app.url, testApp.database.db, owner.email, PASSWORD);
    const stranger = await member();
    // Failures from another address have locked both accounts (NIST SP 800-63B: throttle, never lock the owner out).
    for (const email of [owner.email, stranger.email]) {
      await testApp.database.ownerDb
        .insertInto('authThrottle')
        .values({ key: `sign-in:account:${email}`, failures: 9, lockedUntil: sql`now() + interval '15 minutes'` })
        .execute();
    }
    const client = new TestClient(testApp.app.url);
    expect((await client.ok<{ signInPassword: { status: string } }>(SIGN_IN, { email: owner.email, password: PASSWORD })).signInPassword.status).toBe('code_sent');
    // This address never signed in to the other account: it stays locked, right password or not.
    expect((await client.error(SIGN_IN, { email: stranger.email, password: PASSWORD })).code).toBe('TOO_MANY_ATTEMPTS');
    // Guessing from the owner's address is throttled on a counter of its own.
    for (let i = 0; i < 5; i++) expect((await client.error(SIGN_IN, { email: owner.email, password: 'Wrong-Pass-1' })).code).toBe('NOT_AUTHORIZED');
    expect((await client.error(SIGN_IN, { email: owner.email, password: PASSWORD })).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('the delay grows with further failures up to a 15-minute lock', async () => {
    const { email } = await member();
    const key = `sign-in:account:${email}`;
    const client = new TestClient(testApp.app.url);
    const lockSeconds = async () => {
      const row = await testApp.database.ownerDb
        .selectFrom('authThrottle')
        .select(sql<number>`round(extract(epoch from locked_until - now()))`.as('s'))
        .where('key', '=', key)
        .executeTakeFirstOrThrow();
      return Number(row.s);
    };
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      await client.error(SIGN_IN, { email, password: 'Wrong-Pass-1' });
      if (i >= 4) {
        seen.push(await lockSeconds());
        await testApp.database.ownerDb
          .updateTable('authThrottle')
          .set({ lockedUntil: sql`now() - interval '1 second'` })
          .where('key', '=', key)
          .execute();
      }
    }
    expect(seen).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('each aliased attempt in one request counts', async () => {
    const { email } = await member();
    const aliases = Array.from(
      { length: 7 },
      (_, i) => `a${i}: signInPassword(email: $email, password: "Wrong-Pass-${i}") { status }`,
    ).join(' ');
    const result = await new TestClient(testApp.app.url).raw(`mutation($email: String!) { ${aliases} }`, { email });
    const codes = result.errors!.map((e) => e.extensions?.code);
    expect(codes.filter((c) => c === 'NOT_AUTHORIZED')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(2);
  });

  it('parallel requests cannot slip past the limit', async () => {
    const { email } = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => new TestClient(testApp.app.url).error(SIGN_IN, { email, password: 'Wrong-Pass-1' })),
    );
    expect(results.filter((r) => r.code === 'NOT_AUTHORIZED')).toHaveLength(5);
  });

  it('locks an IP address after 20 failures across accounts', async () => {
    const client = new TestClient(testApp.app.url);
    for (let i = 0; i < 20; i++) await client.error(SIGN_IN, { email: `spray${i}@example.org`, password: 'Wrong-Pass-1' });
    expect((await client.error(SIGN_IN, { email: 'spray-next@example.org', password: 'Wrong-Pass-1' })).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a right password clears the account counter', async () => {
    const { email } = await member();
    const client = new TestClient(testApp.app.url);
    for (let i = 0; i < 4; i++) await client.error(SIGN_IN, { email, password: 'Wrong-Pass-1' });
    await startSignIn(email);
    for (let i = 0; i < 4; i++) expect((await client.error(SIGN_IN, { email, password: 'Wrong-Pass-1' })).code).toBe('NOT_AUTHORIZED');
  });

  it('code entry is throttled per account too', async () => {
    const { email } = await member();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { client, ticket, code } = await startSignIn(email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < (attempt === 0 ? 5 : 0); i++) await client.error(VERIFY, { ticket, code: wrong });
      if (attempt === 1) expect((await client.error(VERIFY, { ticket, code })).code).toBe('TOO_MANY_ATTEMPTS');
    }
  });

  it('signInAs helper works end to end', async () => {
    const { email } = await member();
    const client = await signInAs(testApp.app.url, testApp.database.db, email, PASSWORD);
    expect((await client.ok<{ me: { isAdministrator: boolean } }>(ME)).me.isAdministrator).toBe(true);
  });
});
