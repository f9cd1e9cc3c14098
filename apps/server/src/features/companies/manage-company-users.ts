import { groupForRole } from '@askwise/domain/accounts/index';
import { withCompany, type Trx } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { forbidden, UserFacingError } from '../../graphql/errors.ts';
import { audit, type AuditEventName, type CompanySession, findMemberships, normalizeEmail, revokeUserSessions } from '../accounts/index.ts';
import { findCompanyUserOrThrow, type CompanyUserRow } from './company.repository.ts';

type Target = { companyUserId: number } | { userId: number };

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

/** Company role 1 (ADMIN) or 2 (STANDARD); the user's group follows the role. */
export function updateCompanyUserRole(ctx: GraphQLContext, admin: CompanySession, userId: number, roleId: number) {
  if (roleId !== 1 && roleId !== 2) throw new UserFacingError('The role is required.');
  return changeOtherUser(ctx, admin, { userId }, 'user.role_changed', async (trx, row) => {
    await trx.updateTable('companyUsers').set({ roleId }).where('id', '=', row.id).execute();
    await trx.updateTable('users').set({ userGroup: groupForRole(roleId) }).where('id', '=', row.userId).execute();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId: row.id });
  }, { roleId });
}

/** Activates or deactivates; a deactivated user's sessions end at once. */
export async function setCompanyUserActive(ctx: GraphQLContext, admin: CompanySession, companyUserId: number, active: boolean) {
  const row = await changeOtherUser(ctx, admin, { companyUserId }, active ? 'user.activated' : 'user.deactivated', async (trx, target) => {
    await trx.updateTable('companyUsers').set({ isActive: active }).where('id', '=', target.id).execute();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId });
  });
  if (!active) await revokeUserSessions(ctx.services.db, row.userId, 'inactive');
  return row;
}

/** Removes the user from the company, and their account when it belongs to no other company. */
export async function removeCompanyUser(ctx: GraphQLContext, admin: CompanySession, userId: number): Promise<void> {
  const { db } = ctx.services;
  await changeOtherUser(ctx, admin, { userId }, 'user.deleted', async (trx, row) => {
    await trx.deleteFrom('companyUsers').where('id', '=', row.id).execute();
  });
  await revokeUserSessions(db, userId, 'deleted');
  if ((await findMemberships(db, userId)).length === 0) await db.deleteFrom('users').where('id', '=', userId).execute();
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

/** Confirms an invited user of the company by hand: the account is confirmed and the membership active. */
export async function confirmCompanyUser(ctx: GraphQLContext, admin: CompanySession, username: string): Promise<void> {
  const user = await ctx.services.db.selectFrom('users').select('id').where('email', '=', normalizeEmail(username)).executeTakeFirst();
  if (!user) throw new UserFacingError('User not found.', 'NOT_FOUND');
  await changeOtherUser(ctx, admin, { userId: user.id }, 'user.confirmed_by_admin', async (trx, row) => {
    if (row.isActive !== null) throw new UserFacingError('Only an invited user can be confirmed.');
    await trx.updateTable('users').set({ confirmed: true }).where('id', '=', row.userId).execute();
    await trx.updateTable('companyUsers').set({ isActive: true }).where('id', '=', row.id).execute();
  });
}
