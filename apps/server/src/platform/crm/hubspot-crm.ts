import type { Crm, CrmContact, CrmEventType } from './crm.ts';

export class CrmError extends Error {
  override name = 'CrmError';
}

/**
 * HubSpot's CRM v3 contacts API with a private-app access token. Contacts are addressed by e-mail
 * (idProperty=email); events set a date-time contact property named after the event type.
 */
export class HubSpotCrm implements Crm {
  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async upsertContact(contact: CrmContact): Promise<string | null> {
    const properties = Object.fromEntries(Object.entries(contact).filter(([, v]) => v !== null && v !== ''));
    const created = await this.request('POST', '/crm/v3/objects/contacts', { properties });
    if (created.status === 201 || created.status === 200) return (created.body as { id?: string }).id ?? null;
    if (created.status !== 409) throw new CrmError(`HubSpot refused the contact (${created.status})`);
    const updated = await this.request('PATCH', `/crm/v3/objects/contacts/${encodeURIComponent(contact.email)}?idProperty=email`, { properties });
    if (updated.status !== 200) throw new CrmError(`HubSpot did not update the contact (${updated.status})`);
    return (updated.body as { id?: string }).id ?? null;
  }

  async recordEvent(email: string, type: CrmEventType, at = new Date()): Promise<void> {
    const path = `/crm/v3/objects/contacts/${encodeURIComponent(email)}?idProperty=email`;
    const response = await this.request('PATCH', path, { properties: { [type]: at.toISOString() } });
    // A contact not (yet) in the CRM is not an error for the product.
    if (response.status !== 200 && response.status !== 404) throw new CrmError(`HubSpot did not record ${type} (${response.status})`);
  }

  private async request(method: string, path: string, body: unknown): Promise<{ status: number; body: unknown }> {
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }
}
