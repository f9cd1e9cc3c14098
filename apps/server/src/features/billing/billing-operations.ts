import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { CompanySession } from '../accounts/index.ts';
import { billingProvider } from './create-billing-provider.ts';
import { BillingProviderError, customerIdOf, type BillingCustomer, type PaymentChoice } from './billing-provider.ts';
import { MESSAGES, providerMessage } from './billing-errors.ts';
import { couponDiscountCents, discountText } from './billing-pricing.ts';
import { publishSubscriptionChanged, readCompanySubscription, recordSubscription } from './subscription-record.ts';
import { CANCEL_REASONS, PROCESS_TYPES, type ProcessType } from './billing-types.ts';
import type * as T from './billing-types.ts';
import { findPlan, listPlans } from './plans.ts';
import { SANDBOX_TOKENIZE_PATH } from './sandbox/sandbox-token.route.ts';

export { listPlans };

type S = AppServices;
type C = CompanySession;
type PaymentMethodInput = {
  sourceType: string;
  cardToken?: string | null;
  card?: T.CardDetails | null;
  echeckData?: T.EcheckData | null;
  payment_id?: string | null;
};

const ok = (message: string | null = null): T.StatusResult => ({ statusCode: 200, message });
const failed = (message: string): T.StatusResult => ({ statusCode: 500, message });

/** Runs a provider call; a provider refusal becomes statusCode 500 with the spec's message, anything else is logged. */
async function attempt<R extends { statusCode: number }>(
  services: S,
  what: string,
  work: () => Promise<R>,
  onError: (message: string) => R,
): Promise<R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingProviderError) return onError(providerMessage(error));
    services.log.error({ err: error }, `Billing: ${what} failed`);
    return onError(MESSAGES.unexpected);
  }
}

export function billingConfiguration(services: S): T.BillingConfiguration {
  const { config } = services;
  if (config.BILLING_PROVIDER === 'chargebee') {
    return {
      provider: 'chargebee',
      site: config.CHARGEBEE_SITE ?? null,
      publishableKey: config.CHARGEBEE_PUBLISHABLE_KEY ?? null,
      jsUrl: config.CHARGEBEE_JS_URL,
      tokenizeUrl: null,
    };
  }
  return { provider: 'sandbox', site: null, publishableKey: null, jsUrl: null, tokenizeUrl: SANDBOX_TOKENIZE_PATH };
}

