import { withCompany } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import type { CompanySession } from '../accounts/index.ts';
import { getCompany } from './company.repository.ts';

/** Sends the member's contact to the CRM and keeps the CRM's id on the company; a CRM failure is logged, not raised. */
export async function syncCompanyContact(ctx: GraphQLContext, member: CompanySession): Promise<boolean> {
  const { db, crm, log } = ctx.services;
  const [user, company] = await Promise.all([
    db.selectFrom('users').select(['email', 'firstName', 'lastName']).where('id', '=', member.userId).executeTakeFirstOrThrow(),
    getCompany(db, member.companyId),
  ]);
  try {
    const crmId = await crm.upsertContact({ email: user.email, firstname: user.firstName, lastname: user.lastName, company: company.name });
    if (crmId && !company.hubspotId) {
      await withCompany(db, member.companyId, (trx) => trx.updateTable('companies').set({ hubspotId: crmId }).where('id', '=', member.companyId).execute());
    }
    return true;
  } catch (error) {
    log.warn({ err: error }, 'CRM contact sync failed');
    return false;
  }
}
