import Chargebee from 'chargebee';
import type { Config } from '../../../config.ts';
import type { Logger } from '../../../logger.ts';
import {
  BillingProviderError,
  type BillingCustomer,
  type BillingProvider,
  type PlanChange,
  type ProviderCoupon,
  type ProviderSubscription,
} from '../billing-provider.ts';
import type { BillingInvoice, BillingTransaction, CardDetails, EcheckData, PaymentSource, UpgradeEstimate } from '../billing-types.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- Chargebee's answers are read field by field below. */
type Any = Record<string, any>;

const date = (seconds: unknown): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/** A Chargebee subscription in the port's terms. */
export function fromChargebeeSubscription(sub: Any): ProviderSubscription {
  const item = (sub.subscription_items ?? [])[0] ?? {};
  return {
    id: sub.id,
    customerId: sub.customer_id,
    itemPriceId: item.item_price_id,
    status: sub.status,
    amountCents: Number(item.amount ?? item.unit_price ?? 0),
    couponIds: (sub.coupons ?? []).map((c: Any) => c.coupon_id),
    currentTermStart: date(sub.current_term_start),
    currentTermEnd: date(sub.current_term_end),
    nextBillingAt: date(sub.next_billing_at),
    cancelledAt: date(sub.cancelled_at),
    startedAt: date(sub.started_at),
    createdAt: date(sub.created_at) ?? new Date(),
    updatedAt: date(sub.updated_at) ?? new Date(),
    version: Number(sub.resource_version ?? sub.updated_at ?? 0),
  };
}

function toPaymentSource(source: Any, primaryId: string | null): PaymentSource {
  const card = source.card;
  return {
    id: source.id,
    reference_id: source.reference_id ?? null,
    type: source.type === 'card' ? 'card' : 'bank_account',
    primary: source.id === primaryId,
    card: card
      ? {
          brand: card.brand ?? 'other',
          last4: card.last4,
          masked_number: card.masked_number ?? `************${card.last4}`,
          expiry_month: card.expiry_month ?? 0,
          expiry_year: card.expiry_year ?? 0,
          first_name: card.first_name ?? null,
          last_name: card.last_name ?? null,
          billing_addr1: card.billing_addr1 ?? null,
          billing_addr2: card.billing_addr2 ?? null,
          billing_city: card.billing_city ?? null,
          billing_state_code: card.billing_state_code ?? null,
          billing_zip: card.billing_zip ?? null,
        }
      : null,
    bank_account: source.bank_account ? { last4: source.bank_account.last4 } : null,
  };
}

/** The client options: Chargebee's site, or another address (a local fake) from CHARGEBEE_BASE_URL. */
export function chargebeeClientOptions(config: Pick<Config, 'CHARGEBEE_SITE' | 'CHARGEBEE_API_KEY' | 'CHARGEBEE_BASE_URL'>) {
  const base = config.CHARGEBEE_BASE_URL ? new URL(config.CHARGEBEE_BASE_URL) : null;
  return {
    site: base ? base.hostname : config.CHARGEBEE_SITE!,
    apiKey: config.CHARGEBEE_API_KEY!,
    ...(base
      ? {
          hostSuffix: '',
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        }
      : {}),
    timeout: 30_000,
  };
}

/**
 * The Chargebee adapter, through the official `chargebee` package (Product Catalog 2.0: item prices,
 * subscriptions for items, estimates, coupons, invoices, payment sources and roles, hosted checkout).
 * Card details never reach us: the browser's Chargebee.js turns them into a token.
 */
export class ChargebeeBillingProvider implements BillingProvider {
  readonly name = 'chargebee' as const;
  private readonly cb: Any;

  constructor(
    config: Pick<Config, 'CHARGEBEE_SITE' | 'CHARGEBEE_API_KEY' | 'CHARGEBEE_BASE_URL'>,
    private readonly log: Logger,
  ) {
    this.cb = new Chargebee(chargebeeClientOptions(config)) as unknown as Any;
  }

