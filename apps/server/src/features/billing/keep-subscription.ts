import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { CompanySession } from '../accounts/index.ts';
import type { ProviderSubscription } from './billing-provider.ts';
import { billingProvider } from './create-billing-provider.ts';
import { publishSubscriptionChanged, recordSubscription } from './subscription-record.ts';

/** Keeps what the provider answered and tells the company's pages. */
export async function keepSubscription(services: AppServices, session: CompanySession, sub: ProviderSubscription): Promise<void> {
  const provider = billingProvider(services);
  await withCompany(services.db, session.companyId, (trx) => recordSubscription(trx, session.companyId, provider.name, sub));
  await publishSubscriptionChanged(services, session.companyId);
}
