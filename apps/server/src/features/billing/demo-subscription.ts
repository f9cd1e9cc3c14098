import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { customerIdOf } from './billing-provider.ts';
import { SandboxBillingProvider } from './sandbox/sandbox-provider.ts';
import { sandboxId } from './sandbox/sandbox-cards.ts';
import { publishSubscriptionChanged, recordSubscription } from './subscription-record.ts';

export const DEMO_PLAN_ITEM_PRICE = 'askwise-professional-USD-Yearly';

/**
 * The demo company holds an active sandbox subscription (the Professional plan, paid with the test gateway's
 * Visa ending 1111), bought through the sandbox like any purchase, so it has an invoice PDF too. Once only.
 */
export async function seedDemoSubscription(
  services: AppServices,
  companyId: number,
  admin: { email: string; firstName: string; lastName: string },
): Promise<boolean> {
  if (services.config.BILLING_PROVIDER !== 'sandbox') return false;
  const has = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('companySubscriptions').select('companyId').executeTakeFirst(),
  );
  if (has) return false;
  const company = await services.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  const token = sandboxId('tok');
  const nextYear = new Date().getUTCFullYear() + 3;
  await withCompany(services.db, companyId, (trx) =>
    trx
      .insertInto('billingCardTokens')
      .values({
        id: token,
        companyId,
        brand: 'visa',
        last4: '1111',
        expiryMonth: 12,
        expiryYear: nextYear,
        firstName: admin.firstName,
        lastName: admin.lastName,
        outcome: 'success',
        expiresAt: new Date(Date.now() + 60_000),
      })
      .execute(),
  );
  const provider = new SandboxBillingProvider(services.db, services.storage);
  const customer = { companyId, customerId: customerIdOf(companyId), companyName: company.name, ...admin };
  const sub = await provider.createSubscription(customer, {
    itemPriceId: DEMO_PLAN_ITEM_PRICE,
    couponIds: [],
    payment: { kind: 'token', token },
  });
  await withCompany(services.db, companyId, (trx) => recordSubscription(trx, companyId, 'sandbox', sub));
  await publishSubscriptionChanged(services, companyId);
  return true;
}
