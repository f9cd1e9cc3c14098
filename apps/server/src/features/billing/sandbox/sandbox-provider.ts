import { sql, type Selectable } from 'kysely';
import { withCompany, type Db, type Trx } from '../../../db/database.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import {
  BillingProviderError,
  type BillingCustomer,
  type BillingProvider,
  type PaymentChoice,
  type PlanChange,
  type ProviderCoupon,
  type ProviderSubscription,
} from '../billing-provider.ts';
import { centsToDollars, oneYearAfter, totalDiscountCents } from '../billing-pricing.ts';
import type { BillingPaymentSourcesTable, CompanySubscriptionsTable } from '../../../db/billing-tables.ts';
import type { BillingInvoice, BillingTransaction, CardDetails, EcheckData, PaymentSource, UpgradeEstimate } from '../billing-types.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { estimatePlanChange } from './plan-change.ts';
import { cardChanges, sandboxId } from './sandbox-cards.ts';

type SourceRow = Selectable<BillingPaymentSourcesTable>;
type SubscriptionRow = Selectable<CompanySubscriptionsTable>;

const LIVE = ['active', 'non_renewing'];

/**
 * The built-in provider: plans, subscriptions, coupons, invoices (real PDFs in file storage), payment
 * sources and estimates in PostgreSQL, charged through a test gateway that behaves like Chargebee's. Each
 * operation is one tenant transaction, so a declined payment leaves nothing behind.
 */
