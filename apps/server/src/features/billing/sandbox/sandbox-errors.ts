import { BillingProviderError } from '../billing-provider.ts';

/** Chargebee's answer for an id it does not know, which the sandbox gives alike. */
export function notFound(what: string): BillingProviderError {
  return new BillingProviderError(`${what} is not present`, 'invalid_request', 'resource_not_found');
}
