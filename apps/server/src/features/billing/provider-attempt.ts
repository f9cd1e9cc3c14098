import type { AppServices } from '../../app-services.ts';
import { BillingProviderError } from './billing-provider.ts';
import { MESSAGES, providerMessage } from './billing-errors.ts';
import type { StatusResult } from './billing-types.ts';

export const ok = (message: string | null = null): StatusResult => ({ statusCode: 200, message });
export const failed = (message: string): StatusResult => ({ statusCode: 500, message });

/**
 * Runs a provider call. A provider refusal is answered with the spec's text for it (billing-errors.ts);
 * anything else is logged and answered with MESSAGES.unexpected, so the pages never show our internals.
 */
export async function attempt<R extends { statusCode: number }>(
  services: Pick<AppServices, 'log'>,
  what: string,
  work: () => Promise<R>,
  onError: (message: string) => R,
): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingProviderError) return onError(providerMessage(error));
    services.log.error({ err: error }, `Billing: ${what} failed`);
    return onError(MESSAGES.unexpected);
  }
}
