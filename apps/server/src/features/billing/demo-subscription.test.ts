import { afterAll, beforeAll, expect, it } from 'vitest';
import { withCompany } from '../../db/database.ts';
import { DEMO_COMPANY } from '../../seed/demo-company.ts';
import { startTestApp } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

it('the demo company is seeded with an active sandbox subscription, once', async () => {
  for (let start = 0; start < 2; start++) {
    const app = await startTestApp(database, { SEED_DEMO: 'true' });
    await app.stop();
  }
  const demo = await database.ownerDb.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).executeTakeFirstOrThrow();
  const billing = await withCompany(database.db, demo.id, async (trx) => ({
    subscriptions: await trx
      .selectFrom('companySubscriptions')
      .select(['status', 'itemPriceId', 'constituentsLimit', 'provider'])
      .execute(),
    invoices: await trx.selectFrom('billingInvoices').select(['totalCents', 'pdfKey']).execute(),
    cards: await trx.selectFrom('billingPaymentSources').select(['brand', 'last4', 'isPrimary']).execute(),
  }));
  expect(billing.subscriptions).toEqual([
    { status: 'active', itemPriceId: 'askwise-professional-USD-Yearly', constituentsLimit: 50_000, provider: 'sandbox' },
  ]);
  expect(billing.invoices).toEqual([{ totalCents: 540_000, pdfKey: expect.stringMatching(/^billing-invoices\//) }]);
  expect(billing.cards).toEqual([{ brand: 'visa', last4: '1111', isPrimary: true }]);
});
