import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import type { CompanySession } from '../accounts/index.ts';
import { customerIdOf, type BillingCustomer } from './billing-provider.ts';

/** The provider customer of the session's company, named after the company and the signed-in user. */
export async function billingCustomer(services: Pick<AppServices, 'db'>, session: CompanySession): Promise<BillingCustomer> {
  return withCompany(services.db, session.companyId, async (trx) => {
    const company = await trx.selectFrom('companies').select('name').where('id', '=', session.companyId).executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select(['email', 'firstName', 'lastName'])
      .where('id', '=', session.userId)
      .executeTakeFirst();
    return {
      companyId: session.companyId,
      customerId: customerIdOf(session.companyId),
      companyName: company.name,
      email: user?.email ?? '',
      firstName: user?.firstName ?? null,
      lastName: user?.lastName ?? null,
    };
  });
}
