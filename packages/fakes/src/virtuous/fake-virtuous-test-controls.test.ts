import { afterEach, describe, expect, it } from 'vitest';
import { startFakeVirtuous, type FakeVirtuous } from './fake-virtuous-server.ts';

// What tests and benchmarks steer in the fake Virtuous API: a rate-limit window shorter than the hour (whole
// seconds, so X-RateLimit-Reset is exact), an API key revoked and a new one issued, and something done once a
// number of writes have been carried out.

let fake: FakeVirtuous | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const get = (virtuous: FakeVirtuous, key = virtuous.apiKey) => fetch(`${virtuous.url}/api/Tag?skip=0&take=1`, { headers: { authorization: `Bearer ${key}` } });
const giftAsk = (virtuous: FakeVirtuous, contactId: number) =>
  fetch(`${virtuous.url}/api/GiftAsk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${virtuous.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ contactId, askAmount: 50, askDate: '2027-01-01', askType: 'Ask', notes: 'n' }),
  });

describe('the fake Virtuous API for tests and benchmarks', () => {
  it('counts requests in windows of whole seconds when windowSeconds is set, and answers 429 past the limit until the reset', async () => {
    fake = await startFakeVirtuous({ requestsPerHour: 3, windowSeconds: 1 });
    // Start just after a whole second, so that the three requests fall in one window.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 20));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await get(fake));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429]);
    const reset = Number(answers[0]!.headers.get('x-ratelimit-reset'));
    expect(reset * 1000 % 1000).toBe(0);
    expect(reset * 1000 - Date.now()).toBeLessThanOrEqual(1000);
    await new Promise((resolve) => setTimeout(resolve, reset * 1000 - Date.now() + 20));
    expect((await get(fake)).status).toBe(200);
  });

  it('refuses a revoked API key with 401, accepts a newly issued one, and runs a step after the given number of writes', async () => {
    fake = await startFakeVirtuous();
    let seen = 0;
    fake.afterWrites(2, () => (seen = fake!.giftAsks.asks.size));
    await giftAsk(fake, 1);
    expect(seen).toBe(0);
    await giftAsk(fake, 2);
    expect(seen).toBe(2);
    const key = fake.issueApiKey();
    fake.revokeApiKey(fake.apiKey);
    expect((await get(fake)).status).toBe(401);
    expect((await get(fake, key)).status).toBe(200);
  });
});
