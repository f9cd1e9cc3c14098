import { isSixDigitCode, MESSAGES, validateEmail } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { recoveryCodeMail } from './account-mails.ts';
import { audit } from './audit.ts';
import { findLiveCode, issueRecoveryCode, redeemCode, RESEND_AFTER_MS } from './codes.ts';
import { assertAcceptablePasswordOrThrow } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import { clearAttempts, countAttemptOrThrow, throttleKeys } from './throttle.ts';
import { normalizeEmail } from './tokens.ts';
import { findUserByEmail } from './users.repository.ts';

/** Recovery step 1: e-mails a six-digit code (at most one a minute). Same answer for an unknown e-mail. */
export async function forgotPassword(services: AppServices, rawEmail: string, ip: string): Promise<void> {
  const emailError = validateEmail(rawEmail);
  if (emailError) throw new UserFacingError(emailError);
  const email = normalizeEmail(rawEmail);
  await countAttemptOrThrow(services.db, throttleKeys('recovery-mail', email, ip), ip);
  const user = await findUserByEmail(services.db, email);
  if (!user) return;
  const live = await findLiveCode(services.db, { userId: user.id, purpose: 'password_reset' });
  if (live && Date.now() - live.sentAt.getTime() < RESEND_AFTER_MS) return;
  const code = await issueRecoveryCode(services.db, user.id);
  await services.mail.send(recoveryCodeMail(user.email, code));
  await audit(services.db, { event: 'password.recovery_requested', subjectUserId: user.id, email, ip });
}

/**
 * Recovery step 3: the e-mailed code with the new password. The code proves the e-mail, so the account
 * is confirmed too; every session of the account ends.
 */
export async function forgotPasswordSubmit(services: AppServices, input: { email: string; code: string; newPassword: string }, ip: string): Promise<void> {
  const { db } = services;
  const emailError = validateEmail(input.email);
  if (emailError) throw new UserFacingError(emailError);
  if (!isSixDigitCode(input.code)) throw new UserFacingError(MESSAGES.codeInvalid);
  assertAcceptablePasswordOrThrow(input.newPassword);
  const email = normalizeEmail(input.email);
  const keys = throttleKeys('recovery', email, ip);
  await countAttemptOrThrow(db, keys, ip);
  const user = await findUserByEmail(db, email);
  const live = user ? await findLiveCode(db, { userId: user.id, purpose: 'password_reset' }) : null;
  const result = live ? await redeemCode(db, live.id, input.code) : 'dead';
  if (!user || result !== 'ok') {
    await audit(db, { event: 'password.recovery_failed', subjectUserId: user?.id, email, ip, details: { result } });
    throw new UserFacingError(MESSAGES.invalidRecoveryCode, 'CODE_MISMATCH');
  }
  await clearAttempts(db, keys);
  await db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(input.newPassword), mustSetPassword: false, confirmed: true, updatedAt: sql`now()` })
    .where('id', '=', user.id)
    .execute();
  await revokeUserSessions(db, user.id, 'password_changed');
  await audit(db, { event: 'password.recovered', subjectUserId: user.id, email, ip });
}
