import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { createSession, SESSION_COOKIE } from '../features/accounts/sessions.ts';

export interface CompanyWithUser {
  companyId: number;
  userId: number;
  companyUserId: number;
  email: string;
  /** A live session for the user, as a Cookie header value. */
  cookie: string;
}

/**
 * A company with one active, confirmed user (an administrator unless told otherwise) and a session.
 * Written as the database owner: test set-up, not product code.
 */
export async function createCompanyWithUser(
  ownerDb: Db,
  overrides: { companyName?: string; email?: string; group?: 'ADMIN' | 'STANDARD'; roleId?: 1 | 2; isActive?: boolean | null } = {},
): Promise<CompanyWithUser> {
  const suffix = randomBytes(4).toString('hex');
  const email = overrides.email ?? `user-${suffix}@example.org`;
  const company = await ownerDb
    .insertInto('companies')
    .values({ name: overrides.companyName ?? `Company ${suffix}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await ownerDb
    .insertInto('users')
    .values({ email, firstName: 'Test', lastName: suffix, confirmed: true, userGroup: overrides.group ?? 'ADMIN' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyUser = await ownerDb
    .insertInto('companyUsers')
    .values({
      companyId: company.id,
      userId: user.id,
      roleId: overrides.roleId ?? 1,
      isOwner: false,
      isActive: overrides.isActive === undefined ? true : overrides.isActive,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(ownerDb, user.id);
  return { companyId: company.id, userId: user.id, companyUserId: companyUser.id, email, cookie: `${SESSION_COOKIE}=${token}` };
}
