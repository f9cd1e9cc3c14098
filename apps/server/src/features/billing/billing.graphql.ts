import { builder } from '../../graphql/builder.ts';
import { requireAdministratorOrThrow } from '../accounts/index.ts';
import * as ops from './billing-operations.ts';
import {
  PROCESS_TYPES,
  SOURCE_TYPES,
  type BillingConfiguration,
  type BillingDetail,
  type BillingInvoice,
  type BillingTransaction,
  type CompanySubscription,
  type CustomPlanResult,
  type CustomPlanValidateResult,
  type EstimateResult,
  type HostedPageLink,
  type PaymentOperationResult,
  type PaymentSource,
  type PromoCodeResult,
  type PromoCodeValidateResult,
  type StatusResult,
  type SubscriptionDetailResult,
  type SubscriptionInfo,
  type SubscriptionPlan,
  type UpgradeEstimate,
} from './billing-types.ts';

// Object types ------------------------------------------------------------------------------------

const CENTS = 'Integer cents.';

const SubscriptionPlanRef = builder.objectRef<SubscriptionPlan>('SubscriptionPlan').implement({
  description: 'A yearly plan of the plan table; constituentsLimit 0 is the custom plan (Schedule a call).',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    annualFee: t.exposeString('annualFee', { description: "Decimal dollars per year ('4800.00'), or 'Call for pricing'." }),
    annualFeeCents: t.exposeInt('annualFeeCents', { nullable: true, description: `${CENTS} Null for 'Call for pricing'.` }),
    constituentsLimit: t.exposeInt('constituentsLimit'),
    cbsubscriptionId: t.exposeString('cbsubscriptionId', { description: "The payment provider's item price id." }),
    donorsRecord: t.exposeString('donorsRecord', { description: "The plan table's 'Total records' text." }),
  }),
});

