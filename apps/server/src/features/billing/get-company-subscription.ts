import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { CompanySession } from '../accounts/index.ts';
import type { CompanySubscription } from './billing-types.ts';
import { readCompanySubscription } from './subscription-record.ts';

/** getCompanySubscription: the subscription as we keep it (not asking the provider), or null without one. */
export function getCompanySubscription(services: Pick<AppServices, 'db'>, session: CompanySession): Promise<CompanySubscription | null> {
  return withCompany(services.db, session.companyId, (trx) => readCompanySubscription(trx));
}
