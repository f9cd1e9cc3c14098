import type { ProviderCoupon } from './billing-provider.ts';

/** What one coupon takes off a price, in cents: a fixed amount (at most the price) or a rounded percentage. */
export function couponDiscountCents(
  coupon: Pick<ProviderCoupon, 'discountType' | 'discountAmountCents' | 'discountPercentage'>,
  priceCents: number,
): number {
  if (coupon.discountType === 'fixed_amount') return Math.min(priceCents, coupon.discountAmountCents ?? 0);
  return Math.min(priceCents, Math.round((priceCents * Math.round((coupon.discountPercentage ?? 0) * 100)) / 10000));
}

/** The spec's promo arithmetic: the discounts' sum is capped at the price, so the payable amount is never below 0. */
export function totalDiscountCents(
  coupons: readonly Pick<ProviderCoupon, 'discountType' | 'discountAmountCents' | 'discountPercentage'>[],
  priceCents: number,
): number {
  return Math.min(
    priceCents,
    coupons.reduce((sum, c) => sum + couponDiscountCents(c, priceCents), 0),
  );
}

/** '10%' or '$500.00'. */
export function discountText(coupon: Pick<ProviderCoupon, 'discountType' | 'discountAmountCents' | 'discountPercentage'>): string {
  if (coupon.discountType === 'percentage') return `${Number(coupon.discountPercentage)}%`;
  return `$${centsToDollars(coupon.discountAmountCents ?? 0, true)}`;
}

/** 480000 -> '4800.00' (or '4,800.00' with grouping). Exact: integer arithmetic only. */
export function centsToDollars(cents: number, grouped = false): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  const wholeText = grouped ? whole.toLocaleString('en-US') : String(whole);
  return `${cents < 0 ? '-' : ''}${wholeText}.${rest}`;
}

/** The share of a yearly price for the rest of the term, rounded to the cent. */
export function proratedCents(priceCents: number, now: Date, termStart: Date, termEnd: Date): number {
  const term = termEnd.getTime() - termStart.getTime();
  if (term <= 0) return 0;
  const left = Math.min(term, Math.max(0, termEnd.getTime() - now.getTime()));
  return Math.round((priceCents * left) / term);
}

/** A term of one year from `start`. */
export function oneYearAfter(start: Date): Date {
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * A plan change now, prorated as Chargebee does: the new plan for the rest of the term less the discounts on
 * that charge, and as credit what was paid for the unused rest of the term (never more than the charge).
 */
export function changeEstimate(input: {
  newPriceCents: number;
  coupons: readonly Pick<ProviderCoupon, 'discountType' | 'discountAmountCents' | 'discountPercentage'>[];
  unusedPaidCents: number;
  now: Date;
  termStart: Date;
  termEnd: Date;
}) {
  const subTotal = proratedCents(input.newPriceCents, input.now, input.termStart, input.termEnd);
  const discount = totalDiscountCents(input.coupons, subTotal);
  const total = subTotal - discount;
  const creditsApplied = Math.min(total, Math.max(0, input.unusedPaidCents));
  return { subTotal, discount, total, creditsApplied, amountDue: total - creditsApplied };
}
