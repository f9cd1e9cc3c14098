import { beforeAll, describe, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { buyPlan, SUBSCRIPTION, tokenizeCard } from './billing.testing.ts';

const testApp = useTestApp();

/** Every billing operation, as the web app calls it. */
const OPERATIONS: Record<string, string> = {
  getBillingConfiguration: '{ getBillingConfiguration { provider } }',
  getCompanySubscription: '{ getCompanySubscription { status } }',
  listPaymentSubscriptions: '{ listPaymentSubscriptions { id } }',
  getEstimatePlanUpgrade: '{ getEstimatePlanUpgrade(cbSubscriptionId: "askwise-growth-USD-Yearly") { statusCode } }',
  PromocodeValidateRequest:
    '{ PromocodeValidateRequest(cbSubscriptionId: "askwise-growth-USD-Yearly", promoCode: "WELCOME10") { statusCode } }',
  CustomPlanValidateRequest: '{ CustomPlanValidateRequest(cbSubscriptionId: "custom-diocese-network") { statusCode } }',
  SubscriptionDetailRequest: '{ SubscriptionDetailRequest(processType: SUBSCRIPTION_DETAILS) { statusCode } }',
  ChargebeeSubscriptionInfoRequest: '{ ChargebeeSubscriptionInfoRequest { id } }',
  CreateCompanySubscriptionRequest:
    'mutation { CreateCompanySubscriptionRequest(input: { cbSubscriptionId: "askwise-growth-USD-Yearly", sourceType: ach }) { statusCode } }',
  SetCompanySubscriptionRequest:
    'mutation { SetCompanySubscriptionRequest(input: { cbSubscriptionId: "askwise-growth-USD-Yearly", sourceType: card }) { statusCode } }',
  CompleteHostedCheckoutRequest: 'mutation { CompleteHostedCheckoutRequest(hostedPageId: "hp_x") { statusCode } }',
  UpdatePaymentMethodRequest: 'mutation { UpdatePaymentMethodRequest(input: { sourceType: "card", cardToken: "tok_x" }) { statusCode } }',
  CreatePaymentMethodRequest:
    'mutation { CreatePaymentMethodRequest(input: { sourceType: "new-card", cardToken: "tok_x" }) { statusCode } }',
  EditPaymentMethodRequest:
    'mutation { EditPaymentMethodRequest(input: { sourceType: "edit-card", payment_id: "pm_x", card: { first_name: "X" } }) { statusCode } }',
  SetAsPrimaryPaymentMethodRequest:
    'mutation { SetAsPrimaryPaymentMethodRequest(input: { sourceType: "set-primary", payment_id: "pm_x" }) { statusCode } }',
  DeletePaymentMethodRequest:
    'mutation { DeletePaymentMethodRequest(input: { sourceType: "delete-card", payment_id: "pm_x" }) { statusCode } }',
  CancelCompanySubscriptionRequest: 'mutation { CancelCompanySubscriptionRequest { statusCode } }',
  SaveSubscriptionCancelFeedbackRequest:
    'mutation { SaveSubscriptionCancelFeedbackRequest(processType: "CREATE_FEEDBACK", feedbacks: { feedback: ["too expensive"] }) { statusCode } }',
  ReactivateCompanySubscriptionRequest: 'mutation { ReactivateCompanySubscriptionRequest { statusCode } }',
};

let owner: CompanyWithUser;
let staff: CompanyWithUser;
let stranger: CompanyWithUser;

beforeAll(async () => {
  const db = testApp.database.ownerDb;
  owner = await createCompanyWithUser(db);
  staff = await createCompanyWithUser(db, { group: 'STANDARD', roleId: 2 });
  await db.updateTable('companyUsers').set({ companyId: owner.companyId }).where('id', '=', staff.companyUserId).execute();
  stranger = await createCompanyWithUser(db);
  expect((await buyPlan(testApp.app.url, owner.cookie, 'askwise-starter-USD-Yearly')).statusCode).toBe(200);
});

describe('only the company-owner administrator reaches billing', () => {
  it.each(Object.keys(OPERATIONS))('%s: a standard user of the company is refused', async (name) => {
    const response = await graphqlAs(testApp.app.url, staff.cookie, OPERATIONS[name]!);
    expect(response.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(response.data?.[name as keyof typeof response.data] ?? null).toBeNull();
  });

  it.each(Object.keys(OPERATIONS))('%s: an anonymous caller is refused', async (name) => {
    const response = await graphqlAs(testApp.app.url, '', OPERATIONS[name]!);
    expect(response.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the sandbox card endpoint refuses a standard user and an anonymous caller', async () => {
    expect((await tokenizeCard(testApp.app.url, staff.cookie)).status).toBe(403);
    expect((await tokenizeCard(testApp.app.url, '')).status).toBe(401);
  });

  it("another company's administrator never sees nor changes this company's billing", async () => {
    const ownDetail = await graphqlAs<{
      SubscriptionDetailRequest: { listPaymentMethods: Array<{ id: string }>; resultInvoices: Array<{ id: string }> };
    }>(
      testApp.app.url,
      owner.cookie,
      '{ SubscriptionDetailRequest(processType: SUBSCRIPTION_DETAILS) { listPaymentMethods { id } resultInvoices { id } } }',
    );
    const paymentId = ownDetail.data!.SubscriptionDetailRequest.listPaymentMethods[0]!.id;
    const invoiceId = ownDetail.data!.SubscriptionDetailRequest.resultInvoices[0]!.id;

    for (const name of Object.keys(OPERATIONS)) {
      const theirs = OPERATIONS[name]!.replaceAll('pm_x', paymentId);
      const response = await graphqlAs<Record<string, { statusCode?: number } | null>>(testApp.app.url, stranger.cookie, theirs);
      expect(response.errors, name).toBeUndefined();
      const answer = response.data![name];
      if (name === 'getCompanySubscription' || name === 'ChargebeeSubscriptionInfoRequest') expect(answer, name).toBeNull();
      if (
        [
          'SetCompanySubscriptionRequest',
          'EditPaymentMethodRequest',
          'SetAsPrimaryPaymentMethodRequest',
          'DeletePaymentMethodRequest',
          'CancelCompanySubscriptionRequest',
          'ReactivateCompanySubscriptionRequest',
        ].includes(name)
      ) {
        expect(answer?.statusCode, name).toBe(500);
      }
    }
    const pdf = await graphqlAs<{ SubscriptionDetailRequest: { statusCode: number; invoicePdf: unknown } }>(
      testApp.app.url,
      stranger.cookie,
      'query($id: String) { SubscriptionDetailRequest(processType: SUBSCRIPTION_INVOICE_PDF, invoiceId: $id) { statusCode invoicePdf { download_url } } }',
      { id: invoiceId },
    );
    expect(pdf.data!.SubscriptionDetailRequest).toEqual({ statusCode: 500, invoicePdf: null });

    // The owner's subscription and card are untouched.
    const sub = await graphqlAs<{ getCompanySubscription: { status: string } }>(testApp.app.url, owner.cookie, SUBSCRIPTION);
    expect(sub.data!.getCompanySubscription.status).toBe('active');
    const sources = await withCompany(testApp.database.db, owner.companyId, (trx) =>
      trx.selectFrom('billingPaymentSources').select('id').execute(),
    );
    expect(sources.map((s) => s.id)).toEqual([paymentId]);
    const strangerSees = await withCompany(testApp.database.db, stranger.companyId, (trx) =>
      trx.selectFrom('companySubscriptions').select('companyId').execute(),
    );
    expect(strangerSees.every((s) => s.companyId === stranger.companyId)).toBe(true);
  });
});
