import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { clientAddress } from '../../../http/client-address.ts';
import type { HttpRoute } from '../../../http/http-routes.ts';
import { companyIdOfCustomer, type ProviderSubscription } from '../billing-provider.ts';
import { publishSubscriptionChanged, recordSubscription } from '../subscription-record.ts';
import { ChargebeeBillingProvider } from './chargebee-provider.ts';
import { FailedAuthThrottle } from './failed-auth-throttle.ts';

export const CHARGEBEE_WEBHOOK_PATH = '/billing/chargebee/webhook';
const MAX_BODY = 1024 * 1024;

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Basic auth with CHARGEBEE_WEBHOOK_USERNAME / _PASSWORD; without them configured nothing is accepted. */
export function isAuthorised(header: string | undefined, username: string | undefined, password: string | undefined): boolean {
  if (!username || !password || !header?.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return same(given, `${username}:${password}`);
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
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

type Outcome = 'applied' | 'unchanged' | 'duplicate' | 'ignored';

/** Reads a subscription from Chargebee itself; null when Chargebee does not know it. */
export type SubscriptionSource = (subscriptionId: string) => Promise<ProviderSubscription | null>;

/**
 * Applies one Chargebee event: each event id once (kept per company), and a subscription state only when it
 * is newer than the one kept, so a replayed or late event changes nothing. The event only says which
 * subscription changed: its state and its customer are read back from Chargebee, so a forged body (with the
 * webhook password leaked) can at most make us re-read what Chargebee already holds.
 */
export async function applyChargebeeEvent(
  services: Pick<AppServices, 'db' | 'bus' | 'log'>,
  readSubscription: SubscriptionSource,
  event: Record<string, unknown>,
): Promise<Outcome> {
  const content = (event.content ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const subscriptionId = content.subscription?.id;
  if (typeof subscriptionId !== 'string' || !subscriptionId || typeof event.id !== 'string') return 'ignored';
  const subscription = await readSubscription(subscriptionId);
  const companyId = subscription ? companyIdOfCustomer(subscription.customerId) : null;
  if (!subscription || companyId === null) {
    services.log.warn({ eventId: event.id, subscriptionId }, 'Billing: a Chargebee event names a subscription Chargebee does not know');
    return 'ignored';
  }
  const exists = await services.db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  if (!exists) return 'ignored';
  const outcome = await withCompany(services.db, companyId, async (trx): Promise<Outcome> => {
    const seen = await trx
      .insertInto('billingWebhookEvents')
      .values({
        id: event.id as string,
        companyId,
        eventType: String(event.event_type ?? ''),
        occurredAt: new Date(Number(event.occurred_at ?? 0) * 1000),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return 'duplicate';
    return (await recordSubscription(trx, companyId, 'chargebee', subscription)) ? 'applied' : 'unchanged';
  });
  if (outcome === 'applied') await publishSubscriptionChanged(services, companyId);
  return outcome;
}

const throttles = new WeakMap<object, FailedAuthThrottle>();
const readers = new WeakMap<object, SubscriptionSource>();

function throttleOf(services: object): FailedAuthThrottle {
  let throttle = throttles.get(services);
  if (!throttle) throttles.set(services, (throttle = new FailedAuthThrottle()));
  return throttle;
}

function subscriptionReader(services: Pick<AppServices, 'config' | 'log'>): SubscriptionSource {
  let read = readers.get(services);
  if (!read) {
    const chargebee = new ChargebeeBillingProvider(services.config, services.log);
    read = (subscriptionId) => chargebee.retrieveSubscriptionById(subscriptionId);
    readers.set(services, read);
  }
  return read;
}

/** POST /billing/chargebee/webhook: Chargebee's event deliveries (Basic auth; refused when not configured). */
export const chargebeeWebhookRoute: HttpRoute = {
  method: 'POST',
  path: CHARGEBEE_WEBHOOK_PATH,
  handle: async (req, res, services) => {
    const { config } = services;
    if (config.BILLING_PROVIDER !== 'chargebee') return reply(res, 404, { message: 'Not found' });
    const source = clientAddress(req, config.TRUST_PROXY);
    const throttle = throttleOf(services);
    if (throttle.isBlocked(source)) {
      res.setHeader('retry-after', String(throttle.retryAfterSeconds(source)));
      return reply(res, 429, { message: 'Too many failed attempts' });
    }
    if (!isAuthorised(req.headers.authorization, config.CHARGEBEE_WEBHOOK_USERNAME, config.CHARGEBEE_WEBHOOK_PASSWORD)) {
      const failures = throttle.fail(source);
      services.log.warn({ source, failures }, 'Billing: a Chargebee webhook delivery failed authentication');
      res.setHeader('www-authenticate', 'Basic realm="chargebee-webhook"');
      return reply(res, 401, { message: 'Unauthorized' });
    }
    const event = await readJson(req);
    if (!event) return reply(res, 400, { message: 'Expected a JSON event' });
    try {
      return reply(res, 200, { outcome: await applyChargebeeEvent(services, subscriptionReader(services), event) });
    } catch (error) {
      services.log.error({ err: error, eventId: event.id }, 'Billing: a Chargebee event could not be applied');
      return reply(res, 500, { message: 'The event could not be applied' });
    }
  },
};
