import type { HttpRoute } from '../../http/http-routes.ts';
import { chargebeeWebhookRoute } from './chargebee/chargebee-webhook.route.ts';
import { sandboxTokenRoute } from './sandbox/sandbox-token.route.ts';

/** The billing area's plain HTTP routes. */
export const BILLING_ROUTES: HttpRoute[] = [sandboxTokenRoute, chargebeeWebhookRoute];