export class SandboxBillingProvider implements BillingProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  private tx<T>(customer: BillingCustomer, work: (trx: Trx) => Promise<T>): Promise<T> {
    return withCompany(this.db, customer.companyId, work);
  }

  createSubscription(customer: BillingCustomer, purchase: PlanChange): Promise<ProviderSubscription> {
    return this.tx(customer, async (trx) => {
      const existing = await currentRow(trx);
      if (existing && LIVE.includes(liveStatus(existing)))
        throw new BillingProviderError('The company already has a subscription.', 'invalid_request', 'duplicate_entry');
      const plan = await findPlan(trx, purchase.itemPriceId);
      const coupons = await this.loadCoupons(trx, purchase.couponIds);
      const discount = totalDiscountCents(coupons, plan.annualFeeCents);
      const source = await this.paymentSource(trx, customer, purchase.payment, true);
      charge(source, plan.annualFeeCents - discount, 'Subscription cannot be created');
      const now = new Date();
      const end = oneYearAfter(now);
      const row = {
        provider: 'sandbox' as const,
        subscriptionId: sandboxId('sub'),
        customerId: customer.customerId,
        planId: plan.id,
        itemPriceId: plan.itemPriceId,
        status: 'active',
        annualFeeCents: plan.annualFeeCents,
        constituentsLimit: plan.constituentsLimit,
        couponIds: coupons.filter((c) => c.durationType === 'forever').map((c) => c.id),
        currentTermStart: now,
        currentTermEnd: end,
        nextBillingAt: end,
        cancelledAt: null,
        startedAt: now,
        providerVersion: now.getTime(),
      };
      await trx.deleteFrom('companySubscriptions').execute();
      await trx
        .insertInto('companySubscriptions')
        .values({ companyId: customer.companyId, ...row })
        .execute();
      await this.invoice(trx, customer, {
        subscriptionId: row.subscriptionId,
        description: `${plan.name} plan, yearly`,
        periodStart: now,
        periodEnd: end,
        subTotal: plan.annualFeeCents,
        discount,
        credits: 0,
        source,
        couponIds: coupons.map((c) => c.id),
      });
      return toProvider((await currentRow(trx))!);
    });
  }

  startHostedCheckout(
    customer: BillingCustomer,
    order: { itemPriceId: string; couponIds: string[]; redirectUrl: string },
  ): Promise<{ id: string; url: string }> {
    return this.tx(customer, async (trx) => {
      await findPlan(trx, order.itemPriceId);
      await this.loadCoupons(trx, order.couponIds);
      const id = sandboxId('hp');
      await trx
        .insertInto('billingHostedPages')
        .values({
          id,
          companyId: customer.companyId,
          itemPriceId: order.itemPriceId,
          couponIds: order.couponIds,
          expiresAt: new Date(Date.now() + 3 * 3600_000),
        })
        .execute();
      // The sandbox has no payment page of its own: the direct debit is taken as authorised, and the
      // browser goes straight back as from Chargebee's hosted checkout.
      const url = new URL(order.redirectUrl);
      url.searchParams.set('id', id);
      url.searchParams.set('state', 'succeeded');
      return { id, url: url.toString() };
    });
  }

  async completeHostedCheckout(customer: BillingCustomer, hostedPageId: string): Promise<ProviderSubscription> {
    const page = await this.tx(customer, (trx) =>
      trx
        .updateTable('billingHostedPages')
        .set({ state: 'acknowledged' })
        .where('id', '=', hostedPageId)
        .where('state', '=', 'created')
        .where('expiresAt', '>', new Date())
        .returning(['itemPriceId', 'couponIds'])
        .executeTakeFirst(),
    );
    if (!page) throw new BillingProviderError('The hosted page is not present or has expired.', 'invalid_request', 'resource_not_found');
    const echeck = { accountNumber: '000123456789', routingNumber: '110000000' };
    return this.createSubscription(customer, {
      itemPriceId: page.itemPriceId,
      couponIds: page.couponIds,
      payment: { kind: 'bank', echeck },
    });
  }

  changeSubscription(customer: BillingCustomer, subscriptionId: string, change: PlanChange): Promise<ProviderSubscription> {
    return this.tx(customer, async (trx) => {
      const row = await liveRow(trx, subscriptionId);
      const plan = await findPlan(trx, change.itemPriceId);
      const couponIds = [...new Set([...row.couponIds, ...change.couponIds])];
      const coupons = await this.loadCoupons(trx, couponIds);
      const now = new Date();
      const estimate = await estimatePlanChange(trx, row, plan.annualFeeCents, coupons, now);
      const source = await this.paymentSource(trx, customer, change.payment, change.payment.kind !== 'existing');
      charge(source, estimate.amountDue, 'Subscription cannot be changed');
      await trx
        .updateTable('companySubscriptions')
        .set({
          planId: plan.id,
          itemPriceId: plan.itemPriceId,
          annualFeeCents: plan.annualFeeCents,
          constituentsLimit: plan.constituentsLimit,
          couponIds: coupons.filter((c) => c.durationType === 'forever').map((c) => c.id),
          providerVersion: Math.max(row.providerVersion + 1, now.getTime()),
          updatedAt: now,
        })
        .execute();
      if (estimate.total > 0) {
        await this.invoice(trx, customer, {
          subscriptionId,
          description: `Change to the ${plan.name} plan, prorated`,
          periodStart: now,
          periodEnd: row.currentTermEnd,
          subTotal: estimate.subTotal,
          discount: estimate.discount,
          credits: estimate.creditsApplied,
          source,
          couponIds,
        });
      }
      return toProvider((await currentRow(trx))!);
    });
  }

  estimate(
    customer: BillingCustomer,
    subscriptionId: string | null,
    order: { itemPriceId: string; couponIds: string[] },
  ): Promise<UpgradeEstimate> {
    return this.tx(customer, async (trx) => {
      const plan = await findPlan(trx, order.itemPriceId);
      const row = subscriptionId ? await liveRow(trx, subscriptionId) : null;
      const coupons = await this.loadCoupons(trx, [...new Set([...(row?.couponIds ?? []), ...order.couponIds])]);
      if (!row) {
        const total = plan.annualFeeCents - totalDiscountCents(coupons, plan.annualFeeCents);
        return { amountDue: total, creditsApplied: 0, total };
      }
      const { amountDue, creditsApplied, total } = await estimatePlanChange(trx, row, plan.annualFeeCents, coupons, new Date());
      return { amountDue, creditsApplied, total };
    });
  }

  async retrieveCoupon(couponId: string): Promise<ProviderCoupon | null> {
    const row = await this.db.selectFrom('billingCoupons').selectAll().where('id', '=', couponId).executeTakeFirst();
    return row ? { ...row, discountPercentage: row.discountPercentage === null ? null : Number(row.discountPercentage) } : null;
  }

  retrieveSubscription(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription | null> {
    return this.tx(customer, async (trx) => {
      const row = await currentRow(trx);
      return row && row.subscriptionId === subscriptionId ? toProvider(row) : null;
    });
  }

  cancelAtTermEnd(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.setStatus(customer, subscriptionId, ['active'], (row) => ({ status: 'non_renewing', cancelledAt: row.currentTermEnd }));
  }

  removeScheduledCancellation(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.setStatus(customer, subscriptionId, ['non_renewing'], () => ({ status: 'active', cancelledAt: null }));
  }

  reactivate(customer: BillingCustomer, subscriptionId: string): Promise<ProviderSubscription> {
    return this.tx(customer, async (trx) => {
      const row = await currentRow(trx);
      if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
      if (liveStatus(row) !== 'cancelled')
        throw new BillingProviderError('Only a cancelled subscription can be reactivated.', 'invalid_request', 'invalid_state_for_request');
      const source = await this.paymentSource(trx, customer, { kind: 'existing' }, false);
      charge(source, row.annualFeeCents, 'Subscription cannot be reactivated');
      const now = new Date();
      const end = oneYearAfter(now);
      await trx
        .updateTable('companySubscriptions')
        .set({
          status: 'active',
          cancelledAt: null,
          currentTermStart: now,
          currentTermEnd: end,
          nextBillingAt: end,
          providerVersion: Math.max(row.providerVersion + 1, now.getTime()),
          updatedAt: now,
        })
        .execute();
      await this.invoice(trx, customer, {
        subscriptionId,
        description: 'Reactivated subscription, yearly',
        periodStart: now,
        periodEnd: end,
        subTotal: row.annualFeeCents,
        discount: 0,
        credits: 0,
        source,
        couponIds: [],
      });
      return toProvider((await currentRow(trx))!);
    });
  }

  listPaymentSources(customer: BillingCustomer): Promise<PaymentSource[]> {
    return this.tx(customer, async (trx) =>
      (await trx.selectFrom('billingPaymentSources').selectAll().orderBy('createdAt').orderBy('id').execute()).map(toPaymentSource),
    );
  }

  addCard(customer: BillingCustomer, token: string, makePrimary: boolean): Promise<PaymentSource> {
    return this.tx(customer, async (trx) =>
      toPaymentSource(await this.paymentSource(trx, customer, { kind: 'token', token }, makePrimary)),
    );
  }

  addBankAccount(customer: BillingCustomer, echeck: EcheckData, makePrimary: boolean): Promise<PaymentSource> {
    return this.tx(customer, async (trx) =>
      toPaymentSource(await this.paymentSource(trx, customer, { kind: 'bank', echeck }, makePrimary)),
    );
  }

  updateCard(customer: BillingCustomer, paymentSourceId: string, card: CardDetails): Promise<void> {
    return this.tx(customer, async (trx) => {
      const updated = await trx
        .updateTable('billingPaymentSources')
        // The id keeps the update valid when nothing is sent: it still says whether the card exists.
        .set({ ...cardChanges(card), id: paymentSourceId })
        .where('id', '=', paymentSourceId)
        .where('type', '=', 'card')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound('Payment source');
    });
  }

  setPrimary(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    return this.tx(customer, async (trx) => {
      if (!(await trx.selectFrom('billingPaymentSources').select('id').where('id', '=', paymentSourceId).executeTakeFirst()))
        throw notFound('Payment source');
      await trx.updateTable('billingPaymentSources').set({ isPrimary: false }).where('isPrimary', '=', true).execute();
      await trx.updateTable('billingPaymentSources').set({ isPrimary: true }).where('id', '=', paymentSourceId).execute();
    });
  }

  deletePaymentSource(customer: BillingCustomer, paymentSourceId: string): Promise<void> {
    return this.tx(customer, async (trx) => {
      const sources = await trx.selectFrom('billingPaymentSources').select(['id', 'isPrimary']).orderBy('createdAt').forUpdate().execute();
      const gone = sources.find((s) => s.id === paymentSourceId);
      if (!gone) throw notFound('Payment source');
      if (sources.length < 2)
        throw new BillingProviderError('The only payment method cannot be deleted.', 'invalid_request', 'invalid_state_for_request');
      await trx.deleteFrom('billingPaymentSources').where('id', '=', paymentSourceId).execute();
      // Like Chargebee: when the primary goes, the next one becomes primary.
      if (gone.isPrimary)
        await trx
          .updateTable('billingPaymentSources')
          .set({ isPrimary: true })
          .where('id', '=', sources.find((s) => s.id !== paymentSourceId)!.id)
          .execute();
    });
  }

  listInvoices(customer: BillingCustomer): Promise<BillingInvoice[]> {
    return this.tx(customer, async (trx) =>
      (await trx.selectFrom('billingInvoices').selectAll().orderBy('date', 'desc').orderBy('id').execute()).map((i) => ({
        id: i.id,
        date: i.date,
        description: i.description,
        service_period_start: i.periodStart,
        service_period_end: i.periodEnd,
        payment_method: i.paymentMethod,
        sub_total: i.subTotalCents,
        tax: i.taxCents,
        total: i.totalCents,
        credits_applied: i.creditsAppliedCents,
        amount_paid: i.amountPaidCents,
        status: i.status,
      })),
    );
  }

  listTransactions(customer: BillingCustomer): Promise<BillingTransaction[]> {
    return this.tx(customer, async (trx) =>
      (await trx.selectFrom('billingInvoices').selectAll().where('amountPaidCents', '>', 0).orderBy('date', 'desc').execute()).map((i) => ({
        id: `txn_${i.id}`,
        date: i.date,
        amount: i.amountPaidCents,
        status: 'success',
        masked_card_number: i.maskedNumber,
        linked_invoices: [{ invoice_id: i.id }],
      })),
    );
  }

  async invoicePdf(customer: BillingCustomer, invoiceId: string): Promise<{ url: string; validTill: Date }> {
    const invoice = await this.tx(customer, (trx) =>
      trx.selectFrom('billingInvoices').select(['pdfKey']).where('id', '=', invoiceId).executeTakeFirst(),
    );
    if (!invoice?.pdfKey) throw notFound('Invoice');
    const ttl = 3600;
    return {
      url: await this.storage.signedUrl(invoice.pdfKey, ttl, { downloadName: `${invoiceId}.pdf` }),
      validTill: new Date(Date.now() + ttl * 1000),
    };
  }

  couponsUsedBefore(customer: BillingCustomer): Promise<string[]> {
    return this.tx(customer, async (trx) => {
      const { rows } = await sql<{ id: string }>`select distinct unnest(coupon_ids) as id from billing_invoices`.execute(trx);
      return rows.map((r) => r.id);
    });
  }

  // --- helpers -----------------------------------------------------------------------------------

  private async loadCoupons(trx: Trx, ids: string[]): Promise<ProviderCoupon[]> {
    if (ids.length === 0) return [];
    const rows = await trx.selectFrom('billingCoupons').selectAll().where('id', 'in', ids).where('status', '=', 'active').execute();
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing) throw new BillingProviderError(`${missing} is not present`, 'invalid_request', 'resource_not_found', 'coupon_ids[0]');
    return rows.map((r) => ({ ...r, discountPercentage: r.discountPercentage === null ? null : Number(r.discountPercentage) }));
  }

  /** The source that pays: a card token (consumed, kept as a payment source), a new bank account, or the primary. */
  private async paymentSource(trx: Trx, customer: BillingCustomer, payment: PaymentChoice, makePrimary: boolean): Promise<SourceRow> {
    if (payment.kind === 'existing') {
      const primary = await trx
        .selectFrom('billingPaymentSources')
        .selectAll()
        .orderBy('isPrimary', 'desc')
        .orderBy('createdAt')
        .executeTakeFirst();
      if (!primary) throw new BillingProviderError('No payment method is on file.', 'invalid_request', 'payment_method_not_present');
      return primary;
    }
    const hasPrimary = !!(await trx.selectFrom('billingPaymentSources').select('id').where('isPrimary', '=', true).executeTakeFirst());
    const isPrimary = makePrimary || !hasPrimary;
    if (isPrimary) await trx.updateTable('billingPaymentSources').set({ isPrimary: false }).where('isPrimary', '=', true).execute();
    const id = sandboxId('pm');
    if (payment.kind === 'bank') {
      const { accountNumber, routingNumber } = payment.echeck;
      if (!/^\d{4,17}$/.test(accountNumber))
        throw new BillingProviderError(
          'bank_account[account_number] : invalid account number',
          'invalid_request',
          'param_wrong_value',
          'bank_account[account_number]',
        );
      if (!/^\d{9}$/.test(routingNumber))
        throw new BillingProviderError(
          'bank_account[routing_number] : invalid routing number',
          'invalid_request',
          'param_wrong_value',
          'bank_account[routing_number]',
        );
      return trx
        .insertInto('billingPaymentSources')
        .values({
          id,
          companyId: customer.companyId,
          type: 'bank_account',
          last4: accountNumber.slice(-4),
          firstName: customer.firstName,
          lastName: customer.lastName,
          isPrimary,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const token = await trx
      .updateTable('billingCardTokens')
      .set({ consumedAt: new Date() })
      .where('id', '=', payment.token)
      .where('consumedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returningAll()
      .executeTakeFirst();
    if (!token)
      throw new BillingProviderError(
        'The card token is not valid, or has been used or has expired.',
        'invalid_request',
        'resource_not_found',
        'token_id',
      );
    if (token.outcome === 'storage_fails')
      throw new BillingProviderError(
        'Card verification failed. Error message: (3004) The card could not be verified.',
        'payment',
        'payment_method_verification_failed',
      );
    const { id: _token, createdAt: _c, expiresAt: _e, consumedAt: _u, companyId: _x, ...card } = token;
    return trx
      .insertInto('billingPaymentSources')
      .values({ ...card, id, companyId: customer.companyId, type: 'card', referenceId: token.id, isPrimary })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async invoice(
    trx: Trx,
    customer: BillingCustomer,
    input: {
      subscriptionId: string;
      description: string;
      periodStart: Date | null;
      periodEnd: Date | null;
      subTotal: number;
      discount: number;
      credits: number;
      source: SourceRow;
      couponIds: string[];
    },
  ): Promise<void> {
    const id = `inv_${Date.now().toString(36)}${sandboxId('').slice(1, 7)}`;
    const total = input.subTotal - input.discount;
    const paid = total - input.credits;
    const paymentMethod = describeSource(input.source);
    const date = new Date();
    const pdfKey = `billing-invoices/${customer.companyId}/${id}.pdf`;
    const pdf = await renderInvoicePdf({
      invoiceId: id,
      date,
      companyName: customer.companyName,
      description: input.description,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      subTotalCents: input.subTotal,
      discountCents: input.discount,
      creditsAppliedCents: input.credits,
      totalCents: total,
      amountPaidCents: paid,
      paymentMethod,
      couponIds: input.couponIds,
    });
    await this.storage.put(pdfKey, pdf, 'application/pdf');
    await trx
      .insertInto('billingInvoices')
      .values({
        id,
        companyId: customer.companyId,
        subscriptionId: input.subscriptionId,
        date,
        description: input.description,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        subTotalCents: input.subTotal,
        discountCents: input.discount,
        creditsAppliedCents: input.credits,
        totalCents: total,
        amountPaidCents: paid,
        status: 'paid',
        paymentSourceId: input.source.id,
        paymentMethod,
        maskedNumber: input.source.type === 'card' ? masked(input.source.last4) : null,
        couponIds: input.couponIds,
        pdfKey,
      })
      .execute();
  }

  private setStatus(
    customer: BillingCustomer,
    subscriptionId: string,
    from: string[],
    to: (row: SubscriptionRow) => { status: string; cancelledAt: Date | null },
  ): Promise<ProviderSubscription> {
    return this.tx(customer, async (trx) => {
      const row = await currentRow(trx);
      if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
      if (!from.includes(liveStatus(row)))
        throw new BillingProviderError(`The subscription is ${liveStatus(row)}.`, 'invalid_request', 'invalid_state_for_request');
      await trx
        .updateTable('companySubscriptions')
        .set({ ...to(row), providerVersion: Math.max(row.providerVersion + 1, Date.now()), updatedAt: new Date() })
        .execute();
      return toProvider((await currentRow(trx))!);
    });
  }
}

async function findPlan(trx: Trx, itemPriceId: string) {
  const plan = await trx.selectFrom('billingPlans').selectAll().where('itemPriceId', '=', itemPriceId).executeTakeFirst();
  if (!plan || plan.annualFeeCents === null)
    throw new BillingProviderError(`Item price ${itemPriceId} is not present`, 'invalid_request', 'resource_not_found', 'item_price_id');
  return { ...plan, annualFeeCents: plan.annualFeeCents };
}

function currentRow(trx: Trx): Promise<SubscriptionRow | undefined> {
  return trx.selectFrom('companySubscriptions').selectAll().where('provider', '=', 'sandbox').executeTakeFirst();
}

async function liveRow(trx: Trx, subscriptionId: string): Promise<SubscriptionRow & { currentTermStart: Date; currentTermEnd: Date }> {
  const row = await currentRow(trx);
  if (!row || row.subscriptionId !== subscriptionId) throw notFound('Subscription');
  if (!LIVE.includes(liveStatus(row)) || !row.currentTermStart || !row.currentTermEnd)
    throw new BillingProviderError('The subscription is not active.', 'invalid_request', 'invalid_state_for_request');
  return { ...row, currentTermStart: row.currentTermStart, currentTermEnd: row.currentTermEnd };
}

/** A subscription scheduled to cancel is cancelled once its term has ended. */
function liveStatus(row: Pick<SubscriptionRow, 'status' | 'currentTermEnd'>): string {
  return row.status === 'non_renewing' && row.currentTermEnd && row.currentTermEnd.getTime() <= Date.now() ? 'cancelled' : row.status;
}

function charge(source: SourceRow, amountCents: number, what: string): void {
  if (amountCents <= 0 || source.outcome !== 'insufficient_funds') return;
  throw new BillingProviderError(
    `${what} as we are not able to collect USD ${centsToDollars(amountCents, true)} from your card on file. Error message: (3001) Insufficient funds.`,
    'payment',
    'payment_processing_failed',
  );
}

function notFound(what: string): BillingProviderError {
  return new BillingProviderError(`${what} is not present`, 'invalid_request', 'resource_not_found');
}

const masked = (last4: string) => `************${last4}`;

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners_club: 'Diners Club',
};

function describeSource(source: Pick<SourceRow, 'type' | 'brand' | 'last4'>): string {
  return source.type === 'card'
    ? `${BRAND_NAMES[source.brand ?? ''] ?? 'Card'} ending ${source.last4}`
    : `Bank account ending ${source.last4}`;
}

function toPaymentSource(row: SourceRow): PaymentSource {
  return {
    id: row.id,
    reference_id: row.referenceId,
    type: row.type,
    primary: row.isPrimary,
    card:
      row.type === 'card'
        ? {
            brand: row.brand ?? 'other',
            last4: row.last4,
            masked_number: masked(row.last4),
            expiry_month: row.expiryMonth ?? 0,
            expiry_year: row.expiryYear ?? 0,
            first_name: row.firstName,
            last_name: row.lastName,
            billing_addr1: row.billingAddr1,
            billing_addr2: row.billingAddr2,
            billing_city: row.billingCity,
            billing_state_code: row.billingStateCode,
            billing_zip: row.billingZip,
          }
        : null,
    bank_account: row.type === 'bank_account' ? { last4: row.last4 } : null,
  };
}

function toProvider(row: SubscriptionRow): ProviderSubscription {
  return {
    id: row.subscriptionId,
    customerId: row.customerId,
    itemPriceId: row.itemPriceId,
    status: liveStatus(row),
    amountCents: row.annualFeeCents,
    couponIds: row.couponIds,
    currentTermStart: row.currentTermStart,
    currentTermEnd: row.currentTermEnd,
    nextBillingAt: row.status === 'active' ? row.nextBillingAt : null,
    cancelledAt: row.cancelledAt,
    startedAt: row.startedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.providerVersion,
  };
}
