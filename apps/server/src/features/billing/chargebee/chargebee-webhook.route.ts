import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import type { HttpRoute } from '../../../http/http-routes.ts';
import { companyIdOfCustomer } from '../billing-provider.ts';
import { publishSubscriptionChanged, recordSubscription } from '../subscription-record.ts';
import { fromChargebeeSubscription } from './chargebee-provider.ts';

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

/**
 * Applies one Chargebee event: each event id once (kept per company), and a subscription state only when it
 * is newer than the one kept, so a replayed or late event changes nothing.
 */
export async function applyChargebeeEvent(
  services: Pick<AppServices, 'db' | 'bus' | 'log'>,
  event: Record<string, unknown>,
): Promise<Outcome> {
  const content = (event.content ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const subscription = content.subscription;
  const customerId = String(subscription?.customer_id ?? content.customer?.id ?? '');
  const companyId = companyIdOfCustomer(customerId);
  if (!subscription || companyId === null || typeof event.id !== 'string') return 'ignored';
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
    return (await recordSubscription(trx, companyId, 'chargebee', fromChargebeeSubscription(subscription))) ? 'applied' : 'unchanged';
  });
  if (outcome === 'applied') await publishSubscriptionChanged(services, companyId);
  return outcome;
}

/** POST /billing/chargebee/webhook: Chargebee's event deliveries (Basic auth; refused when not configured). */
export const chargebeeWebhookRoute: HttpRoute = {
  method: 'POST',
  path: CHARGEBEE_WEBHOOK_PATH,
  handle: async (req, res, services) => {
    const { config } = services;
    if (config.BILLING_PROVIDER !== 'chargebee') return reply(res, 404, { message: 'Not found' });
    if (!isAuthorised(req.headers.authorization, config.CHARGEBEE_WEBHOOK_USERNAME, config.CHARGEBEE_WEBHOOK_PASSWORD)) {
      res.setHeader('www-authenticate', 'Basic realm="chargebee-webhook"');
      return reply(res, 401, { message: 'Unauthorized' });
    }
    const event = await readJson(req);
    if (!event) return reply(res, 400, { message: 'Expected a JSON event' });
    try {
      return reply(res, 200, { outcome: await applyChargebeeEvent(services, event) });
    } catch (error) {
      services.log.error({ err: error, eventId: event.id }, 'Billing: a Chargebee event could not be applied');
      return reply(res, 500, { message: 'The event could not be applied' });
    }
  },
};
