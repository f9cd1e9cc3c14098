import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { TestClient } from '../features/accounts/accounts.testing.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../test/factories.ts';
import { browserCredentials, graphqlSocketClient, openPushSocket, type SocketCredentials } from '../test/sockets.ts';
import { useTestApp } from '../test/test-app.ts';
import { buildAudience, buildEnvironment } from '../features/environments/environment.testing.ts';

const testApp = useTestApp({ ROLE: 'web' });

/** Resolves with the HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => {
    socket.once('open', () => (resolve(101), socket.close()));
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', () => resolve(0));
  });
}

/** Subscribes to updatedAppeal of a new appeal; resolves `closed` with the close code when the server ends it. */
async function subscribeToAppeal(who: CompanyWithUser, credentials: SocketCredentials = browserCredentials(testApp.app.url, who.cookie)) {
  const environment = await buildEnvironment(testApp.database.ownerDb, who.companyId);
  const audience = await buildAudience(testApp.database.ownerDb, who.companyId, environment.id);
  const http = new TestClient(testApp.app.url, who.cookie);
  const { createAppeal } = await http.ok<{ createAppeal: { id: number } }>(
    'mutation ($env: Int!, $audience: Int) { createAppeal(name: "Socket appeal", blackbaudOrganizationId: $env, audienceId: $audience, dataImportSourceId: 1) { id } }',
    { env: environment.id, audience: audience.id },
  );
  const client = graphqlSocketClient(testApp.app.url, credentials);
  const seen: unknown[] = [];
  let closedAt = 0;
  const closed = new Promise<number>((resolve) => {
    client.on('closed', (event) => ((closedAt = Date.now()), resolve((event as { code: number }).code)));
  });
  const opened = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe({ query: 'subscription ($id: Int!) { updatedAppeal(id: $id) { id step } }', variables: { id: createAppeal.id } }, {
    next: (message) => void seen.push(message.data),
    error: () => undefined,
    complete: () => undefined,
  });
  const touch = () => http.ok('mutation ($id: Int!) { updateAppeal(id: $id, step: "choose_strategy") { id } }', { id: createAppeal.id });
  return { client, seen, closed, opened, closedAt: () => closedAt, touch };
}

describe('WebSocket upgrades check Origin and the CSRF token', () => {
  it("a foreign Origin's WebSocket is refused on /graphql and /push", async () => {
    const who = await createCompanyWithUser(testApp.database.ownerDb);
    const foreign = { ...browserCredentials(testApp.app.url, who.cookie), origin: 'https://evil.example' };
    expect(await upgradeStatus(openPushSocket(testApp.app.url, foreign))).toBe(403);
    const subscription = await subscribeToAppeal(who, foreign);
    expect(await subscription.closed).not.toBe(1000);
    expect(subscription.seen).toEqual([]);
    // The product's own page is let in.
    expect(await upgradeStatus(openPushSocket(testApp.app.url, browserCredentials(testApp.app.url, who.cookie)))).toBe(101);
  });

  it('a WebSocket without the CSRF token, or with another session\'s, is refused', async () => {
    const who = await createCompanyWithUser(testApp.database.ownerDb);
    const other = await createCompanyWithUser(testApp.database.ownerDb);
    const own = browserCredentials(testApp.app.url, who.cookie);
    expect(await upgradeStatus(openPushSocket(testApp.app.url, { ...own, csrfToken: undefined }))).toBe(403);
    const borrowed = { ...own, csrfToken: browserCredentials(testApp.app.url, other.cookie).csrfToken };
    expect(await upgradeStatus(openPushSocket(testApp.app.url, borrowed))).toBe(403);
    const subscription = await subscribeToAppeal(who, { ...own, csrfToken: undefined });
    expect(await subscription.closed).toBe(4403);
  });
});

describe('an open subscription ends with its session', () => {
  const endsWithin1s = async (end: (who: CompanyWithUser) => Promise<unknown>) => {
    const admin = await createCompanyWithUser(testApp.database.ownerDb);
    const subscription = await subscribeToAppeal(admin);
    await subscription.opened;
    await expect.poll(async () => (await subscription.touch(), subscription.seen.length), { timeout: 10_000, interval: 300 }).toBeGreaterThan(0);
    // Measured from the moment the logout (deactivation, deletion) is done, i.e. its answer came back.
    await end(admin);
    const endedAt = Date.now();
    expect(await subscription.closed).toBe(4401);
    expect(subscription.closedAt() - endedAt).toBeLessThan(1000);
  };

  it('closes within 1 s of logout', async () => {
    await endsWithin1s((who) => new TestClient(testApp.app.url, who.cookie).ok('mutation { logout }'));
  });

  it('closes within 1 s of the user being deactivated, or deleted, by an administrator', async () => {
    const byAdministratorOf = async (member: CompanyWithUser, query: string) => {
      const admin = await createCompanyWithUser(testApp.database.ownerDb);
      await testApp.database.ownerDb.updateTable('companyUsers').set({ companyId: member.companyId }).where('id', '=', admin.companyUserId).execute();
      await new TestClient(testApp.app.url, admin.cookie).ok(query, { companyUserId: String(member.companyUserId), userId: String(member.userId) });
    };
    await endsWithin1s((member) => byAdministratorOf(member, 'mutation ($companyUserId: ID!) { ActiveDeactiveCompanyUser(companyUserId: $companyUserId, active: false) { id } }'));
    await endsWithin1s((member) => byAdministratorOf(member, 'mutation ($userId: ID!) { RemoveCognitoUser(userId: $userId) }'));
    // A membership that ends by any other way (here straight in the database) closes it too.
    await endsWithin1s((member) => testApp.database.ownerDb.deleteFrom('companyUsers').where('id', '=', member.companyUserId).execute());
  });
});
