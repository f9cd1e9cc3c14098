import type { AppServices } from '../../app-services.ts';
import type { BillingConfiguration } from './billing-types.ts';
import { SANDBOX_TOKENIZE_PATH } from './sandbox/sandbox-token.route.ts';

/** getBillingConfiguration: what the browser needs to collect card details with the configured provider. */
export function getBillingConfiguration(services: Pick<AppServices, 'config'>): BillingConfiguration {
  const { config } = services;
  if (config.BILLING_PROVIDER === 'chargebee') {
    return {
      provider: 'chargebee',
      site: config.CHARGEBEE_SITE ?? null,
      publishableKey: config.CHARGEBEE_PUBLISHABLE_KEY ?? null,
      jsUrl: config.CHARGEBEE_JS_URL,
      tokenizeUrl: null,
    };
  }
  return { provider: 'sandbox', site: null, publishableKey: null, jsUrl: null, tokenizeUrl: SANDBOX_TOKENIZE_PATH };
}
