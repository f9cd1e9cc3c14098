import type { AppServices } from '@askwise/server/src/app-services.ts';
import type { Db } from '@askwise/server/src/db/database.ts';
import { createSession, SESSION_COOKIE } from '@askwise/server/src/features/accounts/index.ts';
import { giveSubscription } from '@askwise/server/src/features/billing/billing.testing.ts';
import { createPracticeEnvironment } from '@askwise/server/src/features/practice/index.ts';
import { seedAppeal } from '../export/seed-appeal.ts';

// The companies of the load benchmark, each as a customer would have it after a while: a calculated appeal
// of many donors (the grid and summary read it), a history of earlier appeals, a practice environment
// whose appeal is mapped and calculated again and again while the others read, and signed-in users.

export interface LoadCompany {
  companyId: number;
  /** The calculated appeal the users page through. */
  appealId: number;
  practiceEnvironmentId: number;
  /** One session cookie per user of this company. */
  cookies: string[];
}

export interface SeedOptions {
  companies: number;
  usersPerCompany: number;
  donors: number;
  practiceDonors: number;
  historyAppeals: number;
}

const HISTORY_NAMES = ['Spring appeal', 'Year-end appeal', 'Gala follow-up', 'Capital campaign', 'Giving Tuesday', 'Summer letter'];

export async function seedCompanies(
  ownerDb: Db,
  appDb: Db,
  calculation: Pick<AppServices, 'db' | 'bus' | 'pool' | 'calculationGroups'>,
  options: SeedOptions,
  progress: (line: string) => void,
): Promise<LoadCompany[]> {
  const companies: LoadCompany[] = [];
  for (let c = 0; c < options.companies; c++) {
    const started = performance.now();
    const company = await ownerDb.insertInto('companies').values({ name: `Load Foundation ${c + 1}` }).returning('id').executeTakeFirstOrThrow();
    await giveSubscription(ownerDb, company.id, 10_000_000);
    const cookies: string[] = [];
    const userIds: number[] = [];
    for (let u = 0; u < options.usersPerCompany; u++) {
      const user = await ownerDb
        .insertInto('users')
        .values({ email: `load-${c + 1}-${u + 1}@example.org`, firstName: 'Load', lastName: `User ${u + 1}`, confirmed: true, userGroup: 'ADMIN' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ownerDb.insertInto('companyUsers').values({ companyId: company.id, userId: user.id, roleId: 1, isActive: true }).execute();
      userIds.push(user.id);
      cookies.push(`${SESSION_COOKIE}=${await createSession(ownerDb, user.id)}`);
    }
    const seeded = await seedAppeal(ownerDb, calculation, company.id, userIds[0]!, options.donors);
    await seedHistory(ownerDb, company.id, userIds[0]!, seeded.appealId, options.historyAppeals);
    const practice = await createPracticeEnvironment(appDb, company.id, { constituents: options.practiceDonors });
    companies.push({ companyId: company.id, appealId: seeded.appealId, practiceEnvironmentId: practice.environmentId, cookies });
    progress(`Company ${c + 1}: ${options.usersPerCompany} users, a calculated appeal of ${options.donors} donors, ${options.historyAppeals} earlier appeals, a practice environment of ${options.practiceDonors} donors (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
  return companies;
}

/**
 * The companies an earlier run seeded in this database, with new sessions for their users; null unless
 * they are all there at the size asked for (then the benchmark seeds afresh).
 */
export async function findSeededCompanies(ownerDb: Db, options: SeedOptions): Promise<LoadCompany[] | null> {
  const companies: LoadCompany[] = [];
  for (let c = 0; c < options.companies; c++) {
    const company = await ownerDb.selectFrom('companies').select('id').where('name', '=', `Load Foundation ${c + 1}`).executeTakeFirst();
    if (!company) return null;
    const appeal = await ownerDb
      .selectFrom('appeals')
      .select('id')
      .where('companyId', '=', company.id)
      .where('name', '=', `Benchmark appeal of ${options.donors} donors`)
      .executeTakeFirst();
    const practice = await ownerDb
      .selectFrom('environments')
      .select(['id', 'constituentTotal'])
      .where('companyId', '=', company.id)
      .where('organizationId', '=', `practice-${company.id}`)
      .where('status', '=', 'DONE')
      .executeTakeFirst();
    const users = await ownerDb.selectFrom('companyUsers').select('userId').where('companyId', '=', company.id).orderBy('userId').execute();
    if (!appeal || !practice || practice.constituentTotal !== options.practiceDonors || users.length !== options.usersPerCompany) return null;
    const cookies = await Promise.all(users.map(async (user) => `${SESSION_COOKIE}=${await createSession(ownerDb, user.userId)}`));
    companies.push({ companyId: company.id, appealId: appeal.id, practiceEnvironmentId: practice.id, cookies });
  }
  return companies;
}

/** Earlier appeals of the company, so that the history has pages to search, sort and turn. */
async function seedHistory(ownerDb: Db, companyId: number, userId: number, appealId: number, count: number): Promise<void> {
  const { environmentId } = await ownerDb.selectFrom('appeals').select('environmentId').where('id', '=', appealId).executeTakeFirstOrThrow();
  for (let n = 0; n < count; n++) {
    const appeal = await ownerDb
      .insertInto('appeals')
      .values({ companyId, userId, environmentId, dataImportSourceId: 2, name: `${HISTORY_NAMES[n % HISTORY_NAMES.length]} ${2000 + n}`, step: 'mapping_appeal' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ownerDb.insertInto('appealStatuses').values({ appealId: appeal.id, companyId, donorCount: 0 }).execute();
  }
}
