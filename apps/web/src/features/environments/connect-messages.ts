// What the administrator reads after the authorization and code exchange (spec section 8).

export const EXCHANGE_MESSAGES: Record<string, string> = {
  environment_alreadyexists: 'Environment already exists',
  missing_companyOrgId_for_reconnect: 'Company Organization Information missing for Reconnect',
  auth_missing_code: 'auth_missing_code',
  auth_missing_state: 'auth_missing_state',
  auth_invalid_state: 'auth_invalid_state',
};

export const GENERIC_EXCHANGE_ERROR = 'An error has occurred.';

export type SubscriptionReason = 'subscription_update' | 'subscription_expired';

export function isSubscriptionError(code: string | null | undefined): code is SubscriptionReason {
  return code === 'subscription_update' || code === 'subscription_expired';
}

/** The message for an exchange or callback error; null when nothing should be said (popup closed). */
export function exchangeMessage(code: string): string | null {
  if (code === 'auth_cancelled' || code === 'access_denied') return null;
  return EXCHANGE_MESSAGES[code] ?? GENERIC_EXCHANGE_ERROR;
}

/** An entity's line in the progress dialog: its error, marked non-essential, or 'Cancelled'. */
export function entityErrorText(entry: { status: string; errorMessage: string | null; isEssential: boolean }): string | null {
  if (entry.status === 'CANCELLED') return 'Cancelled';
  if (entry.status !== 'ERROR') return null;
  return `${entry.errorMessage || 'Some error occured'}${entry.isEssential ? '' : ' (non-essential)'}`;
}
