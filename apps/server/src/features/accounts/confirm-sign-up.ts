import { MESSAGES } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { unauthenticated, UserFacingError } from '../../graphql/errors.ts';
import { audit } from './audit.ts';
import { consumeLink, endSignUpLinks } from './links.ts';
import { assertAcceptablePasswordOrThrow } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { startSessionForRequest } from './start-session.ts';
import { sha256, normalizeEmail } from './tokens.ts';
import { findUserByEmail, findUserById } from './users.repository.ts';

export type ConfirmStatus = 'confirmed' | 'already_confirmed';

/**
 * Follows a confirmation or invitation link: the account is confirmed and signed in, and then sets a
 * password if it has none of its own. A sign-up's link sets the password of that sign-up. An
 * already-confirmed account is not signed in by a link.
 */
export async function confirmSignUp(ctx: GraphQLContext, input: { username: string; code: string }): Promise<ConfirmStatus> {
  const { db } = ctx.services;
  const email = normalizeEmail(input.username ?? '');
  const owner = await findUserByEmail(db, email);
  if (owner?.confirmed) return 'already_confirmed';
  const link = await db
    .selectFrom('authLinks')
    .select(['userId'])
    .where('tokenHash', '=', sha256(input.code ?? ''))
    .executeTakeFirst();
  if (!owner || !link || link.userId !== owner.id) throw new UserFacingError(MESSAGES.linkInvalid, 'LINK_INVALID');
  const used = await consumeLink(db, input.code);
  if (!used) throw new UserFacingError(MESSAGES.linkInvalid, 'LINK_INVALID');
  // The code proves the address (NIST SP 800-63B), not the first sign-up: the confirmed sign-up's password counts.
  const password = used.signUp ? { passwordHash: used.signUp.passwordHash, mustSetPassword: used.signUp.mustSetPassword } : {};
  await db.updateTable('users').set({ ...password, confirmed: true, updatedAt: sql`now()` }).where('id', '=', owner.id).execute();
  if (used.signUp) {
    await endSignUpLinks(db, owner.id);
    await revokeUserSessions(db, owner.id, 'password_changed');
  }
  await startSessionForRequest(ctx, owner.id);
  await audit(db, { event: 'sign_up.confirmed', subjectUserId: owner.id, email, ip: ctx.ip, details: { purpose: used.purpose } });
  return 'confirmed';
}

/** The set-password screen: only for an account that must set one (random password after sign-up or invitation). */
export async function setOwnPassword(ctx: GraphQLContext, password: string): Promise<void> {
  const { db } = ctx.services;
  if (!ctx.session) throw unauthenticated();
  const user = await findUserById(db, ctx.session.userId);
  if (!user?.mustSetPassword) throw new UserFacingError('Your password is already set. Use password recovery to change it.', 'FORBIDDEN');
  assertAcceptablePasswordOrThrow(password);
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password), mustSetPassword: false, confirmed: true, updatedAt: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(db, user.id, 'password_changed', ctx.session.sessionId);
  await startSessionForRequest(ctx, user.id);
  await audit(db, { event: 'password.set', subjectUserId: user.id, actorUserId: user.id, companyId: ctx.session.companyId, ip: ctx.ip });
}
