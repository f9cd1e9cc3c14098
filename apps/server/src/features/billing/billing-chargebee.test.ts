import { startFakeChargebee, type FakeChargebee } from '@askwise/fakes/chargebee/fake-chargebee-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { PURCHASE, SUBSCRIPTION } from './billing.testing.ts';
import { CHARGEBEE_WEBHOOK_PATH, isAuthorised } from './chargebee/chargebee-webhook.route.ts';

// The Chargebee adapter through the official package against the fake Chargebee: purchase, upgrade, cancel,
// payment methods, invoices, hosted checkout, and webhooks (Basic auth, replayed, out of order).
const API_KEY = 'test_key_askwise';
const PUBLISHABLE_KEY = 'test_pub_askwise';
const HOOK = { username: 'chargebee', password: 'hook-secret-1234' };
let fake: FakeChargebee;
const env: Record<string, string> = {};

beforeAll(async () => {
  fake = await startFakeChargebee({
    apiKey: API_KEY,
    publishableKey: PUBLISHABLE_KEY,
    itemPrices: { 'askwise-starter-USD-Yearly': 150_000, 'askwise-growth-USD-Yearly': 300_000, 'askwise-professional-USD-Yearly': 540_000 },
    coupons: [
      {
        id: 'WELCOME10',
        object: 'coupon',
        discount_type: 'percentage',
        discount_percentage: 10,
        duration_type: 'forever',
        status: 'active',
      },
      {
        id: 'FIRSTYEAR500',
        object: 'coupon',
        discount_type: 'fixed_amount',
        discount_amount: 50_000,
        currency_code: 'USD',
        duration_type: 'one_time',
        status: 'active',
      },
    ],
  });
  Object.assign(env, {
    BILLING_PROVIDER: 'chargebee',
    CHARGEBEE_SITE: 'askwise-test',
    CHARGEBEE_API_KEY: API_KEY,
    CHARGEBEE_PUBLISHABLE_KEY: PUBLISHABLE_KEY,
    CHARGEBEE_BASE_URL: fake.url,
    CHARGEBEE_JS_URL: `${fake.url}/chargebee.js`,
    CHARGEBEE_WEBHOOK_USERNAME: HOOK.username,
    CHARGEBEE_WEBHOOK_PASSWORD: HOOK.password,
    PUBLIC_URL: 'http://askwise.test',
  });
});
const testApp = useTestApp(env);
afterAll(async () => {
  await fake?.close();
});

const gql = <T = Record<string, unknown>>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(testApp.app.url, who.cookie, query, variables);
type Sub = {
  getCompanySubscription: {
    status: string;
    active: boolean;
    constituentsLimit: number;
    cbSubscriptionId: string;
    subscriptionId: string;
  } | null;
};

/** Tokenizes a card the way the Chargebee.js stand-in does (the card goes to the fake, never to Askwise). */
async function chargebeeToken(number: string): Promise<string> {
  const response = await fetch(`${fake.url}/js/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      publishableKey: PUBLISHABLE_KEY,
      number,
      cvv: '123',
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 2,
      firstName: 'Dana',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function deliver(
  event: Record<string, unknown>,
  auth: string | null = `Basic ${Buffer.from(`${HOOK.username}:${HOOK.password}`).toString('base64')}`,
) {
  const response = await fetch(`${testApp.app.url}${CHARGEBEE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    body: JSON.stringify(event),
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string } };
}

const eventsOf = (subscriptionId: string) =>
  fake.events.filter((e) => ((e.content as { subscription?: { id: string } }).subscription?.id ?? null) === subscriptionId);

