import { createHash, randomBytes } from 'node:crypto';
import type { AppServices } from '../../../app-services.ts';
import type { Config } from '../../../config.ts';
import { withCompany } from '../../../db/database.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { SkyError } from '../../../platform/sky/sky-client.ts';
import { skyClientFor } from '../sky-connection.ts';

// Event subscriptions (ManageCompanyOrganizationSubscribedWHEvents): each one is a SKY webhook subscription
// whose delivery address carries a secret naming the company and the subscription row. Only the secret's
// hash is stored; SKY keeps the address (and does not show its query string back).

export const WEBHOOK_PATH = '/webhooks/blackbaud';

type Services = Pick<AppServices, 'db' | 'config'>;

export interface SubscribedEventView {
  id: number;
  name: string;
  description: string;
  eventType: string;
  provisionStatus: string | null;
  errMessage: string | null;
  companyOrganizationToBbWebhookEventId: number | null;
}

export const hashKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Where SKY delivers: the product's public address (PUBLIC_URL, else this machine). */
function webhookBase(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

/** Only a connected Raiser's Edge NXT environment of the company has event subscriptions. */
async function connectedEnvironment(services: Services, companyId: number, environmentId: number) {
  const environment = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('environments as e').innerJoin('blackbaudConnections as c', 'c.environmentId', 'e.id').select(['e.id', 'e.isLocked']).where('e.id', '=', environmentId).executeTakeFirst(),
  );
  if (!environment) throw new UserFacingError('Environment not found.', 'NOT_FOUND');
  return environment;
}

/** Every event type with this environment's subscription to it (if any); pending ones are asked of SKY again. */
export async function subscribedEvents(services: Services, companyId: number, environmentId: number): Promise<SubscribedEventView[]> {
  await connectedEnvironment(services, companyId, environmentId);
  const pending = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('blackbaudWebhookSubscriptions').select(['id', 'skySubscriptionId']).where('environmentId', '=', environmentId).where('provisionStatus', '=', 'PROVISIONING').execute(),
  );
  if (pending.length) await refreshPending(services, companyId, environmentId, pending);
  const rows = await withCompany(services.db, companyId, (trx) =>
    trx
      .selectFrom('blackbaudWebhookEvents as w')
      .leftJoin('blackbaudWebhookSubscriptions as s', (join) => join.onRef('s.webhookEventId', '=', 'w.id').on('s.environmentId', '=', environmentId))
      .select(['w.id', 'w.name', 'w.description', 'w.eventType', 's.provisionStatus', 's.errMessage', 's.id as subscriptionId'])
      .orderBy('w.id')
      .execute(),
  );
  return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, eventType: r.eventType, provisionStatus: r.provisionStatus, errMessage: r.errMessage, companyOrganizationToBbWebhookEventId: r.subscriptionId }));
}

async function refreshPending(services: Services, companyId: number, environmentId: number, pending: Array<{ id: number; skySubscriptionId: string | null }>) {
  const client = await skyClientFor(services.db, services.config, companyId, environmentId);
  for (const row of pending) {
    if (!row.skySubscriptionId) continue;
    const answer = await client.get<{ provisioning_status?: string }>(`/webhook/v1/subscriptions/${encodeURIComponent(row.skySubscriptionId)}`).catch(() => null);
    const status = answer?.provisioning_status === 'Provisioned' ? 'PROVISIONED' : answer?.provisioning_status === 'Error' ? 'ERROR' : null;
    if (!status) continue;
    await withCompany(services.db, companyId, (trx) =>
      trx.updateTable('blackbaudWebhookSubscriptions').set({ provisionStatus: status, errMessage: status === 'ERROR' ? 'The delivery address did not answer the validation request.' : null }).where('id', '=', row.id).execute(),
    );
  }
}

/** SUBSCRIBE: the row (with the secret's hash) first, so that SKY's validation request finds it. */
export async function subscribe(services: Services, companyId: number, environmentId: number, webhookEventId: number): Promise<number> {
  await connectedEnvironment(services, companyId, environmentId);
  const secret = randomBytes(32).toString('hex');
  const row = await withCompany(services.db, companyId, async (trx) => {
    const event = await trx.selectFrom('blackbaudWebhookEvents').select(['id', 'eventType']).where('id', '=', webhookEventId).executeTakeFirst();
    if (!event) throw new UserFacingError('Unknown event type.', 'BAD_USER_INPUT');
    const existing = await trx.selectFrom('blackbaudWebhookSubscriptions').select('id').where('environmentId', '=', environmentId).where('webhookEventId', '=', webhookEventId).executeTakeFirst();
    if (existing) throw new UserFacingError('This environment is already subscribed to that event.', 'CONFLICT');
    const created = await trx.insertInto('blackbaudWebhookSubscriptions').values({ companyId, environmentId, webhookEventId, keyHash: hashKey(secret), skySubscriptionId: null, errMessage: null }).returning('id').executeTakeFirstOrThrow();
    return { id: created.id, eventType: event.eventType };
  });
  const address = `${webhookBase(services.config)}${WEBHOOK_PATH}?webhookKey=${companyId}.${row.id}.${secret}`;
  try {
    const client = await skyClientFor(services.db, services.config, companyId, environmentId);
    const created = await client.post<{ id: string; provisioning_status?: string }>('/webhook/v1/subscriptions', { webhook_url: address, event_type: row.eventType });
    await withCompany(services.db, companyId, (trx) =>
      trx.updateTable('blackbaudWebhookSubscriptions').set({ skySubscriptionId: created.id, provisionStatus: created.provisioning_status === 'Provisioned' ? 'PROVISIONED' : 'PROVISIONING' }).where('id', '=', row.id).execute(),
    );
  } catch (error) {
    const message = error instanceof SkyError ? error.message : 'The subscription could not be created.';
    await withCompany(services.db, companyId, (trx) => trx.updateTable('blackbaudWebhookSubscriptions').set({ provisionStatus: 'ERROR', errMessage: message }).where('id', '=', row.id).execute());
    throw new UserFacingError(message);
  }
  return row.id;
}

/** UNSUBSCRIBE: deleted at SKY (already gone there is fine), then here. */
export async function unsubscribe(services: Services, companyId: number, subscriptionId: number): Promise<void> {
  const row = await withCompany(services.db, companyId, (trx) =>
    trx.updateTable('blackbaudWebhookSubscriptions').set({ provisionStatus: 'UNPROVISIONING' }).where('id', '=', subscriptionId).returning(['environmentId', 'skySubscriptionId']).executeTakeFirst(),
  );
  if (!row) throw new UserFacingError('Subscription not found.', 'NOT_FOUND');
  if (row.skySubscriptionId) {
    const client = await skyClientFor(services.db, services.config, companyId, row.environmentId);
    await client.delete(`/webhook/v1/subscriptions/${encodeURIComponent(row.skySubscriptionId)}`).catch((error: unknown) => {
      if (!(error instanceof SkyError && error.status === 404)) throw error;
    });
  }
  await withCompany(services.db, companyId, (trx) => trx.deleteFrom('blackbaudWebhookSubscriptions').where('id', '=', subscriptionId).execute());
}

/** Before an environment goes, its SKY subscriptions go (best effort: SKY also drops them on disconnect). */
export async function unsubscribeAll(services: Services, companyId: number, environmentId: number): Promise<void> {
  const rows = await withCompany(services.db, companyId, (trx) => trx.selectFrom('blackbaudWebhookSubscriptions').select('id').where('environmentId', '=', environmentId).execute());
  for (const row of rows) await unsubscribe(services, companyId, row.id).catch(() => undefined);
}
