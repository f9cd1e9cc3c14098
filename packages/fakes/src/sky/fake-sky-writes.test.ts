import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSky, type FakeSky } from './fake-sky-server.ts';

// The write-back endpoints of the fake SKY API: custom fields and actions on constituents, validated as the
// constituent API's reference says, behind the same key, token and rate limit as the reads.

let sky: FakeSky | undefined;
afterEach(async () => {
  await sky?.close();
  sky = undefined;
});

function client(fake: FakeSky) {
  const token = fake.oauth.issueTokens(fake.environment().id).access_token;
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${fake.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'bb-api-subscription-key': fake.subscriptionKey, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (text ? JSON.parse(text) : null) as unknown };
  };
}

describe('fake SKY API: write-back', () => {
  it('lists the custom field categories, creates a custom field on a constituent and reads it back', async () => {
    sky = await startFakeSky({ dataset: { constituents: 20 }, callsPerSecond: 100 });
    const call = client(sky);
    expect((await call('GET', '/constituent/v1/constituents/customfields/categories')).body).toEqual({ count: 4, value: ['Ask Ladder', 'Ask Amount', 'Interests', 'Anniversary'] });
    const created = await call('POST', '/constituent/v1/constituents/customfields', { parent_id: '7', category: 'Ask Ladder', value: '$50 / $75 / $100', date: '2026-11-27', comment: 'Spring Appeal 2027' });
    expect(created.status).toBe(200);
    const { id } = created.body as { id: string };
    const read = await call('GET', '/constituent/v1/constituents/7/customfields');
    expect(read.body).toMatchObject({ count: 1, value: [{ id, parent_id: '7', category: 'Ask Ladder', type: 'Text', value: '$50 / $75 / $100', comment: 'Spring Appeal 2027' }] });
    expect((await call('PATCH', `/constituent/v1/constituents/customfields/${id}`, { value: '$60 / $90 / $120' })).status).toBe(200);
    expect((await call('GET', '/constituent/v1/constituents/7/customfields')).body).toMatchObject({ value: [{ value: '$60 / $90 / $120', comment: 'Spring Appeal 2027' }] });
  });

  it('refuses an unknown constituent or category, a text over 255 characters and a comment over 50, with 400', async () => {
    sky = await startFakeSky({ dataset: { constituents: 20 }, callsPerSecond: 100 });
    const call = client(sky);
    const refused = async (body: unknown) => {
      const answer = await call('POST', '/constituent/v1/constituents/customfields', body);
      expect(answer.status).toBe(400);
      return (answer.body as Array<{ message: string }>)[0]!.message;
    };
    expect(await refused({ parent_id: '999', category: 'Ask Ladder', value: 'x' })).toBe("The constituent '999' was not found.");
    expect(await refused({ parent_id: '7', category: 'Ask String', value: 'x' })).toMatch(/not valid for category/);
    expect(await refused({ parent_id: '7', category: 'Ask Ladder', value: 'x'.repeat(256) })).toBe('The value exceeds the character limit of 255.');
    expect(await refused({ parent_id: '7', category: 'Ask Ladder', value: 'x', comment: 'c'.repeat(51) })).toBe('The comment exceeds the character limit of 50.');
    expect(sky.environment().writes.customFields.size).toBe(0);
  });

  it('records an action on a constituent, refusing a category the API does not offer', async () => {
    sky = await startFakeSky({ dataset: { constituents: 20 }, callsPerSecond: 100 });
    const call = client(sky);
    const created = await call('POST', '/constituent/v1/actions', { constituent_id: '3', category: 'Mailing', date: '2026-11-27T00:00:00', summary: 'Spring Appeal 2027: asked $50 / $75 / $100', completed: true });
    expect(created.status).toBe(200);
    expect((await call('GET', '/constituent/v1/constituents/3/actions')).body).toMatchObject({ count: 1, value: [{ category: 'Mailing', summary: 'Spring Appeal 2027: asked $50 / $75 / $100', completed: true }] });
    const wrong = await call('POST', '/constituent/v1/actions', { constituent_id: '3', category: 'Letter', date: '2026-11-27' });
    expect(wrong.status).toBe(400);
  });

  it('counts writes against the rate limit: a sixth call in a second gets 429 with Retry-After', async () => {
    sky = await startFakeSky({ dataset: { constituents: 20 }, callsPerSecond: 5 });
    const call = client(sky);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call('POST', '/constituent/v1/constituents/customfields', { parent_id: String(i + 1), category: 'Ask Ladder', value: '$10' }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect([answers[5]!.status, answers[5]!.retryAfter]).toEqual([429, '1']);
    expect(sky.environment().writes.customFields.size).toBe(5);
  });
});
