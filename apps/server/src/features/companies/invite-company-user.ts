import { firstError, groupForRole, maxLength, MESSAGES, validateEmail } from '@askwise/domain/accounts/index';
import { withCompany } from '../../db/database.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import {
  audit,
  type CompanySession,
  confirmationUrl,
  currentMembership,
  findMemberships,
  findUserByEmail,
  findUserById,
  hashPassword,
  invitationMail,
  invitationNoticeMail,
  issueLink,
  LINK_TTL_MS,
  normalizeEmail,
  randomToken,
} from '../accounts/index.ts';
import { findCompanyUserOrThrow, getCompany, type CompanyUserRow } from './company.repository.ts';

export interface InviteInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  roleId: number;
}

/**
 * Invites a person into the administrator's company: an account with a random password if they have none,
 * a pending company-user record (active unset) expiring in 24 hours, and an e-mail. The answer is the same
 * whether or not the address has an account (issue 24, F11): someone whose account belongs to another
 * company learns of the invitation by e-mail, and the invitation never reaches into their account.
 */
export async function inviteCompanyUser(ctx: GraphQLContext, admin: CompanySession, input: InviteInput): Promise<CompanyUserRow> {
  const { db } = ctx.services;
  const problem =
    validateEmail(input.email) ??
    (input.roleId === 1 || input.roleId === 2 ? null : MESSAGES.roleRequired) ??
    firstError(input.firstName, maxLength(256, MESSAGES.firstNameTooLong)) ??
    firstError(input.lastName, maxLength(256, MESSAGES.lastNameTooLong));
  if (problem) throw new UserFacingError(problem);
  const email = normalizeEmail(input.email);
  const names = { firstName: input.firstName?.trim() || null, lastName: input.lastName?.trim() || null };

  // Hashed whether or not it is used, so that the answer takes as long for an address with an account.
  const passwordHash = await hashPassword(randomToken());
  const existing = await findUserByEmail(db, email);
  if (existing && (await findMemberships(db, existing.id)).some((m) => m.companyId === admin.companyId)) {
    throw new UserFacingError('This user is already in your company.');
  }
  const user =
    existing ??
    (await db
      .insertInto('users')
      .values({ email, passwordHash, mustSetPassword: true, ...names, userGroup: groupForRole(input.roleId), invitedByUserId: admin.userId })
      .returningAll()
      .executeTakeFirstOrThrow());
  const userId = user.id;
  const row = await withCompany(db, admin.companyId, async (trx) => {
    const inserted = await trx
      .insertInto('companyUsers')
      .values({
        companyId: admin.companyId,
        userId,
        roleId: input.roleId,
        isOwner: false,
        isActive: null,
        expirationCodeDate: new Date(Date.now() + LINK_TTL_MS),
        invitedFirstName: names.firstName,
        invitedLastName: names.lastName,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId: inserted.id });
  });
  await sendInvitation(ctx, admin, row);
  await audit(db, { event: 'user.invited', companyId: admin.companyId, actorUserId: admin.userId, subjectUserId: userId, email, ip: ctx.ip, details: { roleId: input.roleId } });
  return row;
}

/** Re-invite: a new link and 24 more hours for an invitation not yet accepted. */
export async function reInviteCompanyUser(ctx: GraphQLContext, admin: CompanySession, companyUserId: number): Promise<CompanyUserRow> {
  const { db } = ctx.services;
  const row = await withCompany(db, admin.companyId, async (trx) => {
    const target = await findCompanyUserOrThrow(trx, admin.companyId, { companyUserId });
    if (target.isActive !== null) throw new UserFacingError('Only an invitation that was not accepted can be sent again.');
    await trx.updateTable('companyUsers').set({ expirationCodeDate: new Date(Date.now() + LINK_TTL_MS) }).where('id', '=', companyUserId).execute();
    return findCompanyUserOrThrow(trx, admin.companyId, { companyUserId });
  });
  await sendInvitation(ctx, admin, row);
  await audit(db, { event: 'user.reinvited', companyId: admin.companyId, actorUserId: admin.userId, subjectUserId: row.userId, email: row.email, ip: ctx.ip });
  return row;
}

/** The invitation link, or for an account of another company (which cannot accept it) a notice without one. */
async function sendInvitation(ctx: GraphQLContext, admin: CompanySession, row: CompanyUserRow): Promise<void> {
  const { db, mail } = ctx.services;
  const [company, inviter, memberships] = await Promise.all([getCompany(db, admin.companyId), findUserById(db, admin.userId), findMemberships(db, row.userId)]);
  const inviterName = [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' ') || inviter?.email || 'Your administrator';
  if (currentMembership(memberships)) return void (await mail.send(invitationNoticeMail(row.email, inviterName, company.name)));
  const { token } = await issueLink(db, row.userId, 'invitation');
  await mail.send(invitationMail(row.email, inviterName, company.name, confirmationUrl(ctx.services, row.email, token)));
}
