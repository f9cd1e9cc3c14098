import type { BillingProviderError } from './billing-provider.ts';

/** The billing area's texts (billing spec, sections 5 and 8), and ours where the spec has none. */
export const MESSAGES = {
  insufficientFunds: 'Insufficient funds.',
  unexpected: 'We have some problems with you subscription, please contact our Client Assistant',
  noSubscriptionDetails: 'We have some problems with you subscription, please contact our Client Assistant',
  cancelFailed: 'We have some problem trying cancel your subscription, Try again please.',
  newCardFailed: 'We have problem to add you payment method',
  selectOneOption: 'Please select at least one option',
  promoInvalid: (code: string) => `Promo code "${code}" is invalid`,
  promoUsedBefore: (code: string) => `Promo code ${code} is already applied on a previous billing`,
  customPlanNotFound: (id: string) => `Custom plan "${id}" was not found`,
  planNotFound: 'This plan is not available.',
  alreadySubscribed: 'Your company already has a subscription.',
  noSubscription: 'Your company has no subscription yet.',
  resubscribeFirst: 'You can upgrade after resubscribing',
  cardRequired: 'The card number is required.',
  echeckRequired: 'The routing is required.',
  wrongSourceType: 'This payment method request is not valid.',
  wrongProcessType: 'This request is not valid.',
  unknownReason: 'Please choose the reasons from the list.',
  otherTooLong: 'Other may contain at most 500 characters.',
  paymentMethodNotFound: 'This payment method was not found.',
  lastPaymentMethod: 'The only payment method cannot be deleted.',
  invoiceNotFound: 'This invoice was not found.',
  nothingToReactivate: 'There is no cancelled subscription to reactivate.',
  reactivationWindow: 'The subscription can no longer be reactivated: the payment date is less than 7 days away.',
  subscribed: 'Your subscription is active.',
  planChanged: 'Your plan has been changed.',
  cancelled: 'Your membership will be cancelled at the end of your current billing period.',
  reactivated: 'Your subscription has been reactivated.',
  feedbackThanks: 'Thank you for your feedback.',
  paymentMethodUpdated: 'Your payment method has been updated',
  paymentMethodDeleted: 'Payment method deleted successfully!!',
  primarySet: 'Your primary payment method has been changed.',
} as const;

/**
 * The spec's error catalogue: a provider error with '(3001)' reads 'Insufficient funds.'; a bank-account
 * error 'bank_account[...] : text' shows the text after the colon; other provider errors show their message.
 */
export function providerMessage(error: Pick<BillingProviderError, 'message'>): string {
  const message = error.message;
  if (message.includes('Error message: (3001)')) return MESSAGES.insufficientFunds;
  if (message.includes('bank_account') && message.includes(':')) return message.slice(message.indexOf(':') + 1).trim();
  return message;
}
