import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { browserCredentials, openPushSocket } from '../../test/sockets.ts';
import { useTestApp } from '../../test/test-app.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { buyPlan, DECLINED_CARD, PURCHASE, SUBSCRIPTION, tokenizeCard } from './billing.testing.ts';

const testApp = useTestApp();
const STARTER = 'askwise-starter-USD-Yearly';
const GROWTH = 'askwise-growth-USD-Yearly';
const PROFESSIONAL = 'askwise-professional-USD-Yearly';

const gql = <T = Record<string, unknown>>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(testApp.app.url, who.cookie, query, variables);
const admin = () => createCompanyWithUser(testApp.database.ownerDb);

const DETAIL = `query($p: SubscriptionProcessType!, $id: String) { SubscriptionDetailRequest(processType: $p, invoiceId: $id) {
  statusCode message
  result { subscription { id status current_term_end subscription_items { item_price_id amount } coupons { coupon_id discount_amount } } payment_method { type card { last4 } } customer { id } coupon }
  listPaymentMethods { id type primary card { brand last4 masked_number expiry_month expiry_year } }
  resultInvoices { id description sub_total total amount_paid status payment_method }
  resultTransactions { id amount masked_card_number linked_invoices { invoice_id } }
  invoicePdf { download_url valid_till } } }`;

type Detail = {
  SubscriptionDetailRequest: {
    statusCode: number;
    message: string | null;
    result: {
      subscription: { status: string; coupons: Array<{ coupon_id: string }> } | null;
      payment_method: { card: { last4: string } | null } | null;
    } | null;
    listPaymentMethods: Array<{ id: string; primary: boolean; card: { last4: string; masked_number: string } | null }>;
    resultInvoices: Array<{ id: string; sub_total: number; total: number; amount_paid: number; description: string }>;
    resultTransactions: Array<{ masked_card_number: string | null }>;
    invoicePdf: { download_url: string } | null;
  };
};
type Sub = {
  getCompanySubscription: null | {
    status: string;
    active: boolean;
    constituentsLimit: number;
    annualFee: string;
    cbSubscriptionId: string;
    canReactivate: boolean;
    cancelledAt: string | null;
  };
};

describe('plans', () => {
  it('lists the plan table by constituent limit, the custom plan last with Call for pricing', async () => {
    const company = await admin();
    const { data } = await gql<{
      listPaymentSubscriptions: Array<{ name: string; annualFee: string; constituentsLimit: number; donorsRecord: string }>;
    }>(company, '{ listPaymentSubscriptions { name annualFee constituentsLimit donorsRecord cbsubscriptionId } }');
    const plans = data!.listPaymentSubscriptions;
    expect(plans.map((p) => p.constituentsLimit)).toEqual([10_000, 25_000, 50_000, 100_000, 250_000, 0]);
    expect(plans[0]).toMatchObject({ name: 'Starter', annualFee: '1500.00' });
    expect(plans.at(-1)).toMatchObject({ name: 'Custom', annualFee: 'Call for pricing' });
    expect(plans.some((p) => p.name.includes('Diocese'))).toBe(false);
  });

  it('validates a custom plan id', async () => {
    const company = await admin();
    const q =
      'query($id: String!) { CustomPlanValidateRequest(cbSubscriptionId: $id) { statusCode message result { planName price constituentsLimit } } }';
    const found = await gql<{ CustomPlanValidateRequest: unknown }>(company, q, { id: 'custom-diocese-network' });
    expect(found.data!.CustomPlanValidateRequest).toEqual({
      statusCode: 200,
      message: null,
      result: { planName: 'Diocese Network (custom)', price: '24000.00', constituentsLimit: 400_000 },
    });
    const unknown = await gql<{ CustomPlanValidateRequest: { statusCode: number; message: string } }>(company, q, { id: 'no-such-plan' });
    expect(unknown.data!.CustomPlanValidateRequest).toMatchObject({ statusCode: 500, message: 'Custom plan "no-such-plan" was not found' });
  });
});

