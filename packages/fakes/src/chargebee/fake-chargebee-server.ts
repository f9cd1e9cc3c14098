import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeChargebeeForm } from './chargebee-form.ts';
import { CHARGEBEE_JS_STAND_IN } from './chargebee-js.ts';

type Obj = Record<string, unknown>;
type Form = Record<string, unknown>;

export interface FakeChargebeeOptions {
  apiKey: string;
  publishableKey: string;
  /** Item prices: id -> yearly price in cents. */
  itemPrices: Record<string, number>;
  coupons?: Obj[];
}

export interface FakeChargebee {
  url: string;
  /** Events as Chargebee would send them to a webhook, in the order they happened. */
  events: Obj[];
  requests: Array<{ method: string; path: string }>;
  subscriptions: Map<string, Obj>;
  close: () => Promise<void>;
}

/** Test gateway outcomes (Chargebee test gateway): these numbers fail, any other valid number succeeds. */
const OUTCOMES: Record<string, string> = { '4005519200000004': 'insufficient_funds', '4119862760338320': 'storage_fails' };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}

const notFound = (what: string, param?: string) =>
  new ApiError(404, {
    message: `${what} not found`,
    type: 'invalid_request',
    api_error_code: 'resource_not_found',
    ...(param ? { param } : {}),
    http_status_code: 404,
  });
const invalid = (message: string, param?: string) =>
  new ApiError(400, {
    message,
    type: 'invalid_request',
    api_error_code: 'param_wrong_value',
    ...(param ? { param } : {}),
    http_status_code: 400,
  });
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const YEAR = 365 * 86_400;

/**
 * A local Chargebee API v2 (Product Catalog 2.0) for tests and offline runs: Basic auth with the API key,
 * form-encoded requests, JSON answers and errors shaped like Chargebee's, the test gateway's cards, and a
 * Chargebee.js stand-in (init, card component, tokenize) at /chargebee.js. Every change is recorded as a
 * webhook event.
 */
