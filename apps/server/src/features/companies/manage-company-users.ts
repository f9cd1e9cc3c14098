import { groupForRole } from '@askwise/domain/accounts/index';
import { withCompany, type Trx } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { forbidden, UserFacingError } from '../../graphql/errors.ts';
import { audit, type AuditEventName, type CompanySession, currentMembership, findMemberships, findUserById, normalizeEmail, revokeUserSessions } from '../accounts/index.ts';
import { findCompanyUserOrThrow, type CompanyUserRow } from './company.repository.ts';

export type Target = { companyUserId: number } | { userId: number };

const INVITATION_ID = /^invitation:(\d+)$/;

/**
 * The userId a CompanyUser shows: the account's id once the invitation is accepted; before that an id of the
 * invitation, since an account's id (older or newer than one just made) would tell whether the address
 * already had an account (issue 24, F11).
 */
export function shownUserId(row: Pick<CompanyUserRow, 'id' | 'userId' | 'isActive'>): string {
  return row.isActive === null ? `invitation:${row.id}` : String(row.userId);
}

/** The company user a userId argument names (an account's id or an invitation's, see shownUserId). */
export function targetOf(userId: string | number): Target {
  const invitation = INVITATION_ID.exec(String(userId));
  return invitation ? { companyUserId: Number(invitation[1]) } : { userId: Number(userId) };
}

/** Runs a change on another user of the administrator's company; the owner and oneself are out of reach. */
async function changeOtherUser<T>(
  ctx: GraphQLContext,
  admin: CompanySession,
  target: Target,
  event: AuditEventName,
  change: (trx: Trx, row: CompanyUserRow) => Promise<T>,
  details: Record<string, unknown> = {},
): Promise<T> {
  const { db } = ctx.services;
  let subject: CompanyUserRow | undefined;
  const result = await withCompany(db, admin.companyId, async (trx) => {
    const row = await findCompanyUserOrThrow(trx, admin.companyId, target);
    if (row.isOwner) throw forbidden('The owner cannot be changed.');
    if (row.userId === admin.userId) throw forbidden('You cannot change your own account here.');
    subject = row;
    return change(trx, row);
  });
  await audit(db, { event, companyId: admin.companyId, actorUserId: admin.userId, subjectUserId: subject?.userId, email: subject?.email, ip: ctx.ip, details });
  return result;
}

/** Company role 1 (ADMIN) or 2 (STANDARD); the user's group follows the role once the invitation is accepted. */
export function updateCompanyUserRole(ctx: GraphQLContext, admin: CompanySession, target: Target, roleId: number) {
  if (roleId !== 1 && roleId !== 2) throw new UserFacingError('The role is required.');
  return changeOtherUser(ctx, admin, target, 'user.role_changed', async (trx, row) => {
    await trx.updateTable('companyUsers').set({ roleId }).where('id', '=', row.id).execute();
    // An invitation never reaches into the account: accepting it sets the group.
    if (row.isActive !== null) await trx.updateTable('users').set({ userGroup: groupForRole(roleId) }).where('id', '=', row.userId).execute();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId: row.id });
  }, { roleId });
}

/** Activates or deactivates an accepted user; a deactivated user's sessions end at once. */
export async function setCompanyUserActive(ctx: GraphQLContext, admin: CompanySession, companyUserId: number, active: boolean) {
  const row = await changeOtherUser(ctx, admin, { companyUserId }, active ? 'user.activated' : 'user.deactivated', async (trx, target) => {
    if (target.isActive === null) throw new UserFacingError('Only an accepted invitation can be activated or deactivated.');
    await trx.updateTable('companyUsers').set({ isActive: active }).where('id', '=', target.id).execute();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId });
  });
  if (!active) await revokeUserSessions(ctx.services.db, row.userId, 'inactive');
  return row;
}

/**
 * Removes the user from the company, and their account when it belongs to no other company. Taking back an
 * invitation leaves an account the person made themselves (or uses elsewhere) as it was.
 */
export async function removeCompanyUser(ctx: GraphQLContext, admin: CompanySession, target: Target): Promise<void> {
  const { db } = ctx.services;
  const row = await changeOtherUser(ctx, admin, target, 'user.deleted', async (trx, found) => {
    await trx.deleteFrom('companyUsers').where('id', '=', found.id).execute();
    return found;
  });
  const isLeft = (await findMemberships(db, row.userId)).length === 0;
  const madeByInvitation = (await findUserById(db, row.userId))?.invitedByUserId != null;
  if (row.isActive === null && !(isLeft && madeByInvitation)) return;
  await revokeUserSessions(db, row.userId, 'deleted');
  if (isLeft) await db.deleteFrom('users').where('id', '=', row.userId).execute();
}

/** Hands ownership to an active user of the company, who becomes an administrator (role 1, group ADMIN). */
export async function makeUserOwner(ctx: GraphQLContext, admin: CompanySession, companyUserId: number): Promise<void> {
  const { db } = ctx.services;
  const target = await withCompany(db, admin.companyId, async (trx) => {
    const row = await findCompanyUserOrThrow(trx, admin.companyId, { companyUserId });
    if (row.isOwner) return row;
    if (row.isActive !== true) throw new UserFacingError('Only an active user can become the owner.');
    await trx.updateTable('companyUsers').set({ isOwner: false }).where('companyId', '=', admin.companyId).where('isOwner', '=', true).execute();
    await trx.updateTable('companyUsers').set({ isOwner: true, roleId: 1 }).where('id', '=', row.id).execute();
    await trx.updateTable('users').set({ userGroup: 'ADMIN' }).where('id', '=', row.userId).execute();
    return row;
  });
  await audit(db, { event: 'user.owner_changed', companyId: admin.companyId, actorUserId: admin.userId, subjectUserId: target.userId, email: target.email, ip: ctx.ip });
}

/**
 * Confirms an invited user of the company by hand: the account is confirmed and the membership active. An
 * account that belongs to another company is the person's own to move, never the administrator's.
 */
export async function confirmCompanyUser(ctx: GraphQLContext, admin: CompanySession, username: string): Promise<void> {
  const user = await ctx.services.db.selectFrom('users').select('id').where('email', '=', normalizeEmail(username)).executeTakeFirst();
  if (!user) throw new UserFacingError('User not found.', 'NOT_FOUND');
  const isElsewhere = currentMembership(await findMemberships(ctx.services.db, user.id)) !== null;
  await changeOtherUser(ctx, admin, { userId: user.id }, 'user.confirmed_by_admin', async (trx, row) => {
    if (row.isActive !== null) throw new UserFacingError('Only an invited user can be confirmed.');
    if (isElsewhere) throw new UserFacingError('Only the person can accept this invitation.');
    await trx.updateTable('users').set({ confirmed: true, userGroup: groupForRole(row.roleId) }).where('id', '=', row.userId).execute();
    await trx.updateTable('companyUsers').set({ isActive: true }).where('id', '=', row.id).execute();
  });
}
