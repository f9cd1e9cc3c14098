import { startFakeSky, type FakeSky } from '@askwise/fakes/sky/fake-sky-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SkyApiClient, SkyError, SkyOAuthClient, SkyReauthenticationRequired, type SkyClientConfig, type SkyPage, type SkyTokens } from './sky-client.ts';

let sky: FakeSky | undefined;
afterEach(async () => {
  await sky?.close();
  sky = undefined;
});

function configFor(fake: FakeSky, overrides: Partial<SkyClientConfig> = {}): SkyClientConfig {
  return { authorizeUrl: fake.authorizeUrl, tokenUrl: fake.tokenUrl, apiUrl: fake.apiUrl, clientId: fake.clientId, clientSecret: fake.clientSecret, subscriptionKey: fake.subscriptionKey, callsPerSecond: 50, maxRetryAfterSeconds: 5, ...overrides };
}

/** A token store that keeps what it is given, as the database does, and counts saves. */
function memoryStore(initial: SkyTokens) {
  const store = { tokens: initial, saves: 0, load: async () => store.tokens, save: async (t: SkyTokens) => void ((store.tokens = t), (store.saves += 1)) };
  return store;
}

async function connected(fake: FakeSky, overrides: Partial<SkyClientConfig> = {}) {
  const raw = fake.oauth.issueTokens(fake.environment().id);
  const store = memoryStore({ accessToken: raw.access_token, refreshToken: raw.refresh_token, expiresAt: Date.now() + 3_600_000, environmentId: raw.environment_id, environmentName: raw.environment_name });
  return { client: new SkyApiClient(configFor(fake, overrides), store), store };
}

async function countConstituents(client: SkyApiClient, limit = '5000') {
  const ids = new Set<string>();
  for await (const page of client.pages<{ id: string }>('/constituent/v1/constituents', { limit })) for (const c of page.value) ids.add(c.id);
  return ids;
}

describe('SKY API client', () => {
  it('exchanges an authorization code for tokens', async () => {
    sky = await startFakeSky();
    const oauth = new SkyOAuthClient(configFor(sky));
    const redirectUri = 'http://localhost:3000/blackbaud/callback';
    const address = new URL(oauth.authorizeAddress(redirectUri, 'f'.repeat(96)));
    expect(Object.fromEntries(address.searchParams)).toEqual({ client_id: sky.clientId, response_type: 'code', redirect_uri: redirectUri, state: 'f'.repeat(96) });
    const form = new URLSearchParams(address.searchParams);
    form.set('decision', 'allow');
    form.set('environment_id', sky.environment().id);
    const back = await fetch(sky.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    const tokens = await oauth.exchangeCode(code, redirectUri);
    expect(tokens.environmentId).toBe(sky.environment().id);
    expect(tokens.expiresAt).toBeGreaterThan(Date.now());
    await expect(oauth.exchangeCode(code, redirectUri)).rejects.toBeInstanceOf(SkyReauthenticationRequired);
  });

  it('pages over 12,000 constituents by next_link', async () => {
    sky = await startFakeSky({ dataset: { constituents: 12_000 }, callsPerSecond: 100 });
    const { client } = await connected(sky);
    expect((await countConstituents(client)).size).toBe(12_000);
    expect(client.calls).toBe(3);
  });

  it('waits out a 429 storm by Retry-After and loses nothing', async () => {
    sky = await startFakeSky({ dataset: { constituents: 1200 }, callsPerSecond: 100 });
    sky.throttle.stormLeft = 3;
    const { client } = await connected(sky);
    const started = Date.now();
    expect((await countConstituents(client, '500')).size).toBe(1200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
    expect(sky.requests.filter((r) => r.status === 429)).toHaveLength(3);
  });

  it('paces itself under the rate limit instead of drawing 429s', async () => {
    sky = await startFakeSky({ dataset: { constituents: 100 }, callsPerSecond: 5 });
    const { client } = await connected(sky, { callsPerSecond: 5 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 12 }, () => client.get<SkyPage<unknown>>('/fundraising/v1/funds')));
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    // Unpaced, 7 of the 12 would be refused; jitter on a loaded machine may still bunch two.
    expect(sky.requests.filter((r) => r.status === 429).length).toBeLessThanOrEqual(1);
  });

  it('refreshes once on an expired access token and keeps the rotated refresh token', async () => {
    sky = await startFakeSky();
    const { client, store } = await connected(sky);
    const firstRefresh = store.tokens.refreshToken;
    sky.oauth.expireAccessTokens();
    const page = await client.get<SkyPage<unknown>>('/fundraising/v1/campaigns');
    expect(page.count).toBeGreaterThan(0);
    expect(store.saves).toBe(1);
    expect(store.tokens.refreshToken).not.toBe(firstRefresh);
    sky.oauth.expireAccessTokens();
    await client.get('/fundraising/v1/funds');
    expect(store.saves).toBe(2);
  });

  it('asks for reauthentication when the refresh token was revoked', async () => {
    sky = await startFakeSky();
    const { client } = await connected(sky);
    sky.oauth.revokeRefreshTokens();
    sky.oauth.expireAccessTokens();
    await expect(client.get('/fundraising/v1/campaigns')).rejects.toBeInstanceOf(SkyReauthenticationRequired);
  });

  it('fails clearly on a spent daily quota rather than waiting hours', async () => {
    sky = await startFakeSky({ dailyQuota: 1 });
    const { client } = await connected(sky);
    await client.get('/fundraising/v1/campaigns');
    const error = await client.get('/fundraising/v1/campaigns').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SkyError);
    expect((error as SkyError).code).toBe('quota_exceeded');
    expect((error as SkyError).message).toMatch(/^Out of call volume quota/);
  });

  it('reports an API error with its message', async () => {
    sky = await startFakeSky();
    const { client } = await connected(sky);
    sky.failNext('/list/v1/lists', 403, 1, { statusCode: 403, message: 'You do not have permission to view lists.' });
    await expect(client.get('/list/v1/lists')).rejects.toThrow('You do not have permission to view lists.');
  });
});
