import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUser } from '../../test/factories.ts';
import { startTestApp, useTestApp } from '../../test/test-app.ts';
import { codeIn, latestMail, ME, SIGN_IN, TestClient, VERIFY } from './accounts.testing.ts';
import { hashPassword } from './passwords.ts';
import { hashToken, SESSION_COOKIE } from './sessions.ts';

const testApp = useTestApp();

const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

describe('sessions', () => {
  it('end after 30 minutes without activity', async () => {
    const { cookie } = await createCompanyWithUser(testApp.database.ownerDb);
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).not.toBeNull();
    await testApp.database.ownerDb
      .updateTable('sessions')
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where('tokenHash', '=', hashToken(tokenOf(cookie)))
      .execute();
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('are kept alive by a request, written at most once a minute', async () => {
    const { cookie } = await createCompanyWithUser(testApp.database.ownerDb);
    const session = testApp.database.ownerDb
      .selectFrom('sessions')
      .select('lastSeenAt')
      .where('tokenHash', '=', hashToken(tokenOf(cookie)));
    const setLastSeen = (ago: string) =>
      testApp.database.ownerDb
        .updateTable('sessions')
        .set({ lastSeenAt: sql`now() - ${ago}::interval` })
        .where('tokenHash', '=', hashToken(tokenOf(cookie)))
        .execute();
    await setLastSeen('30 seconds');
    const recent = (await session.executeTakeFirstOrThrow()).lastSeenAt;
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).not.toBeNull();
    expect((await session.executeTakeFirstOrThrow()).lastSeenAt).toEqual(recent);
    await setLastSeen('5 minutes');
    const stale = (await session.executeTakeFirstOrThrow()).lastSeenAt;
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).not.toBeNull();
    expect((await session.executeTakeFirstOrThrow()).lastSeenAt.getTime()).toBeGreaterThan(stale.getTime() + 4 * 60_000);
  });

  it('end after 12 hours in all, however active', async () => {
    const { cookie } = await createCompanyWithUser(testApp.database.ownerDb);
    const row = await testApp.database.ownerDb
      .selectFrom('sessions')
      .select(['createdAt', 'expiresAt'])
      .where('tokenHash', '=', hashToken(tokenOf(cookie)))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(11.99 * 3600_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(12 * 3600_000 + 1000);
    await testApp.database.ownerDb
      .updateTable('sessions')
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where('tokenHash', '=', hashToken(tokenOf(cookie)))
      .execute();
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('are stored only as a hash and end at logout', async () => {
    const { cookie, userId } = await createCompanyWithUser(testApp.database.ownerDb);
    const stored = await testApp.database.ownerDb.selectFrom('sessions').select('tokenHash').where('userId', '=', userId).execute();
    expect(stored.map((s) => s.tokenHash.toString('base64url'))).not.toContain(tokenOf(cookie));
    const client = new TestClient(testApp.app.url, cookie);
    await client.ok('mutation { logout }');
    expect(client.cookie).toBeNull();
    expect((await new TestClient(testApp.app.url, cookie).ok<{ me: unknown }>(ME)).me).toBeNull();
  });

  it('the cookie is Secure in production', async () => {
    const production = await startTestApp(testApp.database, { NODE_ENV: 'production' });
    try {
      const { email, userId } = await createCompanyWithUser(testApp.database.ownerDb);
      await testApp.database.ownerDb
        .updateTable('users')
        .set({ passwordHash: await hashPassword('Prod-Pass-2026') })
        .where('id', '=', userId)
        .execute();
      const client = new TestClient(production.url);
      const { signInPassword } = await client.ok<{ signInPassword: { ticket: string } }>(SIGN_IN, { email, password: 'Prod-Pass-2026' });
      const code = codeIn((await latestMail(testApp.database.db, email)).textBody);
      const response = await fetch(`${production.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1' },
        body: JSON.stringify({ query: VERIFY, variables: { ticket: signInPassword.ticket, code } }),
      });
      expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/);
    } finally {
      await production.stop();
    }
  });
});