export async function billingCustomer(services: S, session: C): Promise<BillingCustomer> {
  return withCompany(services.db, session.companyId, async (trx) => {
    const company = await trx.selectFrom('companies').select('name').where('id', '=', session.companyId).executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select(['email', 'firstName', 'lastName'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    return {
      companyId: session.companyId,
      customerId: customerIdOf(session.companyId),
      companyName: company.name,
      email: user?.email ?? '',
      firstName: user?.firstName ?? null,
      lastName: user?.lastName ?? null,
    };
  });
}

export function getCompanySubscription(services: S, session: C): Promise<T.CompanySubscription | null> {
  return withCompany(services.db, session.companyId, (trx) => readCompanySubscription(trx));
}

async function current(services: S, session: C) {
  return getCompanySubscription(services, session);
}

/** Keeps what the provider answered and tells the company's pages. */
async function keep(
  services: S,
  session: C,
  sub: Awaited<ReturnType<ReturnType<typeof billingProvider>['createSubscription']>>,
): Promise<void> {
  const provider = billingProvider(services);
  await withCompany(services.db, session.companyId, (trx) => recordSubscription(trx, session.companyId, provider.name, sub));
  await publishSubscriptionChanged(services, session.companyId);
}

export async function estimatePlanChange(
  services: S,
  session: C,
  args: { planId?: number | null; cbSubscriptionId?: string | null; promoCodes?: string[] | null },
): Promise<T.EstimateResult> {
  const plan = await findPlan(services.db, args);
  if (!plan || plan.annualFeeCents === null)
    return { statusCode: 500, message: MESSAGES.planNotFound, error: MESSAGES.planNotFound, result: null };
  const sub = await current(services, session);
  const live = sub && sub.status !== 'cancelled' ? sub : null;
  return attempt<T.EstimateResult>(
    services,
    'estimate',
    async () => {
      const result = await billingProvider(services).estimate(await billingCustomer(services, session), live?.subscriptionId ?? null, {
        itemPriceId: plan.itemPriceId,
        couponIds: args.promoCodes ?? [],
      });
      return { statusCode: 200, message: null, error: null, result };
    },
    (message) => ({ statusCode: 500, message, error: message, result: null }),
  );
}

export async function validatePromoCode(
  services: S,
  session: C,
  args: { cbSubscriptionId: string; promoCode: string },
): Promise<T.PromoCodeValidateResult> {
  const code = args.promoCode.trim();
  const invalid = { statusCode: 500, message: MESSAGES.promoInvalid(code), result: null };
  const plan = await findPlan(services.db, { cbSubscriptionId: args.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null || code === '') return invalid;
  const provider = billingProvider(services);
  return attempt<T.PromoCodeValidateResult>(
    services,
    'promo code lookup',
    async () => {
      const coupon = await provider.retrieveCoupon(code);
      if (!coupon || coupon.status !== 'active') return invalid;
      const used = await provider.couponsUsedBefore(await billingCustomer(services, session));
      if (used.includes(coupon.id)) return { statusCode: 500, message: MESSAGES.promoUsedBefore(code), result: null };
      const price = plan.annualFeeCents!;
      return {
        statusCode: 200,
        message: null,
        result: {
          code: coupon.id,
          discountAmount: couponDiscountCents(coupon, price),
          discountText: discountText(coupon),
          durationType: coupon.durationType,
          discountType: coupon.discountType,
          period: coupon.period,
          periodUnit: coupon.periodUnit,
          subscriptionPrice: price,
        },
      };
    },
    () => invalid,
  );
}

export async function validateCustomPlan(services: S, _session: C, cbSubscriptionId: string): Promise<T.CustomPlanValidateResult> {
  const plan = await findPlan(services.db, { cbSubscriptionId: cbSubscriptionId.trim() });
  if (!plan || plan.isListed || plan.annualFeeCents === null)
    return { statusCode: 500, message: MESSAGES.customPlanNotFound(cbSubscriptionId.trim()), result: null };
  return {
    statusCode: 200,
    message: null,
    result: { planName: plan.name, price: plan.annualFee, constituentsLimit: plan.constituentsLimit, cbSubscriptionId: plan.itemPriceId },
  };
}

function paymentOf(input: Pick<T.SubscriptionPurchase, 'cardToken' | 'sourceType' | 'echeckData'>): PaymentChoice | string {
  if (input.sourceType === 'echeck') return input.echeckData ? { kind: 'bank', echeck: input.echeckData } : MESSAGES.echeckRequired;
  return input.cardToken ? { kind: 'token', token: input.cardToken } : MESSAGES.cardRequired;
}

export async function createSubscription(services: S, session: C, input: T.SubscriptionPurchase): Promise<T.PaymentOperationResult> {
  const fail = (message: string): T.PaymentOperationResult => ({ statusCode: 500, message, result: null });
  const plan = await findPlan(services.db, { cbSubscriptionId: input.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null) return fail(MESSAGES.planNotFound);
  const existing = await current(services, session);
  if (existing && existing.status !== 'cancelled') return fail(MESSAGES.alreadySubscribed);
  const provider = billingProvider(services);
  const customer = await billingCustomer(services, session);
  const couponIds = input.promoCodes ?? [];
  return attempt<T.PaymentOperationResult>(
    services,
    'purchase',
    async () => {
      if (input.sourceType === 'ach') {
        const redirectUrl = `${publicUrl(services)}/profile/subscription?hostedCheckout=${plan.id}`;
        const page = await provider.startHostedCheckout(customer, { itemPriceId: plan.itemPriceId, couponIds, redirectUrl });
        return { statusCode: 200, message: null, result: { pageLink: page.url, hostedPageId: page.id } };
      }
      const payment = paymentOf(input);
      if (typeof payment === 'string') return fail(payment);
      await keep(services, session, await provider.createSubscription(customer, { itemPriceId: plan.itemPriceId, couponIds, payment }));
      return { statusCode: 200, message: MESSAGES.subscribed, result: null };
    },
    fail,
  );
}

export async function completeHostedCheckout(services: S, session: C, hostedPageId: string): Promise<T.PaymentOperationResult> {
  const fail = (message: string): T.PaymentOperationResult => ({ statusCode: 500, message, result: null });
  return attempt(
    services,
    'hosted checkout',
    async () => {
      await keep(
        services,
        session,
        await billingProvider(services).completeHostedCheckout(await billingCustomer(services, session), hostedPageId),
      );
      return { statusCode: 200, message: MESSAGES.subscribed, result: null };
    },
    fail,
  );
}

export async function changeSubscription(services: S, session: C, input: T.SubscriptionPurchase): Promise<T.PaymentOperationResult> {
  const fail = (message: string): T.PaymentOperationResult => ({ statusCode: 500, message, result: null });
  const plan = await findPlan(services.db, { cbSubscriptionId: input.cbSubscriptionId });
  if (!plan || plan.annualFeeCents === null) return fail(MESSAGES.planNotFound);
  const sub = await current(services, session);
  if (!sub) return fail(MESSAGES.noSubscription);
  if (!sub.active) return fail(MESSAGES.resubscribeFirst);
  const payment: PaymentChoice = input.cardToken ? { kind: 'token', token: input.cardToken } : { kind: 'existing' };
  return attempt(
    services,
    'plan change',
    async () => {
      const changed = await billingProvider(services).changeSubscription(await billingCustomer(services, session), sub.subscriptionId, {
        itemPriceId: plan.itemPriceId,
        couponIds: input.promoCodes ?? [],
        payment,
      });
      await keep(services, session, changed);
      return { statusCode: 200, message: MESSAGES.planChanged, result: null };
    },
    fail,
  );
}

export async function updatePaymentMethod(services: S, session: C, input: PaymentMethodInput): Promise<T.StatusResult> {
  const payment = paymentOf({
    sourceType: input.sourceType === 'echeck' ? 'echeck' : 'card',
    cardToken: input.cardToken,
    echeckData: input.echeckData,
  });
  if (typeof payment === 'string') return failed(payment);
  return attempt(
    services,
    'payment method update',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      if (payment.kind === 'bank') await provider.addBankAccount(customer, payment.echeck, true);
      else if (payment.kind === 'token') await provider.addCard(customer, payment.token, true);
      return ok(MESSAGES.paymentMethodUpdated);
    },
    failed,
  );
}

export async function createPaymentMethod(services: S, session: C, input: PaymentMethodInput): Promise<T.StatusResult> {
  const isEcheck = input.sourceType === 'echeck';
  if (!isEcheck && input.sourceType !== 'new-card') return failed(MESSAGES.wrongSourceType);
  const payment = paymentOf({ sourceType: isEcheck ? 'echeck' : 'card', cardToken: input.cardToken, echeckData: input.echeckData });
  if (typeof payment === 'string') return failed(payment);
  return attempt(
    services,
    'new payment method',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const source =
        payment.kind === 'bank'
          ? await provider.addBankAccount(customer, payment.echeck, false)
          : await provider.addCard(customer, (payment as { token: string }).token, false);
      if (source.card && input.card)
        await provider.updateCard(customer, source.id, { ...input.card, expiry_month: null, expiry_year: null });
      return ok(JSON.stringify({ id: source.id, masked_number: source.card?.masked_number ?? `****${source.bank_account?.last4 ?? ''}` }));
    },
    (message) => failed(message === MESSAGES.unexpected ? MESSAGES.newCardFailed : message),
  );
}

export async function editPaymentMethod(services: S, session: C, input: PaymentMethodInput): Promise<T.StatusResult> {
  if (input.sourceType !== 'edit-card' || !input.payment_id || !input.card) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  const card = input.card;
  return attempt(
    services,
    'payment method edit',
    async () => {
      await billingProvider(services).updateCard(await billingCustomer(services, session), paymentId, card);
      return ok(MESSAGES.paymentMethodUpdated);
    },
    failed,
  );
}

export async function setPrimaryPaymentMethod(services: S, session: C, input: PaymentMethodInput): Promise<T.StatusResult> {
  if (input.sourceType !== 'set-primary' || !input.payment_id) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  return attempt(
    services,
    'primary payment method',
    async () => {
      await billingProvider(services).setPrimary(await billingCustomer(services, session), paymentId);
      return ok(MESSAGES.primarySet);
    },
    failed,
  );
}

export async function deletePaymentMethod(services: S, session: C, input: PaymentMethodInput): Promise<T.StatusResult> {
  if (input.sourceType !== 'delete-card' || !input.payment_id) return failed(MESSAGES.wrongSourceType);
  const paymentId = input.payment_id;
  return attempt(
    services,
    'payment method deletion',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const sources = await provider.listPaymentSources(customer);
      if (!sources.some((s) => s.id === paymentId)) return failed(MESSAGES.paymentMethodNotFound);
      if (sources.length < 2) return failed(MESSAGES.lastPaymentMethod);
      await provider.deletePaymentSource(customer, paymentId);
      return ok(MESSAGES.paymentMethodDeleted);
    },
    failed,
  );
}

export async function cancelSubscription(services: S, session: C): Promise<T.StatusResult> {
  const sub = await current(services, session);
  if (!sub || !sub.active) return failed(MESSAGES.cancelFailed);
  return attempt(
    services,
    'cancellation',
    async () => {
      await keep(
        services,
        session,
        await billingProvider(services).cancelAtTermEnd(await billingCustomer(services, session), sub.subscriptionId),
      );
      return ok(MESSAGES.cancelled);
    },
    () => failed(MESSAGES.cancelFailed),
  );
}

export async function saveCancelFeedback(
  services: S,
  session: C,
  processType: string,
  feedbacks: { feedback: string[]; other_text?: string | null },
): Promise<T.StatusResult> {
  if (processType !== 'CREATE_FEEDBACK') return failed(MESSAGES.wrongProcessType);
  const reasons = feedbacks.feedback.map((f) => f.trim()).filter(Boolean);
  if (reasons.length === 0) return failed(MESSAGES.selectOneOption);
  const known = [...CANCEL_REASONS, 'Other'].map((r) => r.toLowerCase());
  if (reasons.some((r) => !known.includes(r.toLowerCase()))) return failed(MESSAGES.unknownReason);
  const other = feedbacks.other_text?.trim() || null;
  if (other && other.length > 500) return failed(MESSAGES.otherTooLong);
  await withCompany(services.db, session.companyId, (trx) =>
    trx
      .insertInto('billingCancelFeedback')
      .values({ companyId: session.companyId, userId: session.userId, feedback: reasons, otherText: other })
      .execute(),
  );
  return ok(MESSAGES.feedbackThanks);
}

export async function reactivateSubscription(services: S, session: C): Promise<T.StatusResult> {
  const sub = await current(services, session);
  if (!sub || sub.active) return failed(MESSAGES.nothingToReactivate);
  if (!sub.canReactivate) return failed(MESSAGES.reactivationWindow);
  return attempt(
    services,
    'reactivation',
    async () => {
      const provider = billingProvider(services);
      const customer = await billingCustomer(services, session);
      const done =
        sub.status === 'non_renewing'
          ? await provider.removeScheduledCancellation(customer, sub.subscriptionId)
          : await provider.reactivate(customer, sub.subscriptionId);
      await keep(services, session, done);
      return ok(MESSAGES.reactivated);
    },
    failed,
  );
}

export async function subscriptionInfo(services: S, session: C): Promise<T.SubscriptionInfo | null> {
  const sub = await current(services, session);
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
    coupons: await Promise.all(
      found.couponIds.map(async (id) => {
        const coupon = await billingProvider(services).retrieveCoupon(id);
        return { coupon_id: id, discount_amount: coupon ? couponDiscountCents(coupon, found.amountCents) : 0 };
      }),
    ),
  };
}