describe('purchase with the sandbox test gateway', () => {
  it('buys a plan with 4111 1111 1111 1111 and a promo code: subscription, card, invoice with a real PDF', async () => {
    const company = await admin();
    const promo = await gql<{ PromocodeValidateRequest: unknown }>(
      company,
      'query($id: String!, $code: String!) { PromocodeValidateRequest(cbSubscriptionId: $id, promoCode: $code) { statusCode message result { code discountAmount discountText durationType discountType subscriptionPrice } } }',
      { id: GROWTH, code: 'WELCOME10' },
    );
    expect(promo.data!.PromocodeValidateRequest).toEqual({
      statusCode: 200,
      message: null,
      result: {
        code: 'WELCOME10',
        discountAmount: 30_000,
        discountText: '10%',
        durationType: 'forever',
        discountType: 'percentage',
        subscriptionPrice: 300_000,
      },
    });
    const estimate = await gql<{ getEstimatePlanUpgrade: unknown }>(
      company,
      'query($p: [String!]) { getEstimatePlanUpgrade(cbSubscriptionId: "askwise-growth-USD-Yearly", promoCodes: $p) { statusCode result { amountDue total } } }',
      {
        p: ['WELCOME10', 'FIRSTYEAR500'],
      },
    );
    expect(estimate.data!.getEstimatePlanUpgrade).toEqual({ statusCode: 200, result: { amountDue: 220_000, total: 220_000 } });

    expect(await buyPlan(testApp.app.url, company.cookie, GROWTH, ['WELCOME10', 'FIRSTYEAR500'])).toMatchObject({
      statusCode: 200,
      message: 'Your subscription is active.',
    });
    const sub = (await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription!;
    expect(sub).toMatchObject({
      status: 'active',
      active: true,
      constituentsLimit: 25_000,
      annualFee: '3000.00',
      cbSubscriptionId: GROWTH,
      canReactivate: false,
    });

    const detail = (await gql<Detail>(company, DETAIL, { p: 'SUBSCRIPTION_DETAILS' })).data!.SubscriptionDetailRequest;
    expect(detail.listPaymentMethods).toEqual([
      expect.objectContaining({
        primary: true,
        card: expect.objectContaining({ brand: 'visa', last4: '1111', masked_number: '************1111' }),
      }),
    ]);
    expect(detail.resultInvoices).toHaveLength(1);
    expect(detail.resultInvoices[0]).toMatchObject({ sub_total: 300_000, total: 220_000, amount_paid: 220_000 });
    expect(detail.resultTransactions[0]!.masked_card_number).toBe('************1111');
    expect(detail.result!.subscription!.coupons.map((c) => c.coupon_id)).toEqual(['WELCOME10']);

    // The one-time code is spent; the forever one stays on the subscription.
    const again = await gql<{ PromocodeValidateRequest: { statusCode: number; message: string } }>(
      company,
      'query { PromocodeValidateRequest(cbSubscriptionId: "askwise-growth-USD-Yearly", promoCode: "FIRSTYEAR500") { statusCode message } }',
    );
    expect(again.data!.PromocodeValidateRequest).toEqual({
      statusCode: 500,
      message: 'Promo code FIRSTYEAR500 is already applied on a previous billing',
    });

    const pdfLink = (await gql<Detail>(company, DETAIL, { p: 'SUBSCRIPTION_INVOICE_PDF', id: detail.resultInvoices[0]!.id })).data!
      .SubscriptionDetailRequest.invoicePdf!;
    const pdf = await fetch(new URL(pdfLink.download_url, testApp.app.url));
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe(`Invoice ${detail.resultInvoices[0]!.id}`);
  });

  it("4005 5192 0000 0004 is refused with 'Insufficient funds.' and nothing is kept", async () => {
    const company = await admin();
    const { token } = await tokenizeCard(testApp.app.url, company.cookie, DECLINED_CARD);
    const refused = await gql<{ CreateCompanySubscriptionRequest: unknown }>(company, PURCHASE, {
      input: { cardToken: token, cbSubscriptionId: STARTER, sourceType: 'card' },
    });
    expect(refused.data!.CreateCompanySubscriptionRequest).toEqual({ statusCode: 500, message: 'Insufficient funds.', result: null });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toBeNull();
    const kept = await withCompany(testApp.database.db, company.companyId, async (trx) => ({
      sources: await trx.selectFrom('billingPaymentSources').select('id').execute(),
      invoices: await trx.selectFrom('billingInvoices').select('id').execute(),
    }));
    expect(kept).toEqual({ sources: [], invoices: [] });
  });

  it('refuses bad card numbers at tokenization, invalid promo codes, and a token used twice', async () => {
    const company = await admin();
    expect(await tokenizeCard(testApp.app.url, company.cookie, '4111 1111 1111 1112')).toEqual({
      status: 400,
      message: 'Your card number is invalid.',
    });
    const promo = await gql<{ PromocodeValidateRequest: unknown }>(
      company,
      'query { PromocodeValidateRequest(cbSubscriptionId: "askwise-starter-USD-Yearly", promoCode: "NOPE") { statusCode message } }',
    );
    expect(promo.data!.PromocodeValidateRequest).toEqual({ statusCode: 500, message: 'Promo code "NOPE" is invalid' });
    const expired = await gql<{ PromocodeValidateRequest: unknown }>(
      company,
      'query { PromocodeValidateRequest(cbSubscriptionId: "askwise-starter-USD-Yearly", promoCode: "SPRING2024") { statusCode message } }',
    );
    expect(expired.data!.PromocodeValidateRequest).toEqual({ statusCode: 500, message: 'Promo code "SPRING2024" is invalid' });
    const { token } = await tokenizeCard(testApp.app.url, company.cookie);
    const input = { cardToken: token, cbSubscriptionId: STARTER, sourceType: 'card', promoCodes: ['BIGGIFT'] };
    expect(
      (await gql<{ CreateCompanySubscriptionRequest: { statusCode: number } }>(company, PURCHASE, { input })).data!
        .CreateCompanySubscriptionRequest.statusCode,
    ).toBe(200);
    // A discount larger than the price makes the payable amount 0, never negative.
    const invoices = (await gql<Detail>(company, DETAIL, { p: 'SUBSCRIPTION_TRANSACTION_LIST' })).data!.SubscriptionDetailRequest
      .resultInvoices;
    expect(invoices[0]).toMatchObject({ sub_total: 150_000, total: 0, amount_paid: 0 });
    const other = await admin();
    const reused = await gql<{ CreateCompanySubscriptionRequest: { statusCode: number } }>(other, PURCHASE, { input });
    expect(reused.data!.CreateCompanySubscriptionRequest.statusCode).toBe(500);
  });

  it('direct debit goes through the hosted checkout and completes with CompleteHostedCheckoutRequest', async () => {
    const company = await admin();
    const started = await gql<{
      CreateCompanySubscriptionRequest: { statusCode: number; result: { pageLink: string; hostedPageId: string } };
    }>(company, PURCHASE, {
      input: { cbSubscriptionId: STARTER, sourceType: 'ach' },
    });
    const { pageLink, hostedPageId } = started.data!.CreateCompanySubscriptionRequest.result;
    expect(new URL(pageLink).searchParams.get('id')).toBe(hostedPageId);
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toBeNull();
    const done = await gql<{ CompleteHostedCheckoutRequest: unknown }>(
      company,
      'mutation($id: String!) { CompleteHostedCheckoutRequest(hostedPageId: $id) { statusCode message } }',
      { id: hostedPageId },
    );
    expect(done.data!.CompleteHostedCheckoutRequest).toEqual({ statusCode: 200, message: 'Your subscription is active.' });
    const detail = (await gql<Detail>(company, DETAIL, { p: 'SUBSCRIPTION_CUSTOMER_INFO' })).data!.SubscriptionDetailRequest;
    expect(detail.result!.payment_method).toMatchObject({ type: 'direct_debit' });
    const twice = await gql<{ CompleteHostedCheckoutRequest: { statusCode: number } }>(
      company,
      'mutation($id: String!) { CompleteHostedCheckoutRequest(hostedPageId: $id) { statusCode } }',
      { id: hostedPageId },
    );
    expect(twice.data!.CompleteHostedCheckoutRequest.statusCode).toBe(500);
  });
});

describe('a subscription over its life', () => {
  it('upgrade with the estimate, second card, delete the first, cancel with feedback, reactivate; each change is pushed', async () => {
    const company = await admin();
    const push = await connectPush(testApp.app.url, company.cookie, String(company.companyId));
    await buyPlan(testApp.app.url, company.cookie, STARTER);
    await waitFor(() => push.events().length >= 1);
    expect(push.events()[0]).toMatchObject({
      type: 'SUBSCRIPTION_CHANGED',
      targetId: String(company.companyId),
      status: 'active',
      active: true,
      constituentsLimit: 10_000,
    });

    const estimate = await gql<{
      getEstimatePlanUpgrade: { statusCode: number; result: { amountDue: number; creditsApplied: number; total: number } };
    }>(
      company,
      'query { getEstimatePlanUpgrade(cbSubscriptionId: "askwise-professional-USD-Yearly") { statusCode result { amountDue creditsApplied total } } }',
    );
    const { amountDue, creditsApplied, total } = estimate.data!.getEstimatePlanUpgrade.result;
    // Almost a whole year is left: about the difference of the two yearly prices (5,400 - 1,500).
    expect(amountDue).toBeGreaterThan(389_000);
    expect(amountDue).toBeLessThanOrEqual(390_000);
    expect(total - creditsApplied).toBe(amountDue);
    const upgrade = await gql<{ SetCompanySubscriptionRequest: unknown }>(
      company,
      'mutation { SetCompanySubscriptionRequest(input: { cbSubscriptionId: "askwise-professional-USD-Yearly", sourceType: card }) { statusCode message } }',
    );
    expect(upgrade.data!.SetCompanySubscriptionRequest).toEqual({ statusCode: 200, message: 'Your plan has been changed.' });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({
      constituentsLimit: 50_000,
      cbSubscriptionId: PROFESSIONAL,
      annualFee: '5400.00',
    });
    await waitFor(() => push.events().some((e) => e.constituentsLimit === 50_000));

    // A second card, made primary; the first deleted.
    const { token } = await tokenizeCard(testApp.app.url, company.cookie, '5555 5555 5555 4444');
    const created = await gql<{ CreatePaymentMethodRequest: { statusCode: number; message: string } }>(
      company,
      'mutation($i: PaymentMethodInput!) { CreatePaymentMethodRequest(input: $i) { statusCode message } }',
      {
        i: {
          sourceType: 'new-card',
          cardToken: token,
          card: {
            first_name: 'Dana',
            last_name: 'Admin',
            billing_addr1: '1 Main St',
            billing_city: 'Springfield',
            billing_state_code: 'IL',
            billing_zip: '62701',
          },
        },
      },
    );
    expect(created.data!.CreatePaymentMethodRequest.statusCode).toBe(200);
    expect(JSON.parse(created.data!.CreatePaymentMethodRequest.message)).toMatchObject({ masked_number: '************4444' });
    let methods = (await gql<Detail>(company, DETAIL, { p: 'PAYMENT_METHOD_LIST' })).data!.SubscriptionDetailRequest.listPaymentMethods;
    const [first, second] = methods;
    expect(methods.map((m) => [m.card!.last4, m.primary])).toEqual([
      ['1111', true],
      ['4444', false],
    ]);
    const setPrimary = await gql<{ SetAsPrimaryPaymentMethodRequest: { statusCode: number } }>(
      company,
      'mutation($i: PaymentMethodInput!) { SetAsPrimaryPaymentMethodRequest(input: $i) { statusCode } }',
      {
        i: { sourceType: 'set-primary', payment_id: second!.id },
      },
    );
    expect(setPrimary.data!.SetAsPrimaryPaymentMethodRequest.statusCode).toBe(200);
    const del = (id: string) =>
      gql<{ DeletePaymentMethodRequest: { statusCode: number; message: string } }>(
        company,
        'mutation($i: PaymentMethodInput!) { DeletePaymentMethodRequest(input: $i) { statusCode message } }',
        {
          i: { sourceType: 'delete-card', payment_id: id },
        },
      );
    expect((await del(first!.id)).data!.DeletePaymentMethodRequest).toEqual({
      statusCode: 200,
      message: 'Payment method deleted successfully!!',
    });
    methods = (await gql<Detail>(company, DETAIL, { p: 'PAYMENT_METHOD_LIST' })).data!.SubscriptionDetailRequest.listPaymentMethods;
    expect(methods.map((m) => [m.card!.last4, m.primary])).toEqual([['4444', true]]);
    expect((await del(second!.id)).data!.DeletePaymentMethodRequest).toEqual({
      statusCode: 500,
      message: 'The only payment method cannot be deleted.',
    });

    // Cancel at the end of the term, with feedback.
    const cancel = await gql<{ CancelCompanySubscriptionRequest: unknown }>(
      company,
      'mutation { CancelCompanySubscriptionRequest { statusCode message } }',
    );
    expect(cancel.data!.CancelCompanySubscriptionRequest).toEqual({
      statusCode: 200,
      message: 'Your membership will be cancelled at the end of your current billing period.',
    });
    const cancelled = (await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription!;
    expect(cancelled).toMatchObject({ status: 'non_renewing', active: false, canReactivate: true });
    expect(cancelled.cancelledAt).not.toBeNull();
    const feedback = (feedbacks: Record<string, unknown>) =>
      gql<{ SaveSubscriptionCancelFeedbackRequest: unknown }>(
        company,
        'mutation($f: CancelFeedbackInput!) { SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: $f) { statusCode message } }',
        {
          f: feedbacks,
        },
      );
    expect((await feedback({ feedback: [] })).data!.SaveSubscriptionCancelFeedbackRequest).toEqual({
      statusCode: 500,
      message: 'Please select at least one option',
    });
    expect(
      (await feedback({ feedback: ['Other'], other_text: 'x'.repeat(501) })).data!.SaveSubscriptionCancelFeedbackRequest,
    ).toMatchObject({ statusCode: 500 });
    expect(
      (await feedback({ feedback: ['too expensive', 'Other'], other_text: 'Budget cut this year' })).data!
        .SaveSubscriptionCancelFeedbackRequest,
    ).toMatchObject({ statusCode: 200 });
    const kept = await withCompany(testApp.database.db, company.companyId, (trx) =>
      trx.selectFrom('billingCancelFeedback').select(['feedback', 'otherText']).execute(),
    );
    expect(kept).toEqual([{ feedback: ['too expensive', 'Other'], otherText: 'Budget cut this year' }]);

    // The plan still holds until the end of the term; reactivation undoes the cancellation.
    const upload = await gql<{ getExportAllowance: { isSubscribed: boolean } }>(company, '{ getExportAllowance { isSubscribed } }');
    expect(upload.data!.getExportAllowance.isSubscribed).toBe(true);
    const reactivate = await gql<{ ReactivateCompanySubscriptionRequest: unknown }>(
      company,
      'mutation { ReactivateCompanySubscriptionRequest { statusCode message } }',
    );
    expect(reactivate.data!.ReactivateCompanySubscriptionRequest).toEqual({
      statusCode: 200,
      message: 'Your subscription has been reactivated.',
    });
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({
      status: 'active',
      active: true,
      cancelledAt: null,
    });
    await waitFor(() => push.events().at(-1)?.status === 'active' && push.events().some((e) => e.status === 'non_renewing'));
    push.socket.close();

    const invoices = (await gql<Detail>(company, DETAIL, { p: 'SUBSCRIPTION_DETAILS' })).data!.SubscriptionDetailRequest.resultInvoices;
    expect(invoices.map((i) => i.description)).toEqual(['Change to the Professional plan, prorated', 'Starter plan, yearly']);
  });

  it('a subscription whose term has ended is cancelled: back to the free allowance, and it can be reactivated for a new term', async () => {
    const company = await admin();
    await buyPlan(testApp.app.url, company.cookie, STARTER);
    await gql(company, 'mutation { CancelCompanySubscriptionRequest { statusCode } }');
    const past = new Date(Date.now() - 86_400_000);
    await testApp.database.ownerDb
      .updateTable('companySubscriptions')
      .set({ currentTermEnd: past, cancelledAt: past })
      .where('companyId', '=', company.companyId)
      .execute();
    expect((await gql<Sub>(company, SUBSCRIPTION)).data!.getCompanySubscription).toMatchObject({
      status: 'cancelled',
      active: false,
      canReactivate: true,
    });
    expect(
      (await gql<{ getExportAllowance: { isSubscribed: boolean } }>(company, '{ getExportAllowance { isSubscribed } }')).data!
        .getExportAllowance.isSubscribed,
    ).toBe(false);
    const reactivate = await gql<{ ReactivateCompanySubscriptionRequest: { statusCode: number } }>(
      company,
      'mutation { ReactivateCompanySubscriptionRequest { statusCode message } }',
    );
    expect(reactivate.data!.ReactivateCompanySubscriptionRequest.statusCode).toBe(200);
    const renewed = (await gql<Sub & { getCompanySubscription: { paymentDate: string } }>(company, SUBSCRIPTION)).data!
      .getCompanySubscription!;
    expect(renewed).toMatchObject({ status: 'active' });
    expect(new Date(renewed.paymentDate).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
  });
});

async function connectPush(url: string, cookie: string, targetId: string) {
  const socket = openPushSocket(url, browserCredentials(url, cookie));
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => (socket.once('open', resolve), socket.once('error', reject)));
  socket.send(JSON.stringify({ action: 'registerConnection', targetId, type: 'SUBSCRIPTION_CHANGED', version: 2 }));
  await waitFor(() => messages.some((m) => m.action === 'registered'));
  return { socket, events: () => messages.filter((m) => !m.action) };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
