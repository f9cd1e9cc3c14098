import type { SubscriptionPageQuery } from '../../graphql/generated/graphql.ts';

export type Plan = SubscriptionPageQuery['listPaymentSubscriptions'][number];
export type CompanySubscription = NonNullable<SubscriptionPageQuery['getCompanySubscription']>;

/** A promo code applied in the summary or the promo entry. */
export interface AppliedPromoCode {
  code: string;
  discountText: string;
  discountAmount: number;
  durationType: string;
}

/** An operation's answer as the screens read it: the error text to show, or null when it went through. */
export function operationError(result: { error?: { graphQLErrors: Array<{ message: string }>; message: string } | undefined; data?: unknown }, payload: { statusCode: number; message?: string | null } | null | undefined): string | null {
  if (result.error) return result.error.graphQLErrors[0]?.message ?? result.error.message;
  if (!payload) return 'Something went wrong. Please try again.';
  return payload.statusCode === 200 ? null : (payload.message ?? 'Something went wrong. Please try again.');
}

/** Where 'Subscribe' came from (the export page), kept across the hosted checkout. */
const RETURN_KEY = 'askwise.subscription.returnTo';

export function safeReturnTo(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function rememberReturnTo(value: string | null): void {
  if (value) sessionStorage.setItem(RETURN_KEY, value);
}

export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return safeReturnTo(value);
}