describe('Chargebee through the official package, against the fake', () => {
  it('tells the browser where Chargebee.js is, and the fake serves a stand-in with init, card component and tokenize', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    const { data } = await gql<{ getBillingConfiguration: unknown }>(
      company,
      '{ getBillingConfiguration { provider site publishableKey jsUrl tokenizeUrl } }',
    );
    expect(data!.getBillingConfiguration).toEqual({
      provider: 'chargebee',
      site: 'askwise-test',
      publishableKey: PUBLISHABLE_KEY,
      jsUrl: `${fake.url}/chargebee.js`,
      tokenizeUrl: null,
    });
    const script = await (await fetch(`${fake.url}/chargebee.js`)).text();
    for (const part of ['init:', 'createComponent', 'tokenize', 'mount']) expect(script).toContain(part);
  });

  it('purchase with a promo code, upgrade with the estimate, cancel at term end and undo it', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    const bought = await gql<{ CreateCompanySubscriptionRequest: unknown }>(company, PURCHASE, {
      input: {
        cardToken: await chargebeeToken('4111111111111111'),
        cbSubscriptionId: 'askwise-starter-USD-Yearly',
        sourceType: 'card',
        promoCodes: ['WELCOME10'],
      },
    });
    expect(bought.data!.CreateCompanySubscriptionRequest).toEqual({
      statusCode: 200,
      message: 'Your subscription is active.',
      result: null,
    });
    const sub = (await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription!;
    expect(sub).toMatchObject({
      status: 'active',
      active: true,
      constituentsLimit: 10_000,
      cbSubscriptionId: 'askwise-starter-USD-Yearly',
    });
    const chargebeeSub = fake.subscriptions.get(sub.subscriptionId)!;
    expect(chargebeeSub.customer_id).toBe(`askwise-company-${company.companyId}`);
    expect(fake.requests.some((r) => r.path === `/api/v2/customers/askwise-company-${company.companyId}/subscription_for_items`)).toBe(
      true,
    );

    const estimate = await gql<{ getEstimatePlanUpgrade: { statusCode: number; result: { amountDue: number } } }>(
      company,
      '{ getEstimatePlanUpgrade(cbSubscriptionId: "askwise-growth-USD-Yearly") { statusCode result { amountDue creditsApplied total } } }',
    );
    expect(estimate.data!.getEstimatePlanUpgrade.statusCode).toBe(200);
    // The rest of the year of Growth less 10 %, less the unused Starter: about 2,700 - 1,500.
    expect(estimate.data!.getEstimatePlanUpgrade.result.amountDue).toBeGreaterThan(119_000);
    expect(estimate.data!.getEstimatePlanUpgrade.result.amountDue).toBeLessThanOrEqual(120_000);
    const upgrade = await gql<{ SetCompanySubscriptionRequest: unknown }>(
      company,
      'mutation { SetCompanySubscriptionRequest(input: { cbSubscriptionId: "askwise-growth-USD-Yearly", sourceType: card }) { statusCode message } }',
    );
    expect(upgrade.data!.SetCompanySubscriptionRequest).toEqual({ statusCode: 200, message: 'Your plan has been changed.' });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({
      constituentsLimit: 25_000,
      cbSubscriptionId: 'askwise-growth-USD-Yearly',
    });

    const cancel = await gql<{ CancelCompanySubscriptionRequest: { statusCode: number } }>(
      company,
      'mutation { CancelCompanySubscriptionRequest { statusCode message } }',
    );
    expect(cancel.data!.CancelCompanySubscriptionRequest.statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.subscriptionId)!.status).toBe('non_renewing');
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({ status: 'non_renewing', active: false });
    const reactivate = await gql<{ ReactivateCompanySubscriptionRequest: { statusCode: number } }>(
      company,
      'mutation { ReactivateCompanySubscriptionRequest { statusCode message } }',
    );
    expect(reactivate.data!.ReactivateCompanySubscriptionRequest.statusCode).toBe(200);
    expect(fake.subscriptions.get(sub.subscriptionId)!.status).toBe('active');

    // Billing details: invoices with Chargebee's PDF links, the card on file.
    const detail = await gql<{
      SubscriptionDetailRequest: {
        resultInvoices: Array<{ id: string; total: number }>;
        listPaymentMethods: Array<{ primary: boolean; card: { last4: string } }>;
      };
    }>(
      company,
      '{ SubscriptionDetailRequest(processType: SUBSCRIPTION_DETAILS) { resultInvoices { id total } listPaymentMethods { primary card { last4 } } } }',
    );
    expect(detail.data!.SubscriptionDetailRequest.resultInvoices.map((i) => i.total)).toEqual([expect.any(Number), 135_000]);
    expect(detail.data!.SubscriptionDetailRequest.listPaymentMethods).toEqual([{ primary: true, card: { last4: '1111' } }]);
    const pdf = await gql<{ SubscriptionDetailRequest: { invoicePdf: { download_url: string } } }>(
      company,
      'query($id: String) { SubscriptionDetailRequest(processType: SUBSCRIPTION_INVOICE_PDF, invoiceId: $id) { invoicePdf { download_url } } }',
      { id: detail.data!.SubscriptionDetailRequest.resultInvoices[1]!.id },
    );
    expect(pdf.data!.SubscriptionDetailRequest.invoicePdf.download_url).toMatch(new RegExp(`^${fake.url}/invoice-pdfs/`));
  });

  it("maps errors to the spec's messages: a declined card, an unknown promo code, a bad bank account", async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    const declined = await gql<{ CreateCompanySubscriptionRequest: unknown }>(company, PURCHASE, {
      input: { cardToken: await chargebeeToken('4005519200000004'), cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' },
    });
    expect(declined.data!.CreateCompanySubscriptionRequest).toEqual({ statusCode: 500, message: 'Insufficient funds.', result: null });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toBeNull();
    const promo = await gql<{ PromocodeValidateRequest: unknown }>(
      company,
      '{ PromocodeValidateRequest(cbSubscriptionId: "askwise-starter-USD-Yearly", promoCode: "NOPE") { statusCode message } }',
    );
    expect(promo.data!.PromocodeValidateRequest).toEqual({ statusCode: 500, message: 'Promo code "NOPE" is invalid' });
    const good = await gql<{ PromocodeValidateRequest: { result: { discountAmount: number } } }>(
      company,
      '{ PromocodeValidateRequest(cbSubscriptionId: "askwise-starter-USD-Yearly", promoCode: "FIRSTYEAR500") { result { discountAmount } } }',
    );
    expect(good.data!.PromocodeValidateRequest.result.discountAmount).toBe(50_000);
    const echeck = await gql<{ CreateCompanySubscriptionRequest: unknown }>(company, PURCHASE, {
      input: {
        cbSubscriptionId: 'askwise-starter-USD-Yearly',
        sourceType: 'echeck',
        echeckData: { accountNumber: '12ab', routingNumber: '110000000' },
      },
    });
    expect(echeck.data!.CreateCompanySubscriptionRequest).toEqual({ statusCode: 500, message: 'invalid account number', result: null });
  });

  it('payment methods: a second card made primary, the first deleted, the last one kept', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    await gql(company, PURCHASE, {
      input: { cardToken: await chargebeeToken('4111111111111111'), cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' },
    });
    const added = await gql<{ CreatePaymentMethodRequest: { statusCode: number; message: string } }>(
      company,
      'mutation($i: PaymentMethodInput!) { CreatePaymentMethodRequest(input: $i) { statusCode message } }',
      {
        i: {
          sourceType: 'new-card',
          cardToken: await chargebeeToken('5555555555554444'),
          card: { first_name: 'Dana', billing_zip: '62701' },
        },
      },
    );
    expect(JSON.parse(added.data!.CreatePaymentMethodRequest.message)).toMatchObject({ masked_number: '************4444' });
    const list = async () =>
      (
        await gql<{ SubscriptionDetailRequest: { listPaymentMethods: Array<{ id: string; primary: boolean; card: { last4: string } }> } }>(
          company,
          '{ SubscriptionDetailRequest(processType: PAYMENT_METHOD_LIST) { listPaymentMethods { id primary card { last4 } } } }',
        )
      ).data!.SubscriptionDetailRequest.listPaymentMethods;
    const [first, second] = await list();
    await gql(company, 'mutation($i: PaymentMethodInput!) { SetAsPrimaryPaymentMethodRequest(input: $i) { statusCode } }', {
      i: { sourceType: 'set-primary', payment_id: second!.id },
    });
    const del = (paymentId: string) =>
      gql<{ DeletePaymentMethodRequest: { statusCode: number } }>(
        company,
        'mutation($i: PaymentMethodInput!) { DeletePaymentMethodRequest(input: $i) { statusCode } }',
        { i: { sourceType: 'delete-card', payment_id: paymentId } },
      );
    expect((await del(first!.id)).data!.DeletePaymentMethodRequest.statusCode).toBe(200);
    expect((await list()).map((m) => [m.card.last4, m.primary])).toEqual([['4444', true]]);
    expect((await del(second!.id)).data!.DeletePaymentMethodRequest.statusCode).toBe(500);
  });

  it('direct debit through the hosted checkout', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    const started = await gql<{ CreateCompanySubscriptionRequest: { result: { pageLink: string; hostedPageId: string } } }>(
      company,
      PURCHASE,
      { input: { cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'ach' } },
    );
    const { pageLink, hostedPageId } = started.data!.CreateCompanySubscriptionRequest.result;
    const page = await fetch(pageLink, { redirect: 'manual' });
    const back = new URL(page.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('http://askwise.test/profile/subscription');
    expect(back.searchParams.get('id')).toBe(hostedPageId);
    const done = await gql<{ CompleteHostedCheckoutRequest: unknown }>(
      company,
      'mutation($id: String!) { CompleteHostedCheckoutRequest(hostedPageId: $id) { statusCode message } }',
      { id: hostedPageId },
    );
    expect(done.data!.CompleteHostedCheckoutRequest).toEqual({ statusCode: 200, message: 'Your subscription is active.' });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({ status: 'active' });
  });
});

