// The SKY Webhook API: subscriptions per environment and event type, the CloudEvents validation handshake
// (OPTIONS with WebHook-Request-Origin), and deliveries as application/cloudevents+json POSTs.
import { randomUUID } from 'node:crypto';

export interface SkyWebhookSubscription {
  id: string;
  environmentId: string;
  eventType: string;
  /** The full address, secret query string included (the GET endpoints leave the query out). */
  webhookUrl: string;
  provisioningStatus: 'Provisioning' | 'Provisioned' | 'Error';
}

export interface SkyEventDelivery {
  subscriptionId: string;
  status: number;
}

export class SkyWebhooks {
  readonly subscriptions = new Map<string, SkyWebhookSubscription>();

  create(environmentId: string, body: unknown): { status: number; body: unknown; location?: string } {
    const input = (body ?? {}) as { webhook_url?: unknown; event_type?: unknown };
    if (typeof input.webhook_url !== 'string' || typeof input.event_type !== 'string') {
      return { status: 400, body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'webhook_url and event_type are required.' } };
    }
    try {
      new URL(input.webhook_url);
    } catch {
      return { status: 400, body: { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'webhook_url is not a valid URL.' } };
    }
    const subscription: SkyWebhookSubscription = { id: randomUUID(), environmentId, eventType: input.event_type, webhookUrl: input.webhook_url, provisioningStatus: 'Provisioning' };
    this.subscriptions.set(subscription.id, subscription);
    void this.handshake(subscription);
    return { status: 201, body: { id: subscription.id, provisioning_status: 'Provisioning' }, location: `/webhook/v1/subscriptions/${subscription.id}` };
  }

  private async handshake(subscription: SkyWebhookSubscription): Promise<void> {
    try {
      const response = await fetch(subscription.webhookUrl, { method: 'OPTIONS', headers: { 'WebHook-Request-Origin': 'eventgrid.azure.net' } });
      const isAllowed = response.ok && response.headers.get('webhook-allowed-origin') === 'eventgrid.azure.net';
      subscription.provisioningStatus = isAllowed ? 'Provisioned' : 'Error';
    } catch {
      subscription.provisioningStatus = 'Error';
    }
  }

  /** What GET returns for a subscription: no query string in webhook_url. */
  static view(subscription: SkyWebhookSubscription) {
    const url = new URL(subscription.webhookUrl);
    url.search = '';
    return { id: subscription.id, event_type: subscription.eventType, webhook_url: url.toString(), provisioning_status: subscription.provisioningStatus };
  }

  list(environmentId: string) {
    const value = [...this.subscriptions.values()].filter((s) => s.environmentId === environmentId).map(SkyWebhooks.view);
    return { count: value.length, value };
  }

  /** Sends one event to every provisioned subscription of its environment and type; returns each answer. */
  async emit(environmentId: string, eventType: string, data: Record<string, unknown>, eventId: string = randomUUID()): Promise<SkyEventDelivery[]> {
    const event = { type: eventType, specversion: '1.0', source: 'FAKESKY', subject: `/environments/${environmentId}`, id: eventId, time: new Date().toISOString(), data };
    const targets = [...this.subscriptions.values()].filter((s) => s.environmentId === environmentId && s.eventType === eventType && s.provisioningStatus === 'Provisioned');
    return Promise.all(
      targets.map(async (s) => {
        const response = await fetch(s.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/cloudevents+json; charset=utf-8', origin: 'eventgrid.azure.net', 'aeg-delivery-count': '0' },
          body: JSON.stringify(event),
        }).catch(() => null);
        return { subscriptionId: s.id, status: response?.status ?? 0 };
      }),
    );
  }
}
