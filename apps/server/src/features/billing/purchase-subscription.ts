import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import type { PaymentOperationResult, SubscriptionPurchase } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getCompanySubscription } from './get-company-subscription.ts';
import { keepSubscription } from './keep-subscription.ts';
import { paymentOf } from './payment-choice.ts';
import { findPlan } from './plans.ts';
import { attempt } from './provider-attempt.ts';

const failedPurchase = (message: string): PaymentOperationResult => ({ statusCode: 500, message, result: null });

/**
 * CreateCompanySubscriptionRequest: buys a yearly plan with a card token or a bank account. Direct debit (ach)
 * is authorised on the provider's hosted checkout instead, so it answers with that page's address.
 */
export async function purchaseSubscription(
  services: AppServices,
  session: CompanySession,
  input: SubscriptionPurchase,
): Promise<PaymentOperationResult> {
  const plan = await findPlan(services.db, { cbSubscriptionId: input.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null) return failedPurchase(MESSAGES.planNotFound);
  const existing = await getCompanySubscription(services, session);
  if (existing && existing.status !== 'cancelled') return failedPurchase(MESSAGES.alreadySubscribed);
  const provider = billingProvider(services);
  const customer = await billingCustomer(services, session);
  const couponIds = input.promoCodes ?? [];
  return attempt<PaymentOperationResult>(
    services,
    'purchase',
    async () => {
      if (input.sourceType === 'ach') {
        const redirectUrl = `${publicUrl(services)}/profile/subscription?hostedCheckout=${plan.id}`;
        const page = await provider.startHostedCheckout(customer, { itemPriceId: plan.itemPriceId, couponIds, redirectUrl });
        return { statusCode: 200, message: null, result: { pageLink: page.url, hostedPageId: page.id } };
      }
      const payment = paymentOf(input);
      if (typeof payment === 'string') return failedPurchase(payment);
      const bought = await provider.createSubscription(customer, { itemPriceId: plan.itemPriceId, couponIds, payment });
      await keepSubscription(services, session, bought);
      return { statusCode: 200, message: MESSAGES.subscribed, result: null };
    },
    failedPurchase,
  );
}

/** Where the hosted checkout sends the browser back to: the product's public address. */
function publicUrl(services: Pick<AppServices, 'config'>): string {
  return (services.config.PUBLIC_URL ?? `http://localhost:${services.config.PORT}`).replace(/\/$/, '');
}