describe('Chargebee webhooks', () => {
  it('refuses an unauthenticated or wrongly authenticated delivery, and refuses all when no credentials are configured', async () => {
    expect((await deliver({ id: 'ev_x' }, null)).status).toBe(401);
    expect((await deliver({ id: 'ev_x' }, `Basic ${Buffer.from('chargebee:wrong').toString('base64')}`)).status).toBe(401);
    expect(isAuthorised(`Basic ${Buffer.from(':').toString('base64')}`, undefined, undefined)).toBe(false);
    expect(isAuthorised(`Basic ${Buffer.from('a:b').toString('base64')}`, 'a', undefined)).toBe(false);
    expect(isAuthorised(`Basic ${Buffer.from('a:b').toString('base64')}`, 'a', 'b')).toBe(true);
  });

  it('a change made in Chargebee arrives by webhook; replayed twice and out of order it changes nothing twice', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    await gql(company, PURCHASE, {
      input: { cardToken: await chargebeeToken('4111111111111111'), cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' },
    });
    const { subscriptionId } = (await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription!;
    // Chargebee is changed elsewhere (its own admin pages): cancelled at term end. Our copy learns it by webhook.
    await fetchChargebee(`/api/v2/subscriptions/${subscriptionId}/cancel_for_items`, 'end_of_term=true');
    const events = eventsOf(subscriptionId);
    expect(events.map((e) => e.event_type)).toEqual(['subscription_created', 'subscription_cancellation_scheduled']);
    const [created, scheduled] = events;

    // Out of order: the cancellation first, then the older creation; then everything again.
    expect((await deliver(scheduled!)).body.outcome).toBe('applied');
    expect((await deliver(created!)).body.outcome).toBe('unchanged');
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({ status: 'non_renewing', active: false });
    for (const event of [created!, scheduled!, scheduled!]) expect((await deliver(event)).body.outcome).toBe('duplicate');
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({ status: 'non_renewing' });
    const kept = await withCompany(testApp.database.db, company.companyId, (trx) =>
      trx.selectFrom('billingWebhookEvents').select('id').orderBy('receivedAt').execute(),
    );
    expect(kept.map((e) => e.id).sort()).toEqual([created!.id, scheduled!.id].sort());

    // Another company's customer id in an event cannot touch that company: the customer is read from Chargebee.
    const other = await createCompanyWithUser(testApp.database.ownerDb);
    const forged = {
      ...scheduled!,
      id: 'ev_forged',
      content: {
        subscription: {
          ...(scheduled!.content as { subscription: object }).subscription,
          customer_id: `askwise-company-${other.companyId}`,
          resource_version: Date.now() * 2,
        },
      },
    };
    expect(['applied', 'unchanged']).toContain((await deliver(forged)).body.outcome);
    expect((await gql<Sub>(other, SUBSCRIPTION)).data!.getCompanySubscription).toBeNull();
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({ status: 'non_renewing', subscriptionId });
  });

  it('a forged event changes nothing: the plan and state are read back from Chargebee, an unknown subscription is ignored', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    await gql(company, PURCHASE, {
      input: { cardToken: await chargebeeToken('4111111111111111'), cbSubscriptionId: 'askwise-starter-USD-Yearly', sourceType: 'card' },
    });
    const before = (await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription!;
    const [created] = eventsOf(before.subscriptionId);
    const sent = (created!.content as { subscription: Record<string, unknown> }).subscription;
    const forgedPlan = {
      id: 'ev_forged_plan',
      event_type: 'subscription_changed',
      occurred_at: Math.floor(Date.now() / 1000),
      content: {
        subscription: {
          ...sent,
          subscription_items: [{ item_price_id: 'askwise-enterprise-USD-Yearly', amount: 100, quantity: 1 }],
          resource_version: Date.now() * 3,
        },
      },
    };
    const forgedCancel = {
      ...forgedPlan,
      id: 'ev_forged_cancel',
      event_type: 'subscription_cancelled',
      content: { subscription: { ...sent, status: 'cancelled', resource_version: Date.now() * 4 } },
    };
    const unknown = { ...forgedPlan, id: 'ev_forged_unknown', content: { subscription: { ...sent, id: 'sub_does_not_exist' } } };
    for (const event of [forgedPlan, forgedCancel]) expect(['applied', 'unchanged']).toContain((await deliver(event)).body.outcome);
    expect((await deliver(unknown)).body.outcome).toBe('ignored');
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toEqual(before);
  });

  // Last in the file: it blocks this machine's address for the rest of the window.
  it('throttles failed authentication: after ten wrong passwords the source is refused, even with the right one', async () => {
    const wrong = `Basic ${Buffer.from('chargebee:guess').toString('base64')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await deliver({ id: `ev_guess_${i}` }, wrong)).status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
    expect((await deliver({ id: 'ev_after' })).status).toBe(429);
  });
});

async function fetchChargebee(path: string, body: string) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${API_KEY}:`).toString('base64')}`,
    },
    body,
  });
  expect(response.status).toBe(200);
}