  /** Calls Chargebee; its error answer ({ message, type, api_error_code, param }) becomes a BillingProviderError. */
  private async call(what: string, work: () => Promise<Any>): Promise<Any> {
    try {
      return await work();
    } catch (error) {
      const e = error as Any;
      if (e && typeof e.message === 'string' && (e.api_error_code || e.type))
        throw new BillingProviderError(e.message, e.type ?? null, e.api_error_code ?? null, e.param ?? null);
      this.log.error({ err: error, what }, 'Chargebee could not be reached');
      throw new BillingProviderError('The payment provider cannot be reached. Please try again later.', 'internal_error');
    }
  }

  /** Creates the company's Chargebee customer the first time it is needed. */
  private async ensureCustomer(customer: BillingCustomer): Promise<Any> {
    return this.call('customer', async () => {
      try {
        return (await this.cb.customer.retrieve(customer.customerId)).customer;
      } catch (error) {
        if ((error as Any)?.api_error_code !== 'resource_not_found') throw error;
        const created = await this.cb.customer.create({
          id: customer.customerId,
          email: customer.email || undefined,
          first_name: customer.firstName ?? undefined,
          last_name: customer.lastName ?? undefined,
          company: customer.companyName,
        });
        return created.customer;
      }
    });
  }

  private async attachPayment(customer: BillingCustomer, change: PlanChange): Promise<void> {
    if (change.payment.kind === 'token') await this.addCard(customer, change.payment.token, true);
    else if (change.payment.kind === 'bank') await this.addBankAccount(customer, change.payment.echeck, true);
  }

  async createSubscription(customer: BillingCustomer, purchase: PlanChange): Promise<ProviderSubscription> {
    await this.ensureCustomer(customer);
    await this.attachPayment(customer, purchase);
    const result = await this.call('subscription', () =>
      this.cb.subscription.createWithItems(customer.customerId, {
        subscription_items: [{ item_price_id: purchase.itemPriceId, quantity: 1 }],
        ...(purchase.couponIds.length ? { coupon_ids: purchase.couponIds } : {}),
      }),
    );
    return fromChargebeeSubscription(result.subscription);
  }

  async startHostedCheckout(
    customer: BillingCustomer,
    order: { itemPriceId: string; couponIds: string[]; redirectUrl: string },
  ): Promise<{ id: string; url: string }> {
    const result = await this.call('hosted checkout', () =>
      this.cb.hostedPage.checkoutNewForItems({
        subscription_items: [{ item_price_id: order.itemPriceId, quantity: 1 }],
        customer: { id: customer.customerId, email: customer.email || undefined, company: customer.companyName },
        ...(order.couponIds.length ? { coupon_ids: order.couponIds } : {}),
        redirect_url: order.redirectUrl,
        cancel_url: order.redirectUrl.replace(/\?.*$/, ''),
      }),
    );
    return { id: result.hosted_page.id, url: result.hosted_page.url };
  }

  async completeHostedCheckout(customer: BillingCustomer, hostedPageId: string): Promise<ProviderSubscription> {
    const page = (await this.call('hosted page', () => this.cb.hostedPage.retrieve(hostedPageId))).hosted_page;
    const sub = page.content?.subscription;
    if (page.state !== 'succeeded' || !sub)
      throw new BillingProviderError('The checkout has not been completed.', 'invalid_request', 'invalid_state_for_request');
    if (sub.customer_id !== customer.customerId)
      throw new BillingProviderError('This checkout belongs to another customer.', 'invalid_request', 'resource_not_found');
    await this.call('hosted page acknowledgement', () => this.cb.hostedPage.acknowledge(hostedPageId));
    return fromChargebeeSubscription(sub);
  }

  async changeSubscription(customer: BillingCustomer, subscriptionId: string, change: PlanChange): Promise<ProviderSubscription> {
    await this.attachPayment(customer, change);
    const result = await this.call('plan change', () =>
      this.cb.subscription.updateForItems(subscriptionId, {
        subscription_items: [{ item_price_id: change.itemPriceId, quantity: 1 }],
        replace_items_list: true,
        prorate: true,
        invoice_immediately: true,
        ...(change.couponIds.length ? { coupon_ids: change.couponIds } : {}),
      }),
    );
    return fromChargebeeSubscription(result.subscription);
  }

