import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import type { HttpRoute } from '../../../http/http-routes.ts';
import { applyWebhookEvent, type ApplyOutcome } from './apply-webhook-event.ts';
import { hashKey, WEBHOOK_PATH } from './webhook-subscriptions.ts';

// SKY's event deliveries. There is no signature: the secret in the address is the authentication, checked
// against the stored hash of its subscription. The validation handshake (OPTIONS) is answered only for a
// valid address. A delivery is answered once applied (SKY allows 30 s; one record is read): anything but
// 2xx makes SKY deliver it again, and an event id already applied changes nothing.

const MAX_BODY = 256 * 1024;
const ORIGIN = 'eventgrid.azure.net';

interface Subscriber {
  companyId: number;
  environmentId: number;
  skyEnvironmentId: string;
  eventType: string;
}

function reply(res: ServerResponse, status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(body ? JSON.stringify(body) : '');
}

/** webhookKey = {companyId}.{subscription id}.{secret}: the subscription it names, when the secret matches. */
async function subscriberOf(services: Pick<AppServices, 'db'>, req: IncomingMessage): Promise<Subscriber | null> {
  const key = new URL(req.url ?? '/', 'http://x').searchParams.get('webhookKey') ?? '';
  const match = /^(\d{1,9})\.(\d{1,9})\.([0-9a-f]{64})$/.exec(key);
  if (!match) return null;
  const companyId = Number(match[1]);
  const exists = await services.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!exists) return null;
  const row = await withCompany(services.db, companyId, (trx) =>
    trx
      .selectFrom('blackbaudWebhookSubscriptions as s')
      .innerJoin('blackbaudWebhookEvents as w', 'w.id', 's.webhookEventId')
      .innerJoin('environments as e', 'e.id', 's.environmentId')
      .select(['s.keyHash', 's.environmentId', 'e.environmentId as skyEnvironmentId', 'w.eventType'])
      .where('s.id', '=', Number(match[2]))
      .executeTakeFirst(),
  );
  if (!row) return null;
  const given = Buffer.from(hashKey(match[3]!));
  const stored = Buffer.from(row.keyHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return { companyId, environmentId: row.environmentId, skyEnvironmentId: row.skyEnvironmentId, eventType: row.eventType };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  try {
    const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The environment id in the CloudEvents subject (/environments/{id}, possibly with more segments). */
export const subjectEnvironment = (subject: unknown) => (typeof subject === 'string' ? (/\/environments\/([^/]+)/.exec(subject)?.[1] ?? null) : null);

export async function acceptDelivery(services: Pick<AppServices, 'db' | 'config'>, subscriber: Subscriber, event: Record<string, unknown>): Promise<ApplyOutcome> {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const recordId = typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : null;
  if (typeof event.id !== 'string' || event.type !== subscriber.eventType || subjectEnvironment(event.subject) !== subscriber.skyEnvironmentId) return 'ignored';
  if (!recordId || !/^[\w-]{1,64}$/.test(recordId)) return 'ignored';
  return applyWebhookEvent(services, { companyId: subscriber.companyId, environmentId: subscriber.environmentId, eventId: event.id, eventType: subscriber.eventType, recordId });
}

export const webhookHandshakeRoute: HttpRoute = {
  method: 'OPTIONS',
  path: WEBHOOK_PATH,
  handle: async (req, res, services) => {
    if (!(await subscriberOf(services, req))) return reply(res, 401, { message: 'Unauthorized' });
    reply(res, 200, undefined, { 'webhook-allowed-origin': String(req.headers['webhook-request-origin'] ?? ORIGIN), 'webhook-allowed-rate': '100', allow: 'POST' });
  },
};

export const webhookDeliveryRoute: HttpRoute = {
  method: 'POST',
  path: WEBHOOK_PATH,
  handle: async (req, res, services) => {
    const subscriber = await subscriberOf(services, req);
    if (!subscriber) return reply(res, 401, { message: 'Unauthorized' });
    const event = await readJson(req);
    if (!event) return reply(res, 400, { message: 'Expected a CloudEvents JSON event' });
    try {
      return reply(res, 200, { outcome: await acceptDelivery(services, subscriber, event) });
    } catch (error) {
      services.log.error({ err: error }, 'Raiser\'s Edge NXT: a webhook event could not be applied');
      // Anything but 2xx makes SKY deliver again later.
      return reply(res, 500, { message: 'The event could not be applied' });
    }
  },
};
