import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSky, type FakeSky } from './fake-sky-server.ts';

let sky: FakeSky | undefined;
afterEach(async () => {
  await sky?.close();
  sky = undefined;
});

const REDIRECT = 'http://localhost:3000/blackbaud/callback';

async function authorize(fake: FakeSky, state = 'abc123'): Promise<URL> {
  const query = new URLSearchParams({ client_id: fake.clientId, response_type: 'code', redirect_uri: REDIRECT, state });
  const page = await fetch(`${fake.authorizeUrl}?${query}`);
  expect(await page.text()).toContain('Authorize application');
  const form = new URLSearchParams(query);
  form.set('decision', 'allow');
  form.set('environment_id', fake.environment().id);
  const answer = await fetch(fake.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

async function exchange(fake: FakeSky, body: Record<string, string>) {
  const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
  const response = await fetch(fake.tokenUrl, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: new URLSearchParams(body) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function connect(fake: FakeSky) {
  return fake.oauth.issueTokens(fake.environment().id).access_token;
}

function api(fake: FakeSky, token: string) {
  return async (pathOrUrl: string) => {
    const response = await fetch(pathOrUrl.startsWith('http') ? pathOrUrl : `${fake.apiUrl}${pathOrUrl}`, {
      headers: { authorization: `Bearer ${token}`, 'bb-api-subscription-key': fake.subscriptionKey },
    });
    return { status: response.status, headers: response.headers, // Collection bodies are read field by field in the assertions.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    body: (await response.json().catch(() => null)) as any };
  };
}

describe('fake SKY API: OAuth', () => {
  it('runs the authorization code flow with single-use codes and rotating refresh tokens', async () => {
    sky = await startFakeSky();
    const back = await authorize(sky);
    expect(back.searchParams.get('state')).toBe('abc123');
    const code = back.searchParams.get('code')!;
    const first = await exchange(sky, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'bearer', environment_id: sky.environment().id });
    expect((await exchange(sky, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).body).toEqual({ error: 'invalid_grant' });

    const refreshed = await exchange(sky, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token! });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(first.body.refresh_token);
    expect((await exchange(sky, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token! })).status).toBe(400);
  });

  it('refuses a redirect URI the application did not register, and a code exchanged with another registered one', async () => {
    const other = 'http://localhost:4000/blackbaud/callback';
    sky = await startFakeSky({ redirectUris: [REDIRECT, other] });
    const unregistered = new URLSearchParams({ client_id: sky.clientId, response_type: 'code', redirect_uri: 'http://attacker.example/cb', state: 's' });
    const page = await fetch(`${sky.authorizeUrl}?${unregistered}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('did not match any pre-registered values');
    const form = new URLSearchParams({ client_id: sky.clientId, response_type: 'code', redirect_uri: other, state: 's', decision: 'allow', environment_id: sky.environment().id });
    const back = await fetch(sky.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
    const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
    expect((await exchange(sky, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT })).body).toEqual({ error: 'invalid_grant' });
  });

  it('redirects a denial and refuses wrong client credentials', async () => {
    sky = await startFakeSky();
    const form = new URLSearchParams({ client_id: sky.clientId, response_type: 'code', redirect_uri: REDIRECT, state: 's', decision: 'deny' });
    const answer = await fetch(sky.authorizeUrl, { method: 'POST', body: form, redirect: 'manual' });
    expect(new URL(answer.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    const wrong = await fetch(sky.tokenUrl, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: sky.clientId, client_secret: 'nope' }) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_client', error_description: 'The specified credentials were not valid.' });
  });
});

describe('fake SKY API: calls', () => {
  it('pages 12,000 constituents by next_link, each exactly once', async () => {
    sky = await startFakeSky({ dataset: { constituents: 12_000 }, callsPerSecond: 100 });
    const get = api(sky, await connect(sky));
    const ids = new Set<string>();
    let next: string | undefined = '/constituent/v1/constituents?limit=5000';
    let pages = 0;
    while (next) {
      const page = await get(next);
      expect(page.status).toBe(200);
      expect(page.body.count).toBe(12_000);
      for (const c of page.body.value) ids.add(c.id);
      next = page.body.next_link;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(ids.size).toBe(12_000);
  });

  it('refuses a missing subscription key, an expired token, a limit over 5000', async () => {
    sky = await startFakeSky();
    const token = await connect(sky);
    const noKey = await fetch(`${sky.apiUrl}/constituent/v1/constituents`, { headers: { authorization: `Bearer ${token}` } });
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { message: string }).message).toContain('invalid subscription key');
    const get = api(sky, token);
    expect((await get('/constituent/v1/constituents?limit=5001')).status).toBe(400);
    sky.oauth.expireAccessTokens();
    const expired = await get('/constituent/v1/constituents');
    expect(expired.status).toBe(401);
    expect(expired.body.message).toContain('token has expired');
  });

  it('answers 429 with Retry-After past the rate, and 403 with Retry-After past the quota', async () => {
    sky = await startFakeSky({ callsPerSecond: 5, dailyQuota: 8 });
    const get = api(sky, await connect(sky));
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await get('/fundraising/v1/campaigns')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await get('/fundraising/v1/campaigns');
    expect(limited.headers.get('retry-after')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = [];
    for (let i = 0; i < 4; i++) after.push(await get('/fundraising/v1/campaigns'));
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 403]);
    expect(Number(after[3]!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(after[3]!.body.message).toMatch(/^Out of call volume quota/);
  });

  it('returns only records changed since last_modified, walking them with sort_token', async () => {
    sky = await startFakeSky({ dataset: { constituents: 50, gifts: 200 }, callsPerSecond: 100 });
    const get = api(sky, await connect(sky));
    const since = new Date().toISOString();
    const d = sky.environment().dataset;
    await new Promise((resolve) => setTimeout(resolve, 5));
    d.updateConstituent(7, { last: 'Renamed' });
    d.updateConstituent(3, { first: 'Changed' });
    const added = d.addGift(3, 12_345, '2026-06-01', { campaignId: '1', fundId: '1' });
    const seen = [];
    let next: string | undefined = `/constituent/v1/constituents?limit=1&last_modified=${encodeURIComponent(since)}`;
    while (next) {
      const page = await get(next);
      expect(page.body.count).toBe(2);
      seen.push(...page.body.value.map((c: { id: string; last?: string }) => `${c.id}:${c.last}`));
      next = page.body.next_link;
    }
    expect(seen).toEqual(['7:Renamed', `3:${d.constituent(3)!.last}`]);
    const gifts = await get(`/gift/v1/gifts?last_modified=${encodeURIComponent(since)}`);
    expect(gifts.body.value.map((g: { id: string }) => g.id)).toEqual([added.id]);
    expect(gifts.body.value[0].amount).toEqual({ value: 123.45 });
  });

  it("gives each constituent SKY's two ids: the system record id and the lookup id staff know, on every route", async () => {
    sky = await startFakeSky({ dataset: { constituents: 600 } });
    const get = api(sky, await connect(sky));
    const page = await get('/constituent/v1/constituents?limit=500&offset=480');
    expect(page.body.value[0]).toMatchObject({ id: '481', lookup_id: '100481' });
    expect((await get('/constituent/v1/constituents/481')).body).toMatchObject({ id: '481', lookup_id: '100481' });
    const list = (await get('/list/v1/lists?list_type=Constituent')).body.value[0];
    const members = (await get(`/constituent/v1/constituents?list_id=${list.id}&limit=5000`)).body.value as Array<{ id: string; lookup_id: string }>;
    expect(members.every((m) => m.lookup_id === String(100_000 + Number(m.id)))).toBe(true);
  });

  it('holds calls to a path until released (a slow SKY), answering them then', async () => {
    sky = await startFakeSky({ dataset: { constituents: 10 } });
    const get = api(sky, await connect(sky));
    const release = sky.holdRequests('/fundraising/v1/campaigns');
    let isAnswered = false;
    const held = get('/fundraising/v1/campaigns').then((answer) => ((isAnswered = true), answer));
    expect((await get('/fundraising/v1/funds')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isAnswered).toBe(false);
    release();
    expect((await held).status).toBe(200);
  });

  it('lists constituent lists and their members', async () => {
    sky = await startFakeSky({ dataset: { constituents: 300, lists: [{ name: 'Spring mailing', share: 0.5 }] } });
    const get = api(sky, await connect(sky));
    const lists = await get('/list/v1/lists?list_type=Constituent');
    expect(lists.body.value[0]).toMatchObject({ name: 'Spring mailing' });
    const members = await get(`/constituent/v1/constituents?list_id=${lists.body.value[0].id}&limit=5000`);
    expect(members.body.count).toBe(lists.body.value[0].record_count);
    expect(members.body.value.length).toBe(members.body.count);
  });
});

describe('fake SKY API: webhooks', () => {
  it('provisions a subscription through the handshake and delivers CloudEvents', async () => {
    const received: Array<{ method: string; body: string; contentType?: string }> = [];
    const receiver: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ method: req.method!, body, contentType: req.headers['content-type'] });
        if (req.method === 'OPTIONS') res.writeHead(200, { 'WebHook-Allowed-Origin': req.headers['webhook-request-origin'] as string }).end();
        else res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/sky?webhookKey=secret`;
    try {
      sky = await startFakeSky();
      const token = await connect(sky);
      const created = await fetch(`${sky.apiUrl}/webhook/v1/subscriptions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'bb-api-subscription-key': sky.subscriptionKey, 'content-type': 'application/json' },
        body: JSON.stringify({ webhook_url: hookUrl, event_type: 'com.blackbaud.constituent.change.v1' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      await expect.poll(async () => (await api(sky!, token)(`/webhook/v1/subscriptions/${id}`)).body.provisioning_status).toBe('Provisioned');
      expect((await api(sky, token)(`/webhook/v1/subscriptions/${id}`)).body.webhook_url).not.toContain('secret');
      const deliveries = await sky.webhooks.emit(sky.environment().id, 'com.blackbaud.constituent.change.v1', { id: '7' });
      expect(deliveries).toEqual([{ subscriptionId: id, status: 200 }]);
      const event = JSON.parse(received.at(-1)!.body);
      expect(event).toMatchObject({ type: 'com.blackbaud.constituent.change.v1', subject: `/environments/${sky.environment().id}`, data: { id: '7' } });
      expect(received.at(-1)!.contentType).toContain('application/cloudevents+json');
    } finally {
      receiver.closeAllConnections();
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
