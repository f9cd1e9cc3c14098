import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { withCompany } from '../db/database.ts';
import { hashPassword } from '../features/accounts/index.ts';
import type { Logger } from '../logger.ts';
import { createPracticeEnvironment } from '../features/practice/index.ts';

export const DEMO_COMPANY = 'Demo Community Foundation';
export const DEMO_PASSWORD = 'Askwise-Demo-2026';
export const DEMO_ADMIN = { email: 'admin@demo.askwise.test', firstName: 'Dana', lastName: 'Admin', group: 'ADMIN', roleId: 1 } as const;
export const DEMO_STANDARD = { email: 'staff@demo.askwise.test', firstName: 'Sam', lastName: 'Staff', group: 'STANDARD', roleId: 2 } as const;

/** Creates the demo company with an administrator and a standard user, once. */
export async function seedDemoCompany(db: Db, log: Logger): Promise<{ companyId: number; created: boolean }> {
  const existing = await db.selectFrom('companies').select('id').where('name', '=', DEMO_COMPANY).executeTakeFirst();
  if (existing) {
    startDemoPracticeEnvironment(db, existing.id, log);
    return { companyId: existing.id, created: false };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const company = await db
    .insertInto('companies')
    .values({ name: DEMO_COMPANY, address: '100 Main Street', city: 'Springfield', state: 'IL', zip: '62701', industry: 'Community/Arts & Cultural' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await withCompany(db, company.id, async (trx) => {
    for (const person of [DEMO_ADMIN, DEMO_STANDARD]) {
      const user = await trx
        .insertInto('users')
        .values({ email: person.email, passwordHash, firstName: person.firstName, lastName: person.lastName, confirmed: true, userGroup: person.group })
        .onConflict((oc) => oc.column('email').doUpdateSet({ updatedAt: sql`now()` }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('companyUsers')
        .values({ companyId: company.id, userId: user.id, roleId: person.roleId, isOwner: person === DEMO_ADMIN, isActive: true })
        .execute();
    }
  });
  log.info({ company: DEMO_COMPANY }, 'Created the demo company');
  startDemoPracticeEnvironment(db, company.id, log);
  return { companyId: company.id, created: true };
}

/**
 * The demo company gets the practice environment like every company. It is generated in the background
 * (about 20 seconds) so that start-up stays quick; meanwhile the environment shows as syncing.
 */
function startDemoPracticeEnvironment(db: Db, companyId: number, log: Logger): void {
  void createPracticeEnvironment(db, companyId)
    .then((summary) => summary.isNew && log.info({ gifts: summary.gifts }, 'Generated the demo practice environment'))
    .catch((error: unknown) => log.error({ err: error }, 'The demo practice environment could not be generated'));
}
