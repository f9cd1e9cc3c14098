import { startFakeVirtuous, type FakeVirtuous } from '@askwise/fakes/virtuous/fake-virtuous-server';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtuousClient, VirtuousError, VirtuousReconnectRequired, virtuousPasswordGrant, type VirtuousClientConfig, type VirtuousCredentials } from './virtuous-client.ts';

let fake: FakeVirtuous | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const configFor = (f: FakeVirtuous, overrides: Partial<VirtuousClientConfig> = {}): VirtuousClientConfig => ({ apiUrl: f.url, pauseBelowRemaining: 10, maxWaitSeconds: 5, ...overrides });

function memoryStore(initial: VirtuousCredentials) {
  const store = { credentials: initial, saves: 0, load: async () => store.credentials, save: async (c: VirtuousCredentials) => void ((store.credentials = c), (store.saves += 1)) };
  return store;
}

const withKey = (f: FakeVirtuous, overrides?: Partial<VirtuousClientConfig>) => new VirtuousClient(configFor(f, overrides), memoryStore({ kind: 'apiKey', apiKey: f.apiKey }));

describe('Virtuous client', () => {
  it('pages a tag of contacts and its gifts by skip/take until total', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 3000, gifts: 12_000, tags: [{ name: 'Spring Appeal 2026', share: 0.6 }] } });
    const client = withKey(fake);
    const contacts = new Set<number>();
    for await (const page of client.pages<{ id: number }>('/api/Contact/ByTag/1')) for (const c of page.list) contacts.add(c.id);
    const expected = Array.from({ length: 3000 }, (_, i) => i + 1).filter((id) => fake!.dataset.hasTag(id, 1));
    expect([...contacts].sort((a, b) => a - b)).toEqual(expected);
    const body = { groups: [{ conditions: [{ parameter: 'Contact Tag', operator: 'Is', value: 'Spring Appeal 2026' }] }] };
    let gifts = 0;
    for await (const page of client.pages<{ contactId: number }>('/api/Gift/Query/FullGift', { body })) {
      for (const g of page.list) expect(contacts.has(g.contactId)).toBe(true);
      gifts += page.list.length;
    }
    let independent = 0;
    for (let id = 1; id <= 12_000; id++) if (contacts.has(fake.dataset.contactOfGift(id))) independent += 1;
    expect(gifts).toBe(independent);
  });

  it('pauses when X-RateLimit-Remaining runs low, until the reset', async () => {
    fake = await startFakeVirtuous();
    fake.setRemaining(5, 2);
    const client = withKey(fake);
    await client.get('/api/Tag', { skip: 0, take: 10 });
    const started = Date.now();
    await client.get('/api/Tag', { skip: 0, take: 10 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.requests.filter((r) => r.status === 429)).toHaveLength(0);
  });

  it('waits out a 429 by Retry-After, and fails clearly when the wait is too long', async () => {
    fake = await startFakeVirtuous({ requestsPerHour: 1 });
    await withKey(fake).get('/api/Tag');
    fake.setRemaining(0, 2);
    const started = Date.now();
    const client = withKey(fake, { pauseBelowRemaining: 0 });
    await client.get('/api/Tag');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    fake.setRemaining(0, 3600);
    await expect(client.get('/api/Tag')).rejects.toThrow('Rate limit exceeded.');
  });

  it('signs in with the password grant and its one-time code, and refreshes an expired token once', async () => {
    fake = await startFakeVirtuous();
    const config = configFor(fake);
    expect(await virtuousPasswordGrant(config, fake.user.email, fake.user.password)).toEqual({ kind: 'otpRequired' });
    await expect(virtuousPasswordGrant(config, fake.user.email, 'wrong', '123456')).rejects.toThrow('The user name or password is incorrect.');
    const granted = await virtuousPasswordGrant(config, fake.user.email, fake.user.password, fake.user.otp);
    if (granted.kind !== 'tokens') throw new Error('expected tokens');
    const store = memoryStore(granted.credentials);
    const client = new VirtuousClient(config, store);
    await client.get('/api/Tag');
    fake.expireTokens();
    await client.get('/api/Tag');
    expect(store.saves).toBe(1);
    expect(store.credentials.kind === 'token' && store.credentials.accessToken).not.toBe(granted.credentials.accessToken);
  });

  it('asks to reconnect when an API key is refused, reading the plain-text 401', async () => {
    fake = await startFakeVirtuous();
    const client = new VirtuousClient(configFor(fake), memoryStore({ kind: 'apiKey', apiKey: 'revoked' }));
    const error = await client.get('/api/Tag').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VirtuousReconnectRequired);
    expect((error as Error).message).toBe('Authorization has been denied for this request.');
  });

  it('reports a deleted tag and a condition the organisation does not offer', async () => {
    fake = await startFakeVirtuous();
    const client = withKey(fake);
    fake.dataset.deletedTags.add(1);
    await expect(client.get('/api/Contact/ByTag/1')).rejects.toMatchObject({ status: 404 });
    const bad = { groups: [{ conditions: [{ parameter: 'Favourite Colour', operator: 'Is', value: 'Blue' }] }] };
    const error = await client.post('/api/Gift/Query', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VirtuousError);
    expect((error as Error).message).toBe("'Favourite Colour' is not a valid query parameter.");
  });
});