const CompanySubscriptionRef = builder.objectRef<CompanySubscription>('CompanySubscription').implement({
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

const PaymentOperationResultRef = builder.objectRef<PaymentOperationResult>('PaymentOperationResult').implement({
  description: 'statusCode 200 on success; 500 with the message to show otherwise. result.pageLink for sourceType ach.',
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: HostedPageLinkRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const StatusResultRef = builder.objectRef<StatusResult>('BillingStatusResult').implement({
  description: 'statusCode 200 on success (message to show, or JSON for CreatePaymentMethodRequest); 500 with the error message.',
  fields: (t) => ({ statusCode: t.exposeInt('statusCode'), message: t.exposeString('message', { nullable: true }) }),
});

const UpgradeEstimateRef = builder.objectRef<UpgradeEstimate>('UpgradeEstimate').implement({
  fields: (t) => ({
    amountDue: t.exposeInt('amountDue', { description: `${CENTS} What would be charged now.` }),
    creditsApplied: t.exposeInt('creditsApplied', { description: CENTS }),
    total: t.exposeInt('total', { description: CENTS }),
  }),
});

const EstimateResultRef = builder.objectRef<EstimateResult>('EstimateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
    result: t.field({ type: UpgradeEstimateRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const PromoCodeResultRef = builder.objectRef<PromoCodeResult>('PromoCodeResult').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    discountAmount: t.exposeInt('discountAmount', { description: `${CENTS} Taken off subscriptionPrice (percentages already applied).` }),
    discountText: t.exposeString('discountText', { description: "'10%' or '$500.00'." }),
    durationType: t.exposeString('durationType', { description: 'forever, one_time or limited_period.' }),
    discountType: t.exposeString('discountType', { description: 'fixed_amount or percentage.' }),
    period: t.exposeInt('period', { nullable: true }),
    periodUnit: t.exposeString('periodUnit', { nullable: true }),
    subscriptionPrice: t.exposeInt('subscriptionPrice', { description: `${CENTS} The plan's yearly price.` }),
  }),
});

const PromoCodeValidateResultRef = builder.objectRef<PromoCodeValidateResult>('PromoCodeValidateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: PromoCodeResultRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const CustomPlanResultRef = builder.objectRef<CustomPlanResult>('CustomPlanResult').implement({
  fields: (t) => ({
    planName: t.exposeString('planName'),
    price: t.exposeString('price', { description: 'Decimal dollars per year.' }),
    constituentsLimit: t.exposeInt('constituentsLimit'),
    cbSubscriptionId: t.exposeString('cbSubscriptionId', { description: 'The custom plan id to purchase with.' }),
  }),
});

const CustomPlanValidateResultRef = builder.objectRef<CustomPlanValidateResult>('CustomPlanValidateResult').implement({
  fields: (t) => ({
    statusCode: t.exposeInt('statusCode'),
    message: t.exposeString('message', { nullable: true }),
    result: t.field({ type: CustomPlanResultRef, nullable: true, resolve: (r) => r.result }),
  }),
});

const SubscriptionItemRef = builder.objectRef<SubscriptionInfo['subscription_items'][number]>('SubscriptionItem').implement({
  fields: (t) => ({ item_price_id: t.exposeString('item_price_id'), amount: t.exposeInt('amount', { description: CENTS }) }),
});

const SubscriptionCouponRef = builder.objectRef<SubscriptionInfo['coupons'][number]>('SubscriptionCoupon').implement({
  fields: (t) => ({ coupon_id: t.exposeString('coupon_id'), discount_amount: t.exposeInt('discount_amount', { description: CENTS }) }),
});

const SubscriptionInfoRef = builder.objectRef<SubscriptionInfo>('SubscriptionInfo').implement({
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

type CardOfSource = NonNullable<PaymentSource['card']>;
const PaymentCardRef = builder.objectRef<CardOfSource>('PaymentCard').implement({
  fields: (t) => ({
    brand: t.exposeString('brand'),
    last4: t.exposeString('last4'),
    masked_number: t.exposeString('masked_number'),
    expiry_month: t.exposeInt('expiry_month'),
    expiry_year: t.exposeInt('expiry_year'),
    first_name: t.exposeString('first_name', { nullable: true }),
    last_name: t.exposeString('last_name', { nullable: true }),
    billing_addr1: t.exposeString('billing_addr1', { nullable: true }),
    billing_addr2: t.exposeString('billing_addr2', { nullable: true }),
    billing_city: t.exposeString('billing_city', { nullable: true }),
    billing_state_code: t.exposeString('billing_state_code', { nullable: true }),
    billing_zip: t.exposeString('billing_zip', { nullable: true }),
  }),
});

const BankAccountRef = builder.objectRef<{ last4: string }>('PaymentBankAccount').implement({
  fields: (t) => ({ last4: t.exposeString('last4') }),
});

const PaymentSourceRef = builder.objectRef<PaymentSource>('PaymentSource').implement({
  description: 'A saved payment method: only brand, last four digits and expiry are ever kept.',
  fields: (t) => ({
    id: t.exposeString('id'),
    reference_id: t.exposeString('reference_id', { nullable: true }),
    type: t.exposeString('type', { description: 'card or bank_account.' }),
    primary: t.exposeBoolean('primary'),
    card: t.field({ type: PaymentCardRef, nullable: true, resolve: (s) => s.card }),
    bank_account: t.field({ type: BankAccountRef, nullable: true, resolve: (s) => s.bank_account }),
  }),
});

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

const SubscriptionDetailResultRef = builder.objectRef<SubscriptionDetailResult>('SubscriptionDetailResult').implement({
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

const BillingConfigurationRef = builder.objectRef<BillingConfiguration>('BillingConfiguration').implement({
  description: 'How the browser collects card details: the sandbox (look-alike fields posting to tokenizeUrl) or Chargebee.js from jsUrl.',
  fields: (t) => ({
    provider: t.exposeString('provider', { description: 'sandbox or chargebee.' }),
    site: t.exposeString('site', { nullable: true }),
    publishableKey: t.exposeString('publishableKey', { nullable: true }),
    jsUrl: t.exposeString('jsUrl', { nullable: true }),
    tokenizeUrl: t.exposeString('tokenizeUrl', { nullable: true }),
  }),
});

// Inputs ------------------------------------------------------------------------------------------

const SourceTypeEnum = builder.enumType('BillingSourceType', { values: SOURCE_TYPES });
const ProcessTypeEnum = builder.enumType('SubscriptionProcessType', { values: PROCESS_TYPES });

const EcheckDataInput = builder.inputType('EcheckDataInput', {
  fields: (t) => ({ accountNumber: t.string({ required: true }), routingNumber: t.string({ required: true }) }),
});

const SubscriptionPurchaseInput = builder.inputType('SubscriptionPurchaseInput', {
  description:
    'CreateCompanySubscriptionRequest / SetCompanySubscriptionRequest: cardToken from tokenization (card), echeckData (echeck), nothing for ach.',
  fields: (t) => ({
    cardToken: t.string(),
    cbSubscriptionId: t.string({
      required: true,
      description: "The plan's item price id (SubscriptionPlan.cbsubscriptionId or a custom plan id).",
    }),
    subscriptionId: t.int({ description: 'The plan id (SubscriptionPlan.id).' }),
    sourceType: t.field({ type: SourceTypeEnum, required: true }),
    promoCodes: t.stringList(),
    echeckData: t.field({ type: EcheckDataInput }),
  }),
});

const CardDetailsInput = builder.inputType('PaymentCardInput', {
  fields: (t) => ({
    first_name: t.string(),
    last_name: t.string(),
    expiry_month: t.int(),
    expiry_year: t.int(),
    billing_addr1: t.string(),
    billing_addr2: t.string(),
    billing_city: t.string(),
    billing_state_code: t.string(),
    billing_zip: t.string(),
    billing_country: t.string(),
  }),
});

const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  description: "sourceType: 'card' or 'echeck' (update), 'new-card' or 'echeck' (create), 'edit-card', 'set-primary', 'delete-card'.",
  fields: (t) => ({
    sourceType: t.string({ required: true }),
    cardToken: t.string(),
    card: t.field({ type: CardDetailsInput }),
    echeckData: t.field({ type: EcheckDataInput }),
    payment_id: t.string(),
  }),
});

const CancelFeedbackInput = builder.inputType('CancelFeedbackInput', {
  fields: (t) => ({
    feedback: t.stringList({ required: true, description: 'The chosen reasons (at least one).' }),
    other_text: t.string({ description: "'Other', at most 500 characters." }),
  }),
});

// Queries -----------------------------------------------------------------------------------------

builder.queryField('getBillingConfiguration', (t) =>
  t.field({
    type: BillingConfigurationRef,
    description: 'Which payment provider collects card details, and where its script or tokenization endpoint is.',
    resolve: (_root, _args, ctx) => (requireAdministratorOrThrow(ctx.session), ops.billingConfiguration(ctx.services)),
  }),
);

builder.queryField('getCompanySubscription', (t) =>
  t.field({
    type: CompanySubscriptionRef,
    nullable: true,
    description: "The company's subscription, or null when it has none. Other members read getExportAllowance.isSubscribed.",
    resolve: (_root, _args, ctx) => ops.getCompanySubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.queryField('listPaymentSubscriptions', (t) =>
  t.field({
    type: [SubscriptionPlanRef],
    description: 'The plan table, by constituent limit, the custom plan last.',
    resolve: (_root, _args, ctx) => ops.listPlans(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.queryField('getEstimatePlanUpgrade', (t) =>
  t.field({
    type: EstimateResultRef,
    description:
      'What changing to a plan (planId, or cbSubscriptionId) with these promo codes would charge now; for a company without a subscription, the first payment.',
    args: { planId: t.arg.int(), companyId: t.arg.int(), cbSubscriptionId: t.arg.string(), promoCodes: t.arg.stringList() },
    resolve: (_root, args, ctx) => ops.estimatePlanChange(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.queryField('PromocodeValidateRequest', (t) =>
  t.field({
    type: PromoCodeValidateResultRef,
    description: `A promo code for a plan: statusCode 500 with 'Promo code "{code}" is invalid' or 'Promo code {code} is already applied on a previous billing'.`,
    args: { cbSubscriptionId: t.arg.string({ required: true }), promoCode: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ops.validatePromoCode(ctx.services, requireAdministratorOrThrow(ctx.session), args),
  }),
);

builder.queryField('CustomPlanValidateRequest', (t) =>
  t.field({
    type: CustomPlanValidateResultRef,
    description: 'A custom plan id: its name, yearly price and constituents limit; statusCode 500 with the message when unknown.',
    args: { cbSubscriptionId: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => ops.validateCustomPlan(ctx.services, requireAdministratorOrThrow(ctx.session), args.cbSubscriptionId),
  }),
);

builder.queryField('SubscriptionDetailRequest', (t) =>
  t.field({
    type: SubscriptionDetailResultRef,
    description:
      'SUBSCRIPTION_CUSTOMER_INFO: result (coupons, coupon, payment_method); SUBSCRIPTION_DETAILS: result, resultInvoices, resultTransactions, listPaymentMethods; ' +
      'PAYMENT_METHOD_LIST: listPaymentMethods; SUBSCRIPTION_TRANSACTION_LIST: resultTransactions, resultInvoices; SUBSCRIPTION_INVOICE_PDF (invoiceId): invoicePdf.',
    args: { processType: t.arg({ type: ProcessTypeEnum, required: true }), invoiceId: t.arg.string() },
    resolve: (_root, args, ctx) =>
      ops.subscriptionDetail(ctx.services, requireAdministratorOrThrow(ctx.session), args.processType, args.invoiceId ?? null),
  }),
);

builder.queryField('ChargebeeSubscriptionInfoRequest', (t) =>
  t.field({
    type: SubscriptionInfoRef,
    nullable: true,
    description: "The provider's view of the company's subscription, or null without one.",
    resolve: (_root, _args, ctx) => ops.subscriptionInfo(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

// Mutations ---------------------------------------------------------------------------------------

builder.mutationField('CreateCompanySubscriptionRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description:
      'Buys a yearly plan. For sourceType ach the result carries the hosted checkout pageLink; complete it with CompleteHostedCheckoutRequest.',
    args: { input: t.arg({ type: SubscriptionPurchaseInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.createSubscription(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('SetCompanySubscriptionRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description:
      'Changes the plan (upgrade or downgrade), paying the difference now with the given card token or the current payment method.',
    args: { input: t.arg({ type: SubscriptionPurchaseInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.changeSubscription(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('CompleteHostedCheckoutRequest', (t) =>
  t.field({
    type: PaymentOperationResultRef,
    description: 'Records the subscription bought through the hosted checkout (direct debit).',
    args: { hostedPageId: t.arg.string({ required: true }), subscriptionId: t.arg.int() },
    resolve: (_root, args, ctx) => ops.completeHostedCheckout(ctx.services, requireAdministratorOrThrow(ctx.session), args.hostedPageId),
  }),
);

builder.mutationField('UpdatePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Replaces the subscription's payment method (sourceType card with cardToken, or echeck with echeckData).",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.updatePaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('CreatePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Adds a payment method (sourceType 'new-card' with cardToken and card, or 'echeck' with echeckData); message is JSON with masked_number.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.createPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('EditPaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Edits a card's name, expiry and billing address (sourceType 'edit-card', payment_id, card).",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.editPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('SetAsPrimaryPaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: "Makes a payment method the primary one (sourceType 'set-primary', payment_id); the others stop being primary.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.setPrimaryPaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('DeletePaymentMethodRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Deletes a payment method (sourceType 'delete-card', payment_id); refused when it is the only one. statusCode 200 on success.",
    args: { input: t.arg({ type: PaymentMethodInput, required: true }) },
    resolve: (_root, { input }, ctx) => ops.deletePaymentMethod(ctx.services, requireAdministratorOrThrow(ctx.session), input),
  }),
);

builder.mutationField('CancelCompanySubscriptionRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: 'Cancels at the end of the current billing period (status non_renewing); 500 with the error otherwise.',
    resolve: (_root, _args, ctx) => ops.cancelSubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);

builder.mutationField('SaveSubscriptionCancelFeedbackRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description:
      "Keeps the cancel feedback (processType CREATE_FEEDBACK). 'Please select at least one option' without a reason; other_text at most 500 characters.",
    args: { processType: t.arg.string({ required: true }), feedbacks: t.arg({ type: CancelFeedbackInput, required: true }) },
    resolve: (_root, args, ctx) =>
      ops.saveCancelFeedback(ctx.services, requireAdministratorOrThrow(ctx.session), args.processType, args.feedbacks),
  }),
);

builder.mutationField('ReactivateCompanySubscriptionRequest', (t) =>
  t.field({
    type: StatusResultRef,
    description: 'Undoes a cancellation: allowed within 7 days before the payment date (a cancelled subscription starts a new term).',
    resolve: (_root, _args, ctx) => ops.reactivateSubscription(ctx.services, requireAdministratorOrThrow(ctx.session)),
  }),
);
