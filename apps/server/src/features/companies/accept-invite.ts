import { groupForRole } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import { withCompany } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { audit, currentMembership, findMemberships, pendingInvites, requireSignedInOrThrow } from '../accounts/index.ts';

/** The signed-in user's pending invitations, oldest first, with the inviting company's name. */
export async function findCompanyInvites(ctx: GraphQLContext) {
  const session = requireSignedInOrThrow(ctx.session);
  const invites = pendingInvites(await findMemberships(ctx.services.db, session.userId));
  if (invites.length === 0) return [];
  const companies = await ctx.services.db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('id', 'in', invites.map((i) => i.companyId))
    .execute();
  return invites.map((i) => ({ ...i, companyName: companies.find((c) => c.id === i.companyId)?.name ?? '' }));
}

/** Onboarding with an invitation: the pending membership becomes active and the user's group follows its role. */
export async function acceptCompanyInvite(ctx: GraphQLContext, companyUserId: number): Promise<void> {
  const session = requireSignedInOrThrow(ctx.session);
  const { db } = ctx.services;
  const memberships = await findMemberships(db, session.userId);
  if (currentMembership(memberships)) throw new UserFacingError('You already belong to a company.');
  const invite = pendingInvites(memberships).find((m) => m.companyUserId === companyUserId);
  if (!invite) throw new UserFacingError('Invitation not found.', 'NOT_FOUND');
  if (invite.expirationCodeDate && invite.expirationCodeDate.getTime() < Date.now()) {
    throw new UserFacingError('The invitation has expired. Ask your administrator to invite you again.', 'INVITE_EXPIRED');
  }
  await withCompany(db, invite.companyId, (trx) =>
    trx.updateTable('companyUsers').set({ isActive: true }).where('id', '=', companyUserId).where('userId', '=', session.userId).where('isActive', 'is', null).execute(),
  );
  await db
    .updateTable('users')
    .set({ userGroup: groupForRole(invite.roleId), confirmed: true, lastLoginAt: sql`now()`, updatedAt: sql`now()` })
    .where('id', '=', session.userId)
    .execute();
  await audit(db, { event: 'user.invitation_accepted', companyId: invite.companyId, actorUserId: session.userId, subjectUserId: session.userId, ip: ctx.ip });
}
