import type { AppServices } from '../../app-services.ts';
import type { BillingProvider } from './billing-provider.ts';
import { ChargebeeBillingProvider } from './chargebee/chargebee-provider.ts';
import { SandboxBillingProvider } from './sandbox/sandbox-provider.ts';

const providers = new WeakMap<object, BillingProvider>();

/** The configured billing adapter (BILLING_PROVIDER), one per running app. */
export function billingProvider(services: Pick<AppServices, 'config' | 'db' | 'storage' | 'log'>): BillingProvider {
  let provider = providers.get(services);
  if (!provider) {
    provider =
      services.config.BILLING_PROVIDER === 'chargebee'
        ? new ChargebeeBillingProvider(services.config, services.log)
        : new SandboxBillingProvider(services.db, services.storage);
    providers.set(services, provider);
  }
  return provider;
}
