import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { billingCustomer } from './billing-customer.ts';
import { couponDiscountCents } from './billing-pricing.ts';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import type { SubscriptionInfo } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { getCompanySubscription } from './get-company-subscription.ts';

/** ChargebeeSubscriptionInfoRequest: the provider's view of the company's subscription, or null without one. */
export async function getSubscriptionInfo(services: AppServices, session: CompanySession): Promise<SubscriptionInfo | null> {
  const sub = await getCompanySubscription(services, session);
  if (!sub) return null;
  const found = await billingProvider(services).retrieveSubscription(await billingCustomer(services, session), sub.subscriptionId);
  if (!found) return null;
  return {
    id: found.id,
    status: found.status,
    current_term_start: found.currentTermStart,
    current_term_end: found.currentTermEnd,
    next_billing_at: found.nextBillingAt,
    started_at: found.startedAt,
    created_at: found.createdAt,
    updated_at: found.updatedAt,
    cancelled_at: found.cancelledAt,
    subscription_items: [{ item_price_id: found.itemPriceId, amount: found.amountCents }],
    coupons: await couponsOf(billingProvider(services), found),
  };
}

/** The subscription's coupons with what each takes off its price; a coupon gone from the catalogue takes nothing. */
function couponsOf(provider: BillingProvider, found: ProviderSubscription): Promise<SubscriptionInfo['coupons']> {
  return Promise.all(
    found.couponIds.map(async (id) => {
      const coupon = await provider.retrieveCoupon(id);
      return { coupon_id: id, discount_amount: coupon ? couponDiscountCents(coupon, found.amountCents) : 0 };
    }),
  );
}
