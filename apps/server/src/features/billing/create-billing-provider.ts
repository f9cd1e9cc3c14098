import type { AppServices } from '../../app-services.ts';
import type { BillingProvider } from './billing-provider.ts';
import { SandboxBillingProvider } from './sandbox/sandbox-provider.ts';

const providers = new WeakMap<object, BillingProvider>();

/** The configured billing adapter (BILLING_PROVIDER), one per running app. */
export function billingProvider(services: Pick<AppServices, 'config' | 'db' | 'storage' | 'log'>): BillingProvider {
  let provider = providers.get(services);
  if (!provider) {
    if (services.config.BILLING_PROVIDER === 'chargebee')
      throw new Error('BILLING_PROVIDER=chargebee: the Chargebee adapter is not part of this version yet');
    provider = new SandboxBillingProvider(services.db, services.storage);
    providers.set(services, provider);
  }
  return provider;
}
