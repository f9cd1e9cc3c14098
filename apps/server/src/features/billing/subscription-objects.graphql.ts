import { builder } from '../../graphql/builder.ts';
import type { CompanySubscription, HostedPageLink, PaymentOperationResult, StatusResult, SubscriptionInfo } from './billing-types.ts';
import { CENTS } from './cents-description.ts';

// The company's subscription, as we keep it and as the provider sees it, and what changing it answers.

export const CompanySubscriptionRef = builder.objectRef<CompanySubscription>('CompanySubscription').implement({
  description: "The company's yearly subscription.",
  fields: (t) => ({
    paymentSubscriptionId: t.exposeInt('paymentSubscriptionId', { description: 'The plan id (SubscriptionPlan.id).' }),
    cbSubscriptionId: t.exposeString('cbSubscriptionId', { description: "The plan's item price id." }),
    subscriptionId: t.exposeString('subscriptionId', { description: "The provider's subscription id." }),
    planName: t.exposeString('planName'),
    status: t.exposeString('status', { description: 'active, non_renewing (cancelled at term end) or cancelled.' }),
    next_billing_at: t.expose('next_billing_at', { type: 'DateTime', nullable: true }),
    currentTermEnd: t.expose('currentTermEnd', { type: 'DateTime', nullable: true }),
    constituentsLimit: t.exposeInt('constituentsLimit'),
    paymentDate: t.expose('paymentDate', { type: 'DateTime', nullable: true }),
    active: t.exposeBoolean('active', { description: 'false when cancelled or scheduled to cancel at the end of the term.' }),
    standard: t.exposeBoolean('standard', { description: 'false for a custom plan.' }),
    annualFee: t.exposeString('annualFee', { description: 'Decimal dollars per year.' }),
    annualFeeCents: t.exposeInt('annualFeeCents'),
    cancelledAt: t.expose('cancelledAt', { type: 'DateTime', nullable: true }),
    canReactivate: t.exposeBoolean('canReactivate', {
      description: 'Reactivation is allowed now (within 7 days before the payment date).',
    }),
  }),
});

const HostedPageLinkRef = builder.objectRef<HostedPageLink>('HostedPageLink').implement({
  fields: (t) => ({
    pageLink: t.exposeString('pageLink', { description: 'The hosted checkout address (direct debit).' }),
    hostedPageId: t.exposeString('hostedPageId'),
  }),
});

export const PaymentOperationResultRef = builder.objectRef<PaymentOperationResult>('PaymentOperationResult').implement({
  description: 'statusCode 200 on success; 500 with the message to show otherwise. result.pageLink for sourceType ach.',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: HostedPageLinkRef, nullable: true, resolve: (r) => r.result }),
  }),
});

export const StatusResultRef = builder.objectRef<StatusResult>('BillingStatusResult').implement({
  description: 'statusCode 200 on success (message to show, or JSON for CreatePaymentMethodRequest); 500 with the error message.',
  fields: (t) => ({ statusCode: t.exposeInt('statusCode'), message: t.exposeString('message', { nullable: true }) }),
});

const SubscriptionItemRef = builder.objectRef<SubscriptionInfo['subscription_items'][number]>('SubscriptionItem').implement({
  fields: (t) => ({ item_price_id: t.exposeString('item_price_id'), amount: t.exposeInt('amount', { description: CENTS }) }),
});

const SubscriptionCouponRef = builder.objectRef<SubscriptionInfo['coupons'][number]>('SubscriptionCoupon').implement({
  fields: (t) => ({ coupon_id: t.exposeString('coupon_id'), discount_amount: t.exposeInt('discount_amount', { description: CENTS }) }),
});

export const SubscriptionInfoRef = builder.objectRef<SubscriptionInfo>('SubscriptionInfo').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.exposeString('status'),
    current_term_start: t.expose('current_term_start', { type: 'DateTime', nullable: true }),
    current_term_end: t.expose('current_term_end', { type: 'DateTime', nullable: true }),
    next_billing_at: t.expose('next_billing_at', { type: 'DateTime', nullable: true }),
    started_at: t.expose('started_at', { type: 'DateTime', nullable: true }),
    created_at: t.expose('created_at', { type: 'DateTime' }),
    updated_at: t.expose('updated_at', { type: 'DateTime' }),
    cancelled_at: t.expose('cancelled_at', { type: 'DateTime', nullable: true }),
    subscription_items: t.field({ type: [SubscriptionItemRef], resolve: (s) => s.subscription_items }),
    coupons: t.field({ type: [SubscriptionCouponRef], resolve: (s) => s.coupons }),
  }),
});