  async estimate(
    _customer: BillingCustomer,
    subscriptionId: string | null,
    order: { itemPriceId: string; couponIds: string[] },
  ): Promise<UpgradeEstimate> {
    const coupons = order.couponIds.length ? { coupon_ids: order.couponIds } : {};
    const items = { subscription_items: [{ item_price_id: order.itemPriceId, quantity: 1 }] };
    const result = await this.call('estimate', () =>
      subscriptionId
        ? this.cb.estimate.updateSubscriptionForItems({
            subscription: { id: subscriptionId },
            ...items,
            replace_items_list: true,
            prorate: true,
            invoice_immediately: true,
            ...coupons,
          })
        : this.cb.estimate.createSubItemEstimate({ ...items, ...coupons }),
    );
    // No immediate invoice (a downgrade, or nothing to prorate) means nothing is charged now.
    const invoice = result.estimate.invoice_estimate;
    if (!invoice) return { amountDue: 0, creditsApplied: 0, total: 0 };
    return {
      amountDue: Number(invoice.amount_due ?? 0),
      creditsApplied: Number(invoice.credits_applied ?? 0),
      total: Number(invoice.total ?? 0),
    };
  }

  async retrieveCoupon(couponId: string): Promise<ProviderCoupon | null> {
    try {
      const { coupon } = await this.cb.coupon.retrieve(couponId);
      return {
        id: coupon.id,
        discountType: coupon.discount_type === 'percentage' ? 'percentage' : 'fixed_amount',
        discountAmountCents: coupon.discount_amount ?? null,
        discountPercentage: coupon.discount_percentage ?? null,
        durationType: coupon.duration_type,
        period: coupon.period ?? null,
        periodUnit: coupon.period_unit ?? null,
        status: coupon.status ?? 'active',
      };
    } catch (error) {
      if ((error as Any)?.api_error_code === 'resource_not_found') return null;
      await this.call('coupon', () => Promise.reject(error as Error));
      return null;
    }
  }

