import { describe, expect, it } from 'vitest';
import { cancelFeedbackError, formatAnnualFee, formatCents, isPlanActionDisabled, paymentErrorText, planAction, promoAlreadyListed, promoDurationText, promoTotals, sortPlans } from './billing-rules.ts';

const small = { id: 1, annualFee: '1800.00', constituentsLimit: 2_500 };
const medium = { id: 2, annualFee: '3600.00', constituentsLimit: 10_000 };
const large = { id: 3, annualFee: '6000.00', constituentsLimit: 25_000 };
const custom = { id: 4, annualFee: 'Call for pricing', constituentsLimit: 0 };
const onMedium = { paymentSubscriptionId: 2, constituentsLimit: 10_000, active: true };

describe('plan actions', () => {
  it('names the action from the plan and the current subscription', () => {
    expect(planAction(custom, null)).toBe('Schedule a call');
    expect(planAction(small, null)).toBe('Subscribe');
    expect(planAction(large, onMedium)).toBe('Upgrade');
    expect(planAction(small, onMedium)).toBe('Downgrade');
    expect(planAction(custom, onMedium)).toBe('Schedule a call');
  });

  it('disables a plan priced on call, too small for the donors held, or below the current plan', () => {
    expect(isPlanActionDisabled(custom, null, 0, false)).toBe(true);
    expect(isPlanActionDisabled(small, null, 2_500, false)).toBe(false);
    expect(isPlanActionDisabled(small, null, 2_501, false)).toBe(true);
    expect(isPlanActionDisabled(small, onMedium, 100, true)).toBe(true);
  });

  it('keeps other plans disabled while subscribed until the administrator changes plan', () => {
    expect(isPlanActionDisabled(large, onMedium, 100, false)).toBe(true);
    expect(isPlanActionDisabled(large, onMedium, 100, true)).toBe(false);
    expect(isPlanActionDisabled(medium, onMedium, 20_000, false)).toBe(false);
  });

  it('lists plans by limit with the custom plan last', () => {
    expect(sortPlans([custom, large, small, medium]).map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('promo codes', () => {
  it('caps the sum of discounts at the price and never asks for less than nothing', () => {
    expect(promoTotals(360_000, [{ code: 'A', discountAmount: 36_000, durationType: 'forever' }])).toEqual({ discountCents: 36_000, payableCents: 324_000 });
    const two = [
      { code: 'A', discountAmount: 300_000, durationType: 'forever' },
      { code: 'B', discountAmount: 100_000, durationType: 'one_time' },
    ];
    expect(promoTotals(360_000, two)).toEqual({ discountCents: 360_000, payableCents: 0 });
    expect(promoTotals(360_000, [])).toEqual({ discountCents: 0, payableCents: 360_000 });
  });

  it('words the duration and refuses a code already listed', () => {
    expect(promoDurationText('forever')).toBe('on every billing!');
    expect(promoDurationText('one_time')).toBe('on this billing!');
    expect(promoDurationText('limited_period')).toBe('');
    expect(promoAlreadyListed('save10', [{ code: 'SAVE10', discountAmount: 1, durationType: 'forever' }])).toEqual({ code: 'save10', message: 'Promo code save10 is already applied' });
    expect(promoAlreadyListed('OTHER', [{ code: 'SAVE10', discountAmount: 1, durationType: 'forever' }])).toBeNull();
  });
});

describe('texts', () => {
  it('formats cents and yearly fees in US dollars', () => {
    expect(formatCents(480_000)).toBe('$4,800.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatAnnualFee('3600.00')).toBe('$3,600.00');
    expect(formatAnnualFee('99.5')).toBe('$99.50');
    expect(formatAnnualFee('Call for pricing')).toBe('Call for pricing');
  });

  it('maps provider errors to the spec texts', () => {
    expect(paymentErrorText('Subscription cannot be created. Error message: (3001) Insufficient funds')).toBe('Insufficient funds.');
    expect(paymentErrorText('bank_account[routing_number] : invalid routing number')).toBe('invalid routing number');
    expect(paymentErrorText('Your card was declined.')).toBe('Your card was declined.');
  });

  it('asks for at least one cancel reason and at most 500 characters of other text', () => {
    expect(cancelFeedbackError([], '')).toBe('Please select at least one option');
    expect(cancelFeedbackError(['Too expensive'], '')).toBeNull();
    expect(cancelFeedbackError(['Other'], 'x'.repeat(501))).toMatch(/500/);
  });
});
