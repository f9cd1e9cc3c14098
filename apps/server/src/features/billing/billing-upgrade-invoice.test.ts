import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, type PDFRawStream, type PDFRef } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createCompanyWithUser, type CompanyWithUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';
import { graphqlAs } from '../history/appeal-fixtures.ts';
import { buyPlan } from './billing.testing.ts';

// Issue 25: a plan change credits what was actually paid for the unused rest of the term (after discounts,
// as Chargebee prorates), and Billing Details shows the same amounts as the invoice's PDF.

const testApp = useTestApp();
const STARTER = 'askwise-starter-USD-Yearly';
const GROWTH = 'askwise-growth-USD-Yearly';
const YEAR_MS = 365 * 86_400_000;

const gql = <T>(who: CompanyWithUser, query: string, variables: Record<string, unknown> = {}) =>
  graphqlAs<T>(testApp.app.url, who.cookie, query, variables);

type Estimate = { getEstimatePlanUpgrade: { statusCode: number; result: { amountDue: number; creditsApplied: number; total: number } } };
const ESTIMATE = `query($id: String!, $p: [String!]) { getEstimatePlanUpgrade(cbSubscriptionId: $id, promoCodes: $p) {
  statusCode result { amountDue creditsApplied total } } }`;
const UPGRADE = `mutation($id: String!, $p: [String!]) { SetCompanySubscriptionRequest(input: { cbSubscriptionId: $id, sourceType: card, promoCodes: $p }) {
  statusCode message } }`;
type Invoice = { id: string; description: string; sub_total: number; total: number; credits_applied: number; amount_paid: number };
type Invoices = { SubscriptionDetailRequest: { resultInvoices: Invoice[] } };
const INVOICES = `{ SubscriptionDetailRequest(processType: SUBSCRIPTION_DETAILS) {
  resultInvoices { id description sub_total total credits_applied amount_paid } } }`;

/** The purchase happened `elapsedMs` ago: the term (one year of 365 days) and its invoice move back together. */
async function purchasedAgo(company: CompanyWithUser, elapsedMs: number): Promise<void> {
  const start = new Date(Date.now() - elapsedMs);
  const end = new Date(start.getTime() + YEAR_MS);
  const db = testApp.database.ownerDb;
  await db
    .updateTable('companySubscriptions')
    .set({ currentTermStart: start, currentTermEnd: end, nextBillingAt: end, startedAt: start })
    .where('companyId', '=', company.companyId)
    .execute();
  await db
    .updateTable('billingInvoices')
    .set({ date: start, periodStart: start, periodEnd: end })
    .where('companyId', '=', company.companyId)
    .execute();
}

async function invoices(company: CompanyWithUser): Promise<Invoice[]> {
  return (await gql<Invoices>(company, INVOICES)).data!.SubscriptionDetailRequest.resultInvoices;
}

/** The PDF's text, one line per row of the page: the label and its amount joined by a space. */
async function invoicePdfLines(company: CompanyWithUser, invoiceId: string): Promise<string[]> {
  const link = await gql<{ SubscriptionDetailRequest: { invoicePdf: { download_url: string } } }>(
    company,
    'query($id: String) { SubscriptionDetailRequest(processType: SUBSCRIPTION_INVOICE_PDF, invoiceId: $id) { invoicePdf { download_url } } }',
    { id: invoiceId },
  );
  const response = await fetch(new URL(link.data!.SubscriptionDetailRequest.invoicePdf.download_url, testApp.app.url));
  const document = await PDFDocument.load(Buffer.from(await response.arrayBuffer()));
  const contents = document.getPages()[0]!.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const rows = new Map<number, string[]>();
  for (const ref of refs) {
    const stream = document.context.lookup(ref as PDFRef) as PDFRawStream;
    const text = inflateSync(stream.getContents()).toString('latin1');
    for (const [, y, hex] of text.matchAll(/1 0 0 1 [\d.]+ ([\d.]+) Tm\s+<([0-9A-F]*)> Tj/g))
      rows.set(Number(y), [...(rows.get(Number(y)) ?? []), Buffer.from(hex!, 'hex').toString('latin1')]);
  }
  return [...rows.entries()].sort(([a], [b]) => b - a).map(([, parts]) => parts.join(' '));
}

describe('a plan change in the middle of the term', () => {
  it('credits the unused half of the $1,350.00 paid with WELCOME10, and discounts the half-year charge, not a whole year', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    expect(await buyPlan(testApp.app.url, company.cookie, STARTER, ['WELCOME10'])).toMatchObject({ statusCode: 200 });
    expect(await invoices(company)).toEqual([expect.objectContaining({ sub_total: 150_000, total: 135_000, amount_paid: 135_000 })]);
    await purchasedAgo(company, YEAR_MS / 2);

    // Growth for the half year left: $1,500.00 less WELCOME10's 10% ($150.00); credit: half of the $1,350.00 paid.
    const estimate = await gql<Estimate>(company, ESTIMATE, { id: GROWTH });
    expect(estimate.data!.getEstimatePlanUpgrade).toEqual({
      statusCode: 200,
      result: { total: 135_000, creditsApplied: 67_500, amountDue: 67_500 },
    });

    const upgraded = await gql<{ SetCompanySubscriptionRequest: { statusCode: number } }>(company, UPGRADE, { id: GROWTH });
    expect(upgraded.data!.SetCompanySubscriptionRequest.statusCode).toBe(200);
    const [change] = await invoices(company);
    expect(change).toMatchObject({
      description: 'Change to the Growth plan, prorated',
      sub_total: 150_000,
      total: 135_000,
      credits_applied: 67_500,
      amount_paid: 67_500,
    });
  });

  it('credits nothing when nothing was paid (a promo code worth more than the plan)', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    await buyPlan(testApp.app.url, company.cookie, STARTER, ['BIGGIFT']);
    await purchasedAgo(company, YEAR_MS / 2);
    const estimate = await gql<Estimate>(company, ESTIMATE, { id: GROWTH });
    expect(estimate.data!.getEstimatePlanUpgrade.result).toEqual({ total: 150_000, creditsApplied: 0, amountDue: 150_000 });
  });
});

describe('Billing Details and the invoice PDF', () => {
  it('show the same sub-total, total, credits applied and amount paid for an upgrade', async () => {
    const company = await createCompanyWithUser(testApp.database.ownerDb);
    await buyPlan(testApp.app.url, company.cookie, STARTER);
    await purchasedAgo(company, YEAR_MS / 2);
    const upgraded = await gql<{ SetCompanySubscriptionRequest: { statusCode: number } }>(company, UPGRADE, {
      id: GROWTH,
      p: ['WELCOME10', 'FIRSTYEAR500'],
    });
    expect(upgraded.data!.SetCompanySubscriptionRequest.statusCode).toBe(200);

    // Half a year of Growth ($1,500.00) less 10% ($150.00) and $500.00 is $850.00; half of the $1,500.00 paid is credited.
    const [change] = await invoices(company);
    expect(change).toMatchObject({ sub_total: 150_000, total: 85_000, credits_applied: 75_000, amount_paid: 10_000 });
    const lines = await invoicePdfLines(company, change!.id);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Sub-total $1,500.00',
        'Discount (WELCOME10, FIRSTYEAR500) -$650.00',
        'Total $850.00',
        'Credits applied -$750.00',
        'Amount paid $100.00',
      ]),
    );
  });
});
