// The subscription page's rules (billing spec sections 2, 4 and 5), kept apart from the screens so that
// they are tested on their own. Amounts are integer cents.

export interface PlanView {
  id: number;
  /** Decimal dollars, or 'Call for pricing'. */
  annualFee: string;
  constituentsLimit: number;
}

export interface CurrentSubscriptionView {
  paymentSubscriptionId: number;
  constituentsLimit: number;
  active: boolean;
}

export const CALL_FOR_PRICING = 'Call for pricing';

export type PlanAction = 'Schedule a call' | 'Subscribe' | 'Upgrade' | 'Downgrade';

/** A custom plan (constituentsLimit 0) is bought through a call, never from the table. */
export const isCustomPlan = (plan: PlanView) => plan.constituentsLimit === 0;

/** The detail panel's action: 'Schedule a call' for the custom plan, 'Subscribe' without a subscription, else up or down. */
export function planAction(plan: PlanView, current: CurrentSubscriptionView | null): PlanAction {
  if (isCustomPlan(plan)) return 'Schedule a call';
  if (!current) return 'Subscribe';
  return plan.constituentsLimit > current.constituentsLimit ? 'Upgrade' : 'Downgrade';
}

/**
 * Whether the plan's purchase button is disabled: a priced-on-call plan; a plan (not the current one) too
 * small for the donors the company holds; a plan smaller than the current subscription; and, while a
 * subscription exists, every other plan until the administrator asks to change plan.
 */
export function isPlanActionDisabled(plan: PlanView, current: CurrentSubscriptionView | null, totalConstituents: number, isChangingPlan: boolean): boolean {
  if (plan.annualFee === CALL_FOR_PRICING) return true;
  const isCurrent = current?.paymentSubscriptionId === plan.id;
  if (!isCurrent && totalConstituents > plan.constituentsLimit) return true;
  if (current && current.constituentsLimit > plan.constituentsLimit) return true;
  if (current && !isCurrent && !isChangingPlan) return true;
  return false;
}

/** Plans as the table lists them: by constituent limit, the custom plan last. */
export function sortPlans<T extends PlanView>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => Number(isCustomPlan(a)) - Number(isCustomPlan(b)) || a.constituentsLimit - b.constituentsLimit);
}

export interface AppliedPromo {
  code: string;
  /** Cents taken off the price. */
  discountAmount: number;
  durationType: string;
}

/** The promo arithmetic: the discounts' sum capped at the price; what is payable, never below 0. */
export function promoTotals(priceCents: number, promos: readonly AppliedPromo[]): { discountCents: number; payableCents: number } {
  const sum = promos.reduce((total, promo) => total + Math.max(0, promo.discountAmount), 0);
  const discountCents = Math.min(sum, Math.max(0, priceCents));
  return { discountCents, payableCents: Math.max(0, priceCents - discountCents) };
}

/** 'forever' discounts apply on every billing, 'one_time' ones on this one; limited periods are not worded. */
export function promoDurationText(durationType: string): string {
  if (durationType === 'forever') return 'on every billing!';
  if (durationType === 'one_time') return 'on this billing!';
  return '';
}

export type PromoRefusal = { code: string; message: string } | null;

/** The client-side promo refusal: a code already in the list. */
export function promoAlreadyListed(code: string, promos: readonly AppliedPromo[]): PromoRefusal {
  const wanted = code.trim();
  return promos.some((p) => p.code.toLowerCase() === wanted.toLowerCase()) ? { code: wanted, message: `Promo code ${wanted} is already applied` } : null;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US-style dollars from integer cents: 480000 -> '$4,800.00'. */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** A plan's yearly fee as shown: '$4,800.00', or 'Call for pricing' as it is. */
export function formatAnnualFee(annualFee: string): string {
  if (annualFee === CALL_FOR_PRICING || !/^\d+(\.\d{1,2})?$/.test(annualFee)) return annualFee;
  const [dollars, fraction = ''] = annualFee.split('.');
  return formatCents(Number(dollars) * 100 + Number(fraction.padEnd(2, '0')));
}

/** A provider error as the spec shows it: the insufficient-funds code becomes 'Insufficient funds.'; a bank account error shows what follows its colon. */
export function paymentErrorText(message: string): string {
  if (message.includes('Error message: (3001)')) return 'Insufficient funds.';
  if (message.includes('bank_account') && message.includes(':')) return message.slice(message.lastIndexOf(':') + 1).trim();
  return message;
}

/** The seven cancel reasons of the feedback form, in the spec's order. */
export const CANCEL_REASONS = [
  "The product didn't work for our organization",
  "I didn't use it as much as I wanted",
  'Took too much time to create personalised ask amounts',
  'Wanted to see more features',
  'Replacing with another service',
  'Too expensive',
  'Going to try a different way of creating ask strings for appeals',
] as const;

export const CANCEL_OTHER_MAX = 500;

/** The cancel feedback's check: at least one option chosen ('Other' counts), and 'Other' within 500 characters. */
export function cancelFeedbackError(reasons: readonly string[], otherText: string): string | null {
  if (reasons.length === 0) return 'Please select at least one option';
  if (otherText.length > CANCEL_OTHER_MAX) return `Other may hold at most ${CANCEL_OTHER_MAX} characters`;
  return null;
}