  async retrieveSubscription(_customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription | null> {
    return this.retrieveSubscriptionById(subscriptionId);
  }

  /** A subscription as Chargebee holds it, whoever its customer (webhooks learn the customer from it). */
  async retrieveSubscriptionById(subscriptionId: string): Promise<ProviderSubscription | null> {
    try {
      return fromChargebeeSubscription((await this.cb.subscription.retrieve(subscriptionId)).subscription);
    } catch (error) {
      if ((error as Any)?.api_error_code === 'resource_not_found') return null;
      await this.call('subscription', () => Promise.reject(error as Error));
      return null;
    }
  }

  async cancelAtTermEnd(_customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return fromChargebeeSubscription(
      (await this.call('cancel', () => this.cb.subscription.cancelForItems(subscriptionId, { end_of_term: true }))).subscription,
    );
  }

  async removeScheduledCancellation(_customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return fromChargebeeSubscription(
      (await this.call('remove scheduled cancellation', () => this.cb.subscription.removeScheduledCancellation(subscriptionId)))
        .subscription,
    );
  }

  async reactivate(_customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return fromChargebeeSubscription(
      (await this.call('reactivate', () => this.cb.subscription.reactivate(subscriptionId, { invoice_immediately: true }))).subscription,
    );
  }

  async listPaymentSources(customer: BillingCustomer): Promise<PaymentSource[]> {
    const found = await this.call('payment sources', async () => {
      const cust = (await this.cb.customer.retrieve(customer.customerId)).customer;
      const { list } = await this.cb.paymentSource.list({ customer_id: { is: customer.customerId }, limit: 100 });
      return { primary: cust.primary_payment_source_id ?? null, list };
    }).catch((error: unknown) => {
      if (error instanceof BillingProviderError && error.code === 'resource_not_found') return { primary: null, list: [] };
      throw error;
    });
    return found.list.map((entry: Any) => toPaymentSource(entry.payment_source, found.primary));
  }

  async addCard(customer: BillingCustomer, token: string, makePrimary: boolean): Promise<PaymentSource> {
    await this.ensureCustomer(customer);
    const result = await this.call('card', () =>
      this.cb.paymentSource.createUsingToken({
        customer_id: customer.customerId,
        token_id: token,
        replace_primary_payment_source: makePrimary,
      }),
    );
    return toPaymentSource(result.payment_source, result.customer.primary_payment_source_id ?? null);
  }

  async addBankAccount(customer: BillingCustomer, echeck: EcheckData, makePrimary: boolean): Promise<PaymentSource> {
    await this.ensureCustomer(customer);
    const result = await this.call('bank account', () =>
      this.cb.paymentSource.createBankAccount({
        customer_id: customer.customerId,
        replace_primary_payment_source: makePrimary,
        bank_account: {
          account_number: echeck.accountNumber,
          routing_number: echeck.routingNumber,
          account_type: 'checking',
          account_holder_type: 'company',
          echeck_type: 'ccd',
          company: customer.companyName,
        },
      }),
    );
    return toPaymentSource(result.payment_source, result.customer.primary_payment_source_id ?? null);
  }

  async updateCard(_customer: BillingCustomer, paymentSourceId: string, card: CardDetails): Promise<void> {
    const fields = Object.fromEntries(Object.entries(card).filter(([, v]) => v !== null && v !== undefined && v !== ''));
    await this.call('card update', () => this.cb.paymentSource.updateCard(paymentSourceId, { card: fields }));
  }

  async setPrimary(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    await this.call('payment role', () =>
      this.cb.customer.assignPaymentRole(customer.customerId, { payment_source_id: paymentSourceId, role: 'primary' }),
    );
  }

  async deletePaymentSource(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    const sources = await this.listPaymentSources(customer);
    if (!sources.some((s) => s.id === paymentSourceId))
      throw new BillingProviderError('Payment source not found', 'invalid_request', 'resource_not_found');
    await this.call('payment source deletion', () => this.cb.paymentSource.delete(paymentSourceId));
  }

  async listInvoices(customer: BillingCustomer): Promise<BillingInvoice[]> {
    const { list } = await this.call('invoices', () =>
      this.cb.invoice.list({ customer_id: { is: customer.customerId }, limit: 100, sort_by: { desc: 'date' } }),
    );
    return list.map(({ invoice: i }: Any) => ({
      id: i.id,
      date: date(i.date) ?? new Date(),
      description: i.line_items?.[0]?.description ?? 'Subscription',
      service_period_start: date(i.line_items?.[0]?.date_from),
      service_period_end: date(i.line_items?.[0]?.date_to),
      payment_method: i.linked_payments?.[0]?.txn_id ? 'Card' : '',
      sub_total: Number(i.sub_total ?? 0),
      tax: Number(i.tax ?? 0),
      total: Number(i.total ?? 0),
      credits_applied: Number(i.credits_applied ?? 0),
      amount_paid: Number(i.amount_paid ?? 0),
      status: i.status,
    }));
  }

  async listTransactions(customer: BillingCustomer): Promise<BillingTransaction[]> {
    const { list } = await this.call('transactions', () =>
      this.cb.transaction.list({ customer_id: { is: customer.customerId }, limit: 100, sort_by: { desc: 'date' } }),
    );
    return list.map(({ transaction: t }: Any) => ({
      id: t.id,
      date: date(t.date) ?? new Date(),
      amount: Number(t.amount ?? 0),
      status: t.status,
      masked_card_number: t.masked_card_number ?? null,
      linked_invoices: (t.linked_invoices ?? []).map((l: Any) => ({ invoice_id: l.invoice_id })),
    }));
  }

  async invoicePdf(customer: BillingCustomer, invoiceId: string): Promise<{ url: string; validTill: Date }> {
    const invoices = await this.listInvoices(customer);
    if (!invoices.some((i) => i.id === invoiceId))
      throw new BillingProviderError('Invoice not found', 'invalid_request', 'resource_not_found');
    const { download } = await this.call('invoice PDF', () => this.cb.invoice.pdf(invoiceId, { disposition_type: 'inline' }));
    return { url: download.download_url, validTill: date(download.valid_till) ?? new Date(Date.now() + 3600_000) };
  }

  async couponsUsedBefore(customer: BillingCustomer): Promise<string[]> {
    const { list } = await this.call('invoices', () =>
      this.cb.invoice.list({ customer_id: { is: customer.customerId }, limit: 100 }),
    ).catch(() => ({ list: [] }));
    return [...new Set<string>(list.flatMap(({ invoice }: Any) => (invoice.discounts ?? []).map((d: Any) => d.entity_id).filter(Boolean)))];
  }
}
