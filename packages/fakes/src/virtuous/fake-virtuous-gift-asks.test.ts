import { afterEach, describe, expect, it } from 'vitest';
import { startFakeVirtuous, type FakeVirtuous } from './fake-virtuous-server.ts';

// The Gift Ask endpoints of the fake Virtuous API: created, read, replaced and listed per contact, validated
// (unknown contact 404, a missing or invalid amount 400), behind the same key and hourly limit as the reads,
// and the gifts a test applies to an ask listed under it and carried on the gift as giftAskId.

let fake: FakeVirtuous | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function client(virtuous: FakeVirtuous, key = virtuous.apiKey) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${virtuous.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      // plain text (the 401 answer)
    }
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed as never };
  };
}

const ASK = { contactId: 7, askAmount: 50, askDate: '2027-03-01', askType: 'Ask', notes: 'Askwise appeal 3: $50 / $75 / $100' };

describe('fake Virtuous API: Gift Asks', () => {
  it('creates a Gift Ask on a contact, reads it by id and by contact, and replaces it with PUT', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    const call = client(fake);
    const created = await call('POST', '/api/GiftAsk', ASK);
    expect(created.status).toBe(200);
    const { id } = created.body as { id: number };
    expect((await call('GET', `/api/GiftAsk/${id}`)).body).toMatchObject({ id, ...ASK });
    const second = (await call('POST', '/api/GiftAsk', { ...ASK, notes: 'another' })).body as { id: number };
    expect((await call('GET', '/api/GiftAsk/ByContact/7?skip=0&take=1')).body).toMatchObject({ total: 2, list: [{ id }] });
    expect((await call('GET', '/api/GiftAsk/ByContact/7?skip=1&take=1')).body).toMatchObject({ total: 2, list: [{ id: second.id }] });
    expect((await call('GET', '/api/GiftAsk/ByContact/8')).body).toEqual({ list: [], total: 0 });
    const put = await call('PUT', `/api/GiftAsk/${id}`, { ...ASK, askAmount: 60, notes: 'Askwise appeal 3: $60 / $90 / $120' });
    expect(put.status).toBe(200);
    expect((await call('GET', `/api/GiftAsk/${id}`)).body).toMatchObject({ askAmount: 60, notes: 'Askwise appeal 3: $60 / $90 / $120' });
  });

  it('answers 404 for an unknown contact or ask, and 400 for a missing or invalid amount, writing nothing', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    const call = client(fake);
    expect(await call('POST', '/api/GiftAsk', { ...ASK, contactId: 999 })).toMatchObject({ status: 404, body: { error: { message: "The contact '999' was not found." } } });
    expect((await call('POST', '/api/GiftAsk', { ...ASK, askAmount: undefined })).status).toBe(400);
    expect(await call('POST', '/api/GiftAsk', { ...ASK, askAmount: -5 })).toMatchObject({ status: 400, body: { error: { message: 'askAmount must be an amount greater than zero.' } } });
    expect((await call('POST', '/api/GiftAsk', { ...ASK, askAmount: '50' })).status).toBe(400);
    expect((await call('POST', '/api/GiftAsk', { ...ASK, askDate: 'soon' })).status).toBe(400);
    expect((await call('PUT', '/api/GiftAsk/41', ASK)).status).toBe(404);
    expect((await call('GET', '/api/GiftAsk/41')).status).toBe(404);
    expect((await call('GET', '/api/GiftAsk/41/Gifts')).status).toBe(404);
    expect((await call('GET', '/api/GiftAsk/ByContact/999')).status).toBe(404);
    expect(fake.giftAsks.asks.size).toBe(0);
  });

  it('lists the gifts applied to an ask, which carry its id', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    const call = client(fake);
    const { id } = (await call('POST', '/api/GiftAsk', ASK)).body as { id: number };
    const first = fake.giftAsks.addGift(id, 5000, '2027-03-20');
    const second = fake.giftAsks.addGift(id, 2550, '2027-04-02');
    const gifts = (await call('GET', `/api/GiftAsk/${id}/Gifts?skip=0&take=10`)).body as { list: Array<{ id: number; amount: number; giftAskId: number; contactId: number }>; total: number };
    expect(gifts).toMatchObject({ total: 2, list: [{ id: first.id, amount: 50, giftAskId: id, contactId: 7 }, { id: second.id, amount: 25.5, giftAskId: id }] });
    expect((await call('GET', `/api/Gift/${first.id}`)).body).toMatchObject({ giftAskId: id });
    expect((await call('GET', '/api/Gift/1')).body).toMatchObject({ giftAskId: null });
  });

  it('adds a gift entered over POST /api/Gift, applied to a Gift Ask of the contact by giftAskId', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    const call = client(fake);
    const { id } = (await call('POST', '/api/GiftAsk', ASK)).body as { id: number };
    const created = await call('POST', '/api/Gift', { contactId: 7, giftType: 'Check', giftDate: '2027-03-20', amount: 42.5, giftAskId: id });
    expect(created).toMatchObject({ status: 200, body: { contactId: 7, amount: 42.5, giftDate: '2027-03-20T00:00:00', giftAskId: id } });
    const giftId = (created.body as { id: number }).id;
    expect((await call('GET', `/api/Gift/${giftId}`)).body).toMatchObject({ giftAskId: id, amount: 42.5 });
    expect((await call('GET', `/api/GiftAsk/${id}/Gifts?skip=0&take=10`)).body).toMatchObject({ total: 1, list: [{ id: giftId }] });
    const unapplied = (await call('POST', '/api/Gift', { contactId: 8, giftDate: '2027-03-21', amount: 10 })).body as { giftAskId: number | null };
    expect(unapplied.giftAskId).toBeNull();
    // Another contact's ask, no amount, an unknown contact: refused, nothing added.
    expect((await call('POST', '/api/Gift', { contactId: 8, giftDate: '2027-03-21', amount: 10, giftAskId: id })).status).toBe(400);
    expect((await call('POST', '/api/Gift', { contactId: 7, giftDate: '2027-03-21', amount: 0 })).status).toBe(400);
    expect((await call('POST', '/api/Gift', { contactId: 999, giftDate: '2027-03-21', amount: 5 })).status).toBe(404);
    expect((await call('GET', `/api/GiftAsk/${id}/Gifts?skip=0&take=10`)).body).toMatchObject({ total: 1 });
  });

  it('holds the answers of writes after the first few: the Gift Ask is written, its answer waits until released', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    const call = client(fake);
    const hold = fake.holdWriteAnswers('/api/GiftAsk', 2);
    expect((await call('POST', '/api/GiftAsk', ASK)).status).toBe(200);
    expect((await call('POST', '/api/GiftAsk', ASK)).status).toBe(200);
    let answered = false;
    const third = call('POST', '/api/GiftAsk', ASK).then((answer) => ((answered = true), answer));
    await hold.holding;
    // Written, not answered; reads still answer.
    expect(fake.giftAsks.asks.size).toBe(3);
    expect((await call('GET', '/api/GiftAsk/ByContact/7')).body).toMatchObject({ total: 3 });
    expect(answered).toBe(false);
    hold.release();
    expect((await third).status).toBe(200);
    expect((await call('POST', '/api/GiftAsk', ASK)).status).toBe(200);
  });

  it('keeps the Gift Asks behind the key and the hourly limit', async () => {
    fake = await startFakeVirtuous({ dataset: { contacts: 20, gifts: 40 } });
    expect((await client(fake, 'wrong-key')('POST', '/api/GiftAsk', ASK)).status).toBe(401);
    fake.setRemaining(0, 30);
    const limited = await client(fake)('POST', '/api/GiftAsk', ASK);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(fake.giftAsks.asks.size).toBe(0);
  });
});
