import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHubSpotContact {
  id: string;
  properties: Record<string, string>;
}

export interface FakeHubSpot {
  url: string;
  /** Contacts by id, as the fake holds them. */
  contacts: Map<string, FakeHubSpotContact>;
  /** Every request received: method, path and the bearer token used. */
  requests: Array<{ method: string; path: string; token: string | null }>;
  close: () => Promise<void>;
}

/**
 * A local stand-in for HubSpot's CRM v3 contacts API: create (409 with the existing id when the e-mail
 * is taken), read and update by id or by e-mail (idProperty=email). Requires the given bearer token.
 */
export async function startFakeHubSpot(accessToken: string): Promise<FakeHubSpot> {
  const contacts = new Map<string, FakeHubSpotContact>();
  const requests: FakeHubSpot['requests'] = [];
  let nextId = 1001;
  const byEmail = (email: string) => [...contacts.values()].find((c) => c.properties.email?.toLowerCase() === email.toLowerCase());

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, token });
    const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (token !== accessToken) return reply(401, { status: 'error', category: 'INVALID_AUTHENTICATION', message: 'Authentication credentials not found.' });

    const match = /^\/crm\/v3\/objects\/contacts(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return reply(404, { status: 'error', category: 'OBJECT_NOT_FOUND', message: 'Not found' });
    const key = match[1] ? decodeURIComponent(match[1]) : null;
    const input = req.method === 'POST' || req.method === 'PATCH' ? ((await readJson(req)) as { properties?: Record<string, string> }) : {};
    const find = () => (key === null ? undefined : url.searchParams.get('idProperty') === 'email' ? byEmail(key) : contacts.get(key));

    if (req.method === 'POST' && key === null) {
      const email = input.properties?.email;
      if (!email) return reply(400, { status: 'error', category: 'VALIDATION_ERROR', message: 'email is required' });
      const existing = byEmail(email);
      if (existing) return reply(409, { status: 'error', category: 'CONFLICT', message: `Contact already exists. Existing ID: ${existing.id}` });
      const contact = { id: String(nextId++), properties: { ...input.properties } };
      contacts.set(contact.id, contact);
      return reply(201, { ...contact, createdAt: new Date().toISOString(), archived: false });
    }
    const contact = find();
    if (!contact) return reply(404, { status: 'error', category: 'OBJECT_NOT_FOUND', message: 'resource not found' });
    if (req.method === 'GET') return reply(200, contact);
    if (req.method === 'PATCH') {
      Object.assign(contact.properties, input.properties ?? {});
      return reply(200, { ...contact, updatedAt: new Date().toISOString(), archived: false });
    }
    return reply(405, { status: 'error', message: 'Method not allowed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    contacts,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : {};
}