export async function subscriptionDetail(
  services: S,
  session: C,
  processType: ProcessType,
  invoiceId: string | null,
): Promise<T.SubscriptionDetailResult> {
  const empty: T.SubscriptionDetailResult = {
    statusCode: 200,
    message: null,
    result: null,
    listPaymentMethods: [],
    resultInvoices: [],
    resultTransactions: [],
    invoicePdf: null,
  };
  if (!PROCESS_TYPES.includes(processType)) return { ...empty, statusCode: 500, message: MESSAGES.wrongProcessType };
  const provider = billingProvider(services);
  const fail = (message: string): T.SubscriptionDetailResult => ({ ...empty, statusCode: 500, message });
  return attempt<T.SubscriptionDetailResult>(
    services,
    `subscription detail ${processType}`,
    async () => {
      const customer = await billingCustomer(services, session);
      if (processType === 'SUBSCRIPTION_INVOICE_PDF') {
        if (!invoiceId) return fail(MESSAGES.invoiceNotFound);
        const pdf = await provider.invoicePdf(customer, invoiceId);
        return { ...empty, invoicePdf: { download_url: pdf.url, valid_till: pdf.validTill } };
      }
      const sources = await provider.listPaymentSources(customer);
      if (processType === 'PAYMENT_METHOD_LIST') return { ...empty, listPaymentMethods: sources };
      const [invoices, transactions] = await Promise.all([provider.listInvoices(customer), provider.listTransactions(customer)]);
      if (processType === 'SUBSCRIPTION_TRANSACTION_LIST') return { ...empty, resultInvoices: invoices, resultTransactions: transactions };
      const subscription = await subscriptionInfo(services, session);
      if (processType === 'SUBSCRIPTION_DETAILS' && !subscription)
        return { ...empty, statusCode: 404, message: MESSAGES.noSubscriptionDetails };
      const primary = sources.find((s) => s.primary) ?? sources[0] ?? null;
      const result: T.BillingDetail = {
        subscription,
        card: primary?.card ? { first_name: primary.card.first_name, card_type: primary.card.brand } : null,
        payment_method: primary
          ? {
              type: primary.type === 'card' ? 'card' : 'direct_debit',
              card: primary.card ? { last4: primary.card.last4 } : null,
              bank_account: primary.bank_account,
            }
          : null,
        customer: { id: customer.customerId },
        coupons: (subscription?.coupons ?? []).map((c) => ({ coupon_id: c.coupon_id })),
        coupon: subscription?.coupons[0]?.coupon_id ?? null,
      };
      if (processType === 'SUBSCRIPTION_CUSTOMER_INFO') return { ...empty, result };
      return { ...empty, result, listPaymentMethods: sources, resultInvoices: invoices, resultTransactions: transactions };
    },
    fail,
  );
}

function publicUrl(services: S): string {
  return (services.config.PUBLIC_URL ?? `http://localhost:${services.config.PORT}`).replace(/\/$/, '');
}