export async function startFakeChargebee(options: FakeChargebeeOptions): Promise<FakeChargebee> {
  const state = {
    customers: new Map<string, Obj>(),
    tokens: new Map<string, Obj>(),
    sources: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: [] as Obj[],
    transactions: [] as Obj[],
    hostedPages: new Map<string, Obj>(),
    coupons: new Map((options.coupons ?? []).map((c) => [String(c.id), c])),
  };
  const events: Obj[] = [];
  const requests: FakeChargebee['requests'] = [];
  let version = Date.now();
  const nextVersion = () => ++version;

  const event = (type: string, content: Obj) =>
    events.push({
      id: id('ev'),
      occurred_at: now(),
      source: 'api',
      object: 'event',
      api_version: 'v2',
      event_type: type,
      webhook_status: 'scheduled',
      content,
    });
  const customer = (customerId: string) =>
    state.customers.get(customerId) ??
    (() => {
      throw notFound('Customer', 'customer_id');
    })();
  const price = (itemPriceId: string) => {
    const amount = options.itemPrices[itemPriceId];
    if (amount === undefined)
      throw new ApiError(404, {
        message: `Item price ${itemPriceId} is not present`,
        type: 'invalid_request',
        api_error_code: 'resource_not_found',
        param: 'item_price_id',
        http_status_code: 404,
      });
    return amount;
  };
  const coupons = (ids: string[]) =>
    ids.map((couponId, i) => {
      const coupon = state.coupons.get(couponId);
      if (!coupon || coupon.status !== 'active') throw invalid(`${couponId} is not present`, `coupon_ids[${i}]`);
      return coupon;
    });
  const discount = (list: Obj[], amount: number) =>
    Math.min(
      amount,
      list.reduce(
        (sum, c) =>
          sum +
          (c.discount_type === 'fixed_amount' ? Number(c.discount_amount) : Math.round((amount * Number(c.discount_percentage)) / 100)),
        0,
      ),
    );
  const sourcesOf = (customerId: string) => [...state.sources.values()].filter((s) => s.customer_id === customerId);

  const charge = (customerId: string, amount: number, what: string) => {
    const cust = customer(customerId);
    const source = state.sources.get(String(cust.primary_payment_source_id ?? ''));
    if (!source)
      throw new ApiError(400, {
        message: 'No payment method is present for the customer.',
        type: 'payment',
        api_error_code: 'payment_method_not_present',
        http_status_code: 400,
      });
    if (amount > 0 && source.outcome === 'insufficient_funds') {
      throw new ApiError(400, {
        message: `${what} as we are not able to collect USD ${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} from your card on file. Error message: (3001) Insufficient funds.`,
        type: 'payment',
        api_error_code: 'payment_processing_failed',
        error_cause_id: 'gateway.transaction_processing.low_balance',
        http_status_code: 400,
      });
    }
    return source;
  };

  const invoice = (sub: Obj, amount: number, applied: string[], source: Obj, credits = 0) => {
    const inv = {
      id: `inv_${state.invoices.length + 1}`,
      object: 'invoice',
      customer_id: sub.customer_id,
      subscription_id: sub.id,
      status: 'paid',
      date: now(),
      sub_total: amount,
      total: amount - discount(coupons(applied), amount),
      amount_paid: Math.max(0, amount - discount(coupons(applied), amount) - credits),
      credits_applied: credits,
      tax: 0,
      line_items: [
        {
          description: `${String((sub.subscription_items as Obj[])[0]!.item_price_id)}`,
          date_from: sub.current_term_start,
          date_to: sub.current_term_end,
          amount,
        },
      ],
      discounts: applied.map((c) => ({ entity_id: c })),
    };
    state.invoices.push(inv);
    state.transactions.push({
      id: `txn_${state.transactions.length + 1}`,
      object: 'transaction',
      customer_id: sub.customer_id,
      date: inv.date,
      amount: inv.amount_paid,
      status: 'success',
      masked_card_number: (source.card as Obj | undefined)?.masked_number ?? null,
      linked_invoices: [{ invoice_id: inv.id }],
    });
    return inv;
  };

  const addSource = (customerId: string, source: Obj, primary: boolean) => {
    const cust = customer(customerId);
    state.sources.set(String(source.id), source);
    if (primary || !cust.primary_payment_source_id) cust.primary_payment_source_id = source.id;
    event('payment_source_added', { customer: cust, payment_source: source });
    return { customer: cust, payment_source: source };
  };

  const handlers: Array<[string, RegExp, (m: RegExpMatchArray, form: Form) => Obj]> = [
    [
      'POST',
      /^\/customers$/,
      (_m, f) => {
        const customerId = String(f.id ?? id('cust'));
        if (state.customers.has(customerId))
          throw new ApiError(400, {
            message: 'The value is already present.',
            type: 'invalid_request',
            api_error_code: 'duplicate_entry',
            param: 'id',
            http_status_code: 400,
          });
        const cust = {
          id: customerId,
          object: 'customer',
          email: f.email,
          first_name: f.first_name,
          last_name: f.last_name,
          company: f.company,
          primary_payment_source_id: null,
          created_at: now(),
        };
        state.customers.set(customerId, cust);
        return { customer: cust };
      },
    ],
    ['GET', /^\/customers\/([^/]+)$/, (m) => ({ customer: customer(decodeURIComponent(m[1]!)) })],
    [
      'POST',
      /^\/payment_sources\/create_using_token$/,
      (_m, f) => {
        const token = state.tokens.get(String(f.token_id));
        if (!token || token.status !== 'new') throw invalid('The token is invalid or has been used.', 'token_id');
        token.status = 'consumed';
        if (token.outcome === 'storage_fails')
          throw new ApiError(400, {
            message: 'Card verification failed. Error message: (3004) The card could not be verified.',
            type: 'payment',
            api_error_code: 'payment_method_verification_failed',
            http_status_code: 400,
          });
        const source = {
          id: id('pm'),
          object: 'payment_source',
          customer_id: f.customer_id,
          type: 'card',
          reference_id: id('tok'),
          status: 'valid',
          outcome: token.outcome,
          card: token.card,
        };
        return addSource(String(f.customer_id), source, f.replace_primary_payment_source === 'true');
      },
    ],
    [
      'POST',
      /^\/payment_sources\/create_bank_account$/,
      (_m, f) => {
        const bank = (f.bank_account ?? {}) as Obj;
        if (!/^\d{4,17}$/.test(String(bank.account_number ?? '')))
          throw invalid('bank_account[account_number] : invalid account number', 'bank_account[account_number]');
        if (!/^\d{9}$/.test(String(bank.routing_number ?? '')))
          throw invalid('bank_account[routing_number] : invalid routing number', 'bank_account[routing_number]');
        const source = {
          id: id('pm'),
          object: 'payment_source',
          customer_id: f.customer_id,
          type: 'direct_debit',
          status: 'valid',
          outcome: 'success',
          bank_account: { last4: String(bank.account_number).slice(-4), account_type: bank.account_type ?? 'checking' },
        };
        return addSource(String(f.customer_id), source, f.replace_primary_payment_source === 'true');
      },
    ],
    [
      'GET',
      /^\/payment_sources$/,
      (_m, f) => ({
        list: sourcesOf(String((f.customer_id as Obj | undefined)?.is)).map((s) => ({ payment_source: s })),
        next_offset: undefined,
      }),
    ],
    [
      'POST',
      /^\/payment_sources\/([^/]+)\/update_card$/,
      (m, f) => {
        const source =
          state.sources.get(m[1]!) ??
          (() => {
            throw notFound('Payment source');
          })();
        Object.assign(source.card as Obj, f.card as Obj);
        return { customer: customer(String(source.customer_id)), payment_source: source };
      },
    ],
    [
      'POST',
      /^\/payment_sources\/([^/]+)\/delete$/,
      (m) => {
        const source =
          state.sources.get(m[1]!) ??
          (() => {
            throw notFound('Payment source');
          })();
        state.sources.delete(m[1]!);
        const cust = customer(String(source.customer_id));
        if (cust.primary_payment_source_id === source.id) cust.primary_payment_source_id = sourcesOf(String(cust.id))[0]?.id ?? null;
        event('payment_source_deleted', { customer: cust, payment_source: source });
        return { customer: cust, payment_source: source };
      },
    ],
    [
      'POST',
      /^\/customers\/([^/]+)\/assign_payment_role$/,
      (m, f) => {
        const cust = customer(decodeURIComponent(m[1]!));
        const source = state.sources.get(String(f.payment_source_id));
        if (!source || source.customer_id !== cust.id) throw notFound('Payment source', 'payment_source_id');
        if (f.role === 'primary') cust.primary_payment_source_id = source.id;
        return { customer: cust, payment_source: source };
      },
    ],
    [
      'POST',
      /^\/customers\/([^/]+)\/subscription_for_items$/,
      (m, f) => {
        const cust = customer(decodeURIComponent(m[1]!));
        const item = ((f.subscription_items ?? []) as Obj[])[0];
        const amount = price(String(item?.item_price_id));
        const applied = (f.coupon_ids ?? []) as string[];
        const source = charge(String(cust.id), amount - discount(coupons(applied), amount), 'Subscription cannot be created');
        const start = now();
        const sub = {
          id: String(f.id ?? id('sub')),
          object: 'subscription',
          customer_id: cust.id,
          status: 'active',
          currency_code: 'USD',
          billing_period: 1,
          billing_period_unit: 'year',
          current_term_start: start,
          current_term_end: start + YEAR,
          next_billing_at: start + YEAR,
          started_at: start,
          activated_at: start,
          created_at: start,
          updated_at: start,
          subscription_items: [{ item_price_id: item!.item_price_id, item_type: 'plan', quantity: 1, unit_price: amount, amount }],
          coupons: applied
            .filter((c) => state.coupons.get(c)?.duration_type === 'forever')
            .map((c) => ({ coupon_id: c, applied_count: 1 })),
          resource_version: nextVersion(),
          payment_source_id: source.id,
        };
        state.subscriptions.set(sub.id, sub);
        const inv = invoice(sub, amount, applied, source);
        event('subscription_created', { subscription: sub, customer: cust, invoice: inv });
        return { subscription: sub, customer: cust, invoice: inv };
      },
    ],
    [
      'GET',
      /^\/subscriptions\/([^/]+)$/,
      (m) => {
        const sub =
          state.subscriptions.get(m[1]!) ??
          (() => {
            throw notFound('Subscription');
          })();
        return { subscription: sub, customer: customer(String(sub.customer_id)) };
      },
    ],
    [
      'POST',
      /^\/subscriptions\/([^/]+)\/update_for_items$/,
      (m, f) => {
        const sub =
          state.subscriptions.get(m[1]!) ??
          (() => {
            throw notFound('Subscription');
          })();
        const item = ((f.subscription_items ?? []) as Obj[])[0];
        const estimate = changeEstimate(sub, String(item?.item_price_id), (f.coupon_ids ?? []) as string[]);
        const source = charge(String(sub.customer_id), estimate.amount_due, 'Subscription cannot be changed');
        const amount = price(String(item?.item_price_id));
        const newCoupons = ((f.coupon_ids ?? []) as string[]).filter(
          (c) => state.coupons.get(c)?.duration_type === 'forever' && !(sub.coupons as Obj[]).some((x) => x.coupon_id === c),
        );
        Object.assign(sub, {
          subscription_items: [{ item_price_id: item!.item_price_id, item_type: 'plan', quantity: 1, unit_price: amount, amount }],
          coupons: [...(sub.coupons as Obj[]), ...newCoupons.map((c) => ({ coupon_id: c }))],
          updated_at: now(),
          resource_version: nextVersion(),
        });
        const inv = estimate.total > 0 ? invoice(sub, estimate.total, [], source, estimate.credits_applied) : undefined;
        event('subscription_changed', { subscription: sub, customer: customer(String(sub.customer_id)), ...(inv ? { invoice: inv } : {}) });
        return { subscription: sub, customer: customer(String(sub.customer_id)), ...(inv ? { invoice: inv } : {}) };
      },
    ],
    [
      'POST',
      /^\/subscriptions\/([^/]+)\/cancel_for_items$/,
      (m, f) => {
        const sub =
          state.subscriptions.get(m[1]!) ??
          (() => {
            throw notFound('Subscription');
          })();
        if (f.end_of_term !== 'true') throw invalid('Only end-of-term cancellation is supported by this fake.', 'end_of_term');
        Object.assign(sub, {
          status: 'non_renewing',
          cancelled_at: sub.current_term_end,
          next_billing_at: undefined,
          cancel_schedule_created_at: now(),
          updated_at: now(),
          resource_version: nextVersion(),
        });
        event('subscription_cancellation_scheduled', { subscription: sub, customer: customer(String(sub.customer_id)) });
        return { subscription: sub, customer: customer(String(sub.customer_id)) };
      },
    ],
    [
      'POST',
      /^\/subscriptions\/([^/]+)\/remove_scheduled_cancellation$/,
      (m) => {
        const sub =
          state.subscriptions.get(m[1]!) ??
          (() => {
            throw notFound('Subscription');
          })();
        if (sub.status !== 'non_renewing')
          throw new ApiError(400, {
            message: 'The subscription is not scheduled for cancellation.',
            type: 'invalid_request',
            api_error_code: 'invalid_state_for_request',
            http_status_code: 400,
          });
        Object.assign(sub, {
          status: 'active',
          cancelled_at: undefined,
          next_billing_at: sub.current_term_end,
          updated_at: now(),
          resource_version: nextVersion(),
        });
        event('subscription_scheduled_cancellation_removed', { subscription: sub, customer: customer(String(sub.customer_id)) });
        return { subscription: sub, customer: customer(String(sub.customer_id)) };
      },
    ],
    [
      'POST',
      /^\/subscriptions\/([^/]+)\/reactivate$/,
      (m) => {
        const sub =
          state.subscriptions.get(m[1]!) ??
          (() => {
            throw notFound('Subscription');
          })();
        if (sub.status !== 'cancelled')
          throw new ApiError(400, {
            message: 'Only a cancelled subscription can be reactivated.',
            type: 'invalid_request',
            api_error_code: 'invalid_state_for_request',
            http_status_code: 400,
          });
        const amount = Number((sub.subscription_items as Obj[])[0]!.amount);
        const source = charge(String(sub.customer_id), amount, 'Subscription cannot be reactivated');
        const start = now();
        Object.assign(sub, {
          status: 'active',
          cancelled_at: undefined,
          current_term_start: start,
          current_term_end: start + YEAR,
          next_billing_at: start + YEAR,
          updated_at: start,
          resource_version: nextVersion(),
        });
        const inv = invoice(sub, amount, [], source);
        event('subscription_reactivated', { subscription: sub, customer: customer(String(sub.customer_id)), invoice: inv });
        return { subscription: sub, customer: customer(String(sub.customer_id)), invoice: inv };
      },
    ],
    [
      'POST',
      /^\/estimates\/update_subscription_for_items$/,
      (_m, f) => {
        const sub =
          state.subscriptions.get(String((f.subscription as Obj | undefined)?.id)) ??
          (() => {
            throw notFound('Subscription', 'subscription[id]');
          })();
        const item = ((f.subscription_items ?? []) as Obj[])[0];
        const e = changeEstimate(sub, String(item?.item_price_id), (f.coupon_ids ?? []) as string[]);
        return {
          estimate: {
            object: 'estimate',
            created_at: now(),
            ...(e.total > 0
              ? {
                  invoice_estimate: {
                    object: 'invoice_estimate',
                    currency_code: 'USD',
                    sub_total: e.total,
                    total: e.total,
                    credits_applied: e.credits_applied,
                    amount_due: e.amount_due,
                    amount_paid: 0,
                  },
                }
              : {}),
            next_invoice_estimate: {
              object: 'invoice_estimate',
              total: price(String(item?.item_price_id)),
              amount_due: price(String(item?.item_price_id)),
            },
          },
        };
      },
    ],
    [
      'POST',
      /^\/estimates\/create_subscription_for_items$/,
      (_m, f) => {
        const item = ((f.subscription_items ?? []) as Obj[])[0];
        const amount = price(String(item?.item_price_id));
        const total = amount - discount(coupons((f.coupon_ids ?? []) as string[]), amount);
        return {
          estimate: {
            object: 'estimate',
            created_at: now(),
            invoice_estimate: {
              object: 'invoice_estimate',
              currency_code: 'USD',
              sub_total: amount,
              total,
              credits_applied: 0,
              amount_due: total,
              amount_paid: 0,
            },
          },
        };
      },
    ],
    [
      'GET',
      /^\/coupons\/([^/]+)$/,
      (m) => ({
        coupon:
          state.coupons.get(decodeURIComponent(m[1]!)) ??
          (() => {
            throw notFound('Coupon');
          })(),
      }),
    ],
    [
      'GET',
      /^\/invoices$/,
      (_m, f) => ({
        list: state.invoices
          .filter((i) => i.customer_id === (f.customer_id as Obj | undefined)?.is)
          .reverse()
          .map((i) => ({ invoice: i })),
      }),
    ],
    [
      'POST',
      /^\/invoices\/([^/]+)\/pdf$/,
      (m) => {
        const inv =
          state.invoices.find((i) => i.id === m[1]) ??
          (() => {
            throw notFound('Invoice');
          })();
        return {
          download: {
            object: 'download',
            download_url: `${serverUrl}/invoice-pdfs/${String(inv.id)}.pdf`,
            valid_till: now() + 3600,
            mime_type: 'application/pdf',
          },
        };
      },
    ],
    [
      'GET',
      /^\/transactions$/,
      (_m, f) => ({
        list: state.transactions
          .filter((t) => t.customer_id === (f.customer_id as Obj | undefined)?.is)
          .reverse()
          .map((t) => ({ transaction: t })),
      }),
    ],
    [
      'POST',
      /^\/hosted_pages\/checkout_new_for_items$/,
      (_m, f) => {
        const page = {
          id: id('hp'),
          object: 'hosted_page',
          type: 'checkout_new',
          state: 'created',
          url: '',
          created_at: now(),
          expires_at: now() + 3 * 3600,
          order: f,
        };
        page.url = `${serverUrl}/pages/${page.id}`;
        state.hostedPages.set(page.id, page);
        return { hosted_page: { ...page, order: undefined } };
      },
    ],
    [
      'GET',
      /^\/hosted_pages\/([^/]+)$/,
      (m) => ({
        hosted_page:
          state.hostedPages.get(m[1]!) ??
          (() => {
            throw notFound('Hosted page');
          })(),
      }),
    ],
    [
      'POST',
      /^\/hosted_pages\/([^/]+)\/acknowledge$/,
      (m) => {
        const page =
          state.hostedPages.get(m[1]!) ??
          (() => {
            throw notFound('Hosted page');
          })();
        if (page.state !== 'succeeded')
          throw new ApiError(400, {
            message: 'The hosted page is not in succeeded state.',
            type: 'invalid_request',
            api_error_code: 'invalid_state_for_request',
            http_status_code: 400,
          });
        page.state = 'acknowledged';
        return { hosted_page: page };
      },
    ],
  ];

  function changeEstimate(sub: Obj, itemPriceId: string, extra: string[]) {
    const newAmount = price(itemPriceId);
    const oldAmount = Number((sub.subscription_items as Obj[])[0]!.amount);
    if (newAmount <= oldAmount) return { total: 0, credits_applied: 0, amount_due: 0 };
    const term = Number(sub.current_term_end) - Number(sub.current_term_start);
    const left = Math.max(0, Number(sub.current_term_end) - now());
    const charge = Math.round((newAmount * left) / term);
    const applied = [...(sub.coupons as Obj[]).map((c) => String(c.coupon_id)), ...extra];
    const total = charge - Math.min(charge, discount(coupons(applied), charge));
    const credits = Math.min(total, Math.round((oldAmount * left) / term));
    return { total, credits_applied: credits, amount_due: total - credits };
  }

  let serverUrl = '';
  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => reply(res, 500, { message: String(error), type: 'internal_error' }));
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', path: url.pathname });
    const cors = {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-headers': 'content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    if (url.pathname === '/chargebee.js')
      return void res.writeHead(200, { 'content-type': 'application/javascript', ...cors }).end(CHARGEBEE_JS_STAND_IN);
    if (url.pathname === '/js/tokens' && req.method === 'POST') return tokenize(req, res, cors);
    if (url.pathname.startsWith('/pages/')) return hostedPage(url, res);
    if (url.pathname.startsWith('/invoice-pdfs/'))
      return void res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4\n% fake Chargebee invoice\n%%EOF\n');
    if (!url.pathname.startsWith('/api/v2/')) return reply(res, 404, { message: 'Not found' });
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (auth !== `${options.apiKey}:`)
      return reply(res, 401, {
        message: 'Sorry, authentication failed. Invalid api key',
        type: 'invalid_request',
        api_error_code: 'api_authentication_failed',
        http_status_code: 401,
      });
    const path = url.pathname.slice('/api/v2'.length);
    const form = decodeChargebeeForm(req.method === 'POST' ? new URLSearchParams(await readBody(req)) : url.searchParams);
    const handler = handlers.find(([method, pattern]) => method === req.method && pattern.test(path));
    if (!handler)
      return reply(res, 404, {
        message: `Unknown endpoint ${req.method} ${path}`,
        type: 'invalid_request',
        api_error_code: 'resource_not_found',
      });
    try {
      reply(res, 200, handler[2](path.match(handler[1])!, form));
    } catch (error) {
      if (error instanceof ApiError) return reply(res, error.status, error.body);
      throw error;
    }
  }

  async function tokenize(req: IncomingMessage, res: ServerResponse, cors: Record<string, string>) {
    const body = JSON.parse(await readBody(req)) as {
      publishableKey?: string;
      number?: string;
      cvv?: string;
      expiryMonth?: number;
      expiryYear?: number;
      firstName?: string;
    };
    const send = (status: number, data: Obj) =>
      res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(data));
    if (body.publishableKey !== options.publishableKey) return send(401, { message: 'Invalid publishable key' });
    const digits = String(body.number ?? '').replace(/\D/g, '');
    if (digits.length < 12 || !luhn(digits)) return send(400, { message: 'Your card number is invalid.' });
    const token = `cb_${randomBytes(10).toString('hex')}`;
    const brand = digits.startsWith('4') ? 'visa' : /^5[1-5]/.test(digits) ? 'mastercard' : 'other';
    state.tokens.set(token, {
      status: 'new',
      outcome: OUTCOMES[digits] ?? 'success',
      card: {
        brand,
        last4: digits.slice(-4),
        masked_number: `************${digits.slice(-4)}`,
        expiry_month: body.expiryMonth,
        expiry_year: body.expiryYear,
        first_name: body.firstName,
        funding_type: 'credit',
        object: 'card',
      },
    });
    return send(200, { token });
  }

  function hostedPage(url: URL, res: ServerResponse) {
    const page = state.hostedPages.get(url.pathname.split('/')[2] ?? '');
    if (!page) return reply(res, 404, { message: 'Hosted page not found' });
    // The fake's checkout completes at once with a test bank account, as a customer filling the page would.
    if (page.state === 'created') {
      const order = page.order as Form;
      const customerId = String((order.customer as Obj | undefined)?.id);
      if (!state.customers.has(customerId))
        state.customers.set(customerId, { id: customerId, object: 'customer', primary_payment_source_id: null, created_at: now() });
      const { payment_source } = addSource(
        customerId,
        {
          id: id('pm'),
          object: 'payment_source',
          customer_id: customerId,
          type: 'direct_debit',
          status: 'valid',
          outcome: 'success',
          bank_account: { last4: '6789' },
        },
        true,
      );
      const created = handlers.find(([, p]) => p.source === /^\/customers\/([^/]+)\/subscription_for_items$/.source)![2](
        ['', customerId] as unknown as RegExpMatchArray,
        order,
      );
      page.content = { ...created, payment_source };
      page.state = 'succeeded';
    }
    const redirect = new URL(String(page.order && (page.order as Form).redirect_url));
    redirect.searchParams.set('id', String(page.id));
    redirect.searchParams.set('state', 'succeeded');
    res.writeHead(302, { location: redirect.toString() }).end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: serverUrl,
    events,
    requests,
    subscriptions: state.subscriptions,
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
