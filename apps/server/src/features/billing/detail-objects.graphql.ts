import { builder } from '../../graphql/builder.ts';
import type { BillingDetail, BillingInvoice, BillingTransaction, SubscriptionDetailResult } from './billing-types.ts';
import { CENTS } from './cents-description.ts';
import { PaymentSourceRef } from './payment-objects.graphql.ts';
import { SubscriptionInfoRef } from './subscription-objects.graphql.ts';

// What SubscriptionDetailRequest answers: the billing details, invoices, transactions and an invoice's PDF.

const DetailCardRef = builder.objectRef<NonNullable<BillingDetail['card']>>('BillingDetailCard').implement({
  fields: (t) => ({
    first_name: t.exposeString('first_name', { nullable: true }),
    card_type: t.exposeString('card_type', { nullable: true }),
  }),
});

const Last4Ref = builder.objectRef<{ last4: string }>('Last4').implement({ fields: (t) => ({ last4: t.exposeString('last4') }) });

const PaymentMethodRef = builder.objectRef<NonNullable<BillingDetail['payment_method']>>('BillingPaymentMethod').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'card or direct_debit.' }),
    card: t.field({ type: Last4Ref, nullable: true, resolve: (m) => m.card }),
    bank_account: t.field({ type: Last4Ref, nullable: true, resolve: (m) => m.bank_account }),
  }),
});

const BillingCustomerRef = builder
  .objectRef<{ id: string }>('BillingCustomer')
  .implement({ fields: (t) => ({ id: t.exposeString('id') }) });
const CouponIdRef = builder
  .objectRef<{ coupon_id: string }>('CouponId')
  .implement({ fields: (t) => ({ coupon_id: t.exposeString('coupon_id') }) });

const BillingDetailRef = builder.objectRef<BillingDetail>('BillingDetail').implement({
  fields: (t) => ({
    subscription: t.field({ type: SubscriptionInfoRef, nullable: true, resolve: (d) => d.subscription }),
    card: t.field({ type: DetailCardRef, nullable: true, resolve: (d) => d.card }),
    payment_method: t.field({ type: PaymentMethodRef, nullable: true, resolve: (d) => d.payment_method }),
    customer: t.field({ type: BillingCustomerRef, nullable: true, resolve: (d) => d.customer }),
    coupons: t.field({ type: [CouponIdRef], resolve: (d) => d.coupons }),
    coupon: t.exposeString('coupon', { nullable: true, description: 'The coupon on the subscription now, if any.' }),
  }),
});

const BillingInvoiceRef = builder.objectRef<BillingInvoice>('BillingInvoice').implement({
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Opens at /profile/subscription/pdf/{id}.' }),
    date: t.expose('date', { type: 'DateTime' }),
    description: t.exposeString('description'),
    service_period_start: t.expose('service_period_start', { type: 'DateTime', nullable: true }),
    service_period_end: t.expose('service_period_end', { type: 'DateTime', nullable: true }),
    payment_method: t.exposeString('payment_method', { description: "'Visa ending 1111', 'Bank account ending 6789'." }),
    sub_total: t.exposeInt('sub_total', { description: CENTS }),
    tax: t.exposeInt('tax', { description: CENTS }),
    total: t.exposeInt('total', { description: `${CENTS} After discounts and tax, before credits.` }),
    credits_applied: t.exposeInt('credits_applied', { description: `${CENTS} Credit for the unused rest of the previous plan's term.` }),
    amount_paid: t.exposeInt('amount_paid', { description: `${CENTS} The total less the credits applied.` }),
    status: t.exposeString('status'),
  }),
});

const BillingTransactionRef = builder.objectRef<BillingTransaction>('BillingTransaction').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    date: t.expose('date', { type: 'DateTime' }),
    amount: t.exposeInt('amount', { description: CENTS }),
    status: t.exposeString('status'),
    masked_card_number: t.exposeString('masked_card_number', { nullable: true }),
    linked_invoices: t.field({
      type: [
        builder
          .objectRef<{ invoice_id: string }>('LinkedInvoice')
          .implement({ fields: (f) => ({ invoice_id: f.exposeString('invoice_id') }) }),
      ],
      resolve: (x) => x.linked_invoices,
    }),
  }),
});

const InvoicePdfRef = builder.objectRef<NonNullable<SubscriptionDetailResult['invoicePdf']>>('InvoicePdf').implement({
  fields: (t) => ({
    download_url: t.exposeString('download_url', { description: 'Where the browser downloads the invoice PDF; valid until valid_till.' }),
    valid_till: t.expose('valid_till', { type: 'DateTime' }),
  }),
});

export const SubscriptionDetailResultRef = builder.objectRef<SubscriptionDetailResult>('SubscriptionDetailResult').implement({
  description: 'What SubscriptionDetailRequest returns; which parts are filled depends on processType.',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: BillingDetailRef, nullable: true, resolve: (r) => r.result }),
    listPaymentMethods: t.field({ type: [PaymentSourceRef], resolve: (r) => r.listPaymentMethods }),
    resultInvoices: t.field({ type: [BillingInvoiceRef], resolve: (r) => r.resultInvoices }),
    resultTransactions: t.field({ type: [BillingTransactionRef], resolve: (r) => r.resultTransactions }),
    invoicePdf: t.field({ type: InvoicePdfRef, nullable: true, resolve: (r) => r.invoicePdf }),
  }),
});
