import { startFakeHubSpot, type FakeHubSpot } from '@askwise/fakes/hubspot/hubspot-fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { HubSpotCrm } from './hubspot-crm.ts';
import { LogCrm } from './log-crm.ts';

let fake: FakeHubSpot;
beforeAll(async () => {
  fake = await startFakeHubSpot('test-token');
});
afterAll(() => fake?.close());

describe('HubSpot CRM adapter against a local fake of the contacts API', () => {
  it('creates a contact, then updates it by e-mail when it exists', async () => {
    const crm = new HubSpotCrm(fake.url, 'test-token');
    const id = await crm.upsertContact({ email: 'dana@example.org', firstname: 'Dana', lastname: 'Admin', company: 'Hope' });
    expect(id).toBeTruthy();
    expect(fake.contacts.get(id!)?.properties).toEqual({ email: 'dana@example.org', firstname: 'Dana', lastname: 'Admin', company: 'Hope' });
    const again = await crm.upsertContact({ email: 'dana@example.org', firstname: 'Dana', lastname: 'Owner', company: 'Hope' });
    expect(again).toBe(id);
    expect(fake.contacts.get(id!)?.properties.lastname).toBe('Owner');
    expect(fake.requests.every((r) => r.token === 'test-token')).toBe(true);
  });

  it('records last_login as a contact property; an unknown contact is no error', async () => {
    const crm = new HubSpotCrm(fake.url, 'test-token');
    const id = await crm.upsertContact({ email: 'sam@example.org', firstname: 'Sam', lastname: null, company: null });
    const at = new Date('2026-03-01T10:00:00Z');
    await crm.recordEvent('sam@example.org', 'last_login', at);
    expect(fake.contacts.get(id!)?.properties.last_login).toBe(at.toISOString());
    await expect(crm.recordEvent('nobody@example.org', 'last_login')).resolves.toBeUndefined();
  });

  it('a wrong token is an error', async () => {
    await expect(new HubSpotCrm(fake.url, 'wrong').upsertContact({ email: 'x@example.org', firstname: null, lastname: null, company: null })).rejects.toThrow(/401/);
  });

  it('the default CRM only logs', async () => {
    const crm = new LogCrm(createLogger('silent', false));
    expect(await crm.upsertContact({ email: 'x@example.org', firstname: null, lastname: null, company: null })).toBeNull();
    await expect(crm.recordEvent('x@example.org', 'last_login')).resolves.toBeUndefined();
  });
});
