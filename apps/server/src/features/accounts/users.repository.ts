import { withUser, type Db } from '../../db/database.ts';
import { normalizeEmail } from './tokens.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

export interface Membership {
  companyUserId: number;
  companyId: number;
  roleId: number;
  isOwner: boolean;
  isActive: boolean | null;
  expirationCodeDate: Date | null;
}

/** A user's company memberships as that user may see them (row-level security: own rows only). */
export async function findMemberships(db: Db, userId: number): Promise<Membership[]> {
  const rows = await withUser(db, userId, (trx) =>
    trx
      .selectFrom('companyUsers')
      .select(['id', 'companyId', 'roleId', 'isOwner', 'isActive', 'expirationCodeDate'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
  );
  return rows.map((r) => ({ companyUserId: r.id, companyId: r.companyId, roleId: r.roleId, isOwner: r.isOwner, isActive: r.isActive, expirationCodeDate: r.expirationCodeDate }));
}

/** The membership a session uses: an accepted one, active before deactivated (as resolveSession picks). */
export function currentMembership(memberships: Membership[]): Membership | null {
  return memberships.find((m) => m.isActive === true) ?? memberships.find((m) => m.isActive === false) ?? null;
}

/** Invitations not yet accepted, oldest first. */
export function pendingInvites(memberships: Membership[]): Membership[] {
  return memberships.filter((m) => m.isActive === null);
}
