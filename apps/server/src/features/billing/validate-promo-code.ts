import type { AppServices } from '../../app-services.ts';
import type { CompanySession } from '../accounts/index.ts';
import { MESSAGES } from './billing-errors.ts';
import { billingCustomer } from './billing-customer.ts';
import { couponDiscountCents, discountText } from './billing-pricing.ts';
import type { ProviderCoupon } from './billing-provider.ts';
import type { PromoCodeResult, PromoCodeValidateResult } from './billing-types.ts';
import { billingProvider } from './create-billing-provider.ts';
import { findPlan } from './plans.ts';
import { attempt } from './provider-attempt.ts';

/**
 * PromocodeValidateRequest: a promo code for a plan, with what it takes off the plan's yearly price. A code
 * the provider does not know, or cannot look up, reads as invalid; a code used before is refused as such.
 */
export async function validatePromoCode(
  services: AppServices,
  session: CompanySession,
  args: { cbSubscriptionId: string; promoCode: string },
): Promise<PromoCodeValidateResult> {
  const code = args.promoCode.trim();
  const invalid = { statusCode: 500, message: MESSAGES.promoInvalid(code), result: null };
  const plan = await findPlan(services.db, { cbSubscriptionId: args.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null || code === '') return invalid;
  const price = plan.annualFeeCents;
  const provider = billingProvider(services);
  return attempt<PromoCodeValidateResult>(
    services,
    'promo code lookup',
    async () => {
      const coupon = await provider.retrieveCoupon(code);
      if (!coupon || coupon.status !== 'active') return invalid;
      const used = await provider.couponsUsedBefore(await billingCustomer(services, session));
      if (used.includes(coupon.id)) return { statusCode: 500, message: MESSAGES.promoUsedBefore(code), result: null };
      return { statusCode: 200, message: null, result: promoCodeResult(coupon, price) };
    },
    () => invalid,
  );
}

function promoCodeResult(coupon: ProviderCoupon, price: number): PromoCodeResult {
  return {
    code: coupon.id,
    discountAmount: couponDiscountCents(coupon, price),
    discountText: discountText(coupon),
    durationType: coupon.durationType,
    discountType: coupon.discountType,
    period: coupon.period,
    periodUnit: coupon.periodUnit,
    subscriptionPrice: price,
  };
}
