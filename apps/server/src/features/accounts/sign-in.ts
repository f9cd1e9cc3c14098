import { isAllowedGroup, isSixDigitCode, MESSAGES, PASSWORD_MAX, tooManyAttemptsMessage, validateEmail } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { forbidden, UserFacingError } from '../../graphql/errors.ts';
import { signInCodeMail } from './account-mails.ts';
import { audit } from './audit.ts';
import { findLiveCode, redeemCode, RESEND_AFTER_MS } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { sealingKey } from '../../platform/secrets/index.ts';
import { codeToResend, forgetCodeMails, secondsUntilCodeMail, startCodeAttempt } from './sign-in-codes.ts';
import { startSessionForRequest } from './start-session.ts';
import { clearAttempts, countAttemptOrThrow, rememberSignInAddress, signInThrottleKeys } from './throttle.ts';
import { normalizeEmail } from './tokens.ts';
import { currentMembership, findMemberships, findUserByEmail, findUserById } from './users.repository.ts';

let dummyHash: Promise<string> | null = null;

/** Refuses an account that may not use the product: deactivated, or in no allowed group. */
async function assertMayUseProductOrThrow(ctx: GraphQLContext, user: { id: number; email: string; userGroup: string | null }): Promise<number | null> {
  const membership = currentMembership(await findMemberships(ctx.services.db, user.id));
  const refuse = async (message: string, code: string) => {
    await audit(ctx.services.db, { event: 'sign_in.refused', subjectUserId: user.id, email: user.email, ip: ctx.ip, companyId: membership?.companyId, details: { reason: code } });
    throw new UserFacingError(message, code);
  };
  if (membership?.isActive === false) await refuse(MESSAGES.userInactive, 'USER_INACTIVE');
  if (!isAllowedGroup(user.userGroup)) await refuse(MESSAGES.noAccess, 'NO_ACCESS');
  return membership?.companyId ?? null;
}

/**
 * Step 2: e-mail and password. When right, the attempt's ticket is returned and the account's six-digit code
 * e-mailed (the same code while it lives; no e-mail once the hour's code mails are spent).
 */
export async function signInWithPassword(ctx: GraphQLContext, input: { email: string; password: string }): Promise<{ ticket: string }> {
  const { db, mail } = ctx.services;
  const emailError = validateEmail(input.email);
  if (emailError) throw new UserFacingError(emailError);
  if (!input.password) throw new UserFacingError(MESSAGES.passwordRequired);
  const email = normalizeEmail(input.email);
  const keys = await signInThrottleKeys(db, email, ctx.ip);
  await countAttemptOrThrow(db, keys, ctx.ip);
  const user = await findUserByEmail(db, email);
  // An unknown e-mail costs the same time and gets the same answer as a wrong password.
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  // No stored password is longer than the maximum, so a longer one is wrong (and is never cut short).
  const candidate = input.password.length <= PASSWORD_MAX ? input.password : '';
  const isRight = (await verifyPassword(user?.passwordHash ?? (await dummyHash), candidate)) && !!user && candidate !== '';
  if (!user || !isRight) {
    await audit(db, { event: 'sign_in.password_failed', subjectUserId: user?.id, email, ip: ctx.ip });
    throw new UserFacingError(MESSAGES.incorrectCredentials, 'NOT_AUTHORIZED');
  }
  await clearAttempts(db, keys);
  await assertMayUseProductOrThrow(ctx, user);
  const { code, minutesLeft, mayMail, ticket } = await startCodeAttempt(db, await sealingKey(ctx.services.config), user.id, ctx.ip);
  if (mayMail) await mail.send(signInCodeMail(user.email, code, minutesLeft));
  await audit(db, { event: mayMail ? 'sign_in.code_sent' : 'sign_in.code_mail_withheld', subjectUserId: user.id, email, ip: ctx.ip });
  return { ticket };
}

/** Step 3: the e-mailed code of this attempt. Right: a new session (rotated), the account counts as confirmed. */
export async function verifySignInCode(ctx: GraphQLContext, input: { ticket: string; code: string }): Promise<void> {
  const { db, crm, log } = ctx.services;
  if (!isSixDigitCode(input.code)) throw new UserFacingError(MESSAGES.codeInvalid);
  const live = await findLiveCode(db, { ticket: input.ticket ?? '' });
  if (!live) throw new UserFacingError(MESSAGES.codeExpired, 'CODE_EXPIRED');
  const user = await findUserById(db, live.userId);
  if (!user) throw new UserFacingError(MESSAGES.codeExpired, 'CODE_EXPIRED');
  const keys = await signInThrottleKeys(db, user.email, ctx.ip, 'code');
  await countAttemptOrThrow(db, keys, ctx.ip);
  const result = await redeemCode(db, live.id, input.code);
  if (result !== 'ok') {
    await audit(db, { event: 'sign_in.code_failed', subjectUserId: user.id, email: user.email, ip: ctx.ip, details: { result } });
    throw result === 'wrong' ? new UserFacingError(MESSAGES.wrongCode, 'CODE_MISMATCH') : new UserFacingError(MESSAGES.codeExpired, 'CODE_EXPIRED');
  }
  await clearAttempts(db, keys);
  await forgetCodeMails(db, user.id);
  const companyId = await assertMayUseProductOrThrow(ctx, user);
  await db.updateTable('users').set({ confirmed: true, lastLoginAt: sql`now()` }).where('id', '=', user.id).execute();
  await startSessionForRequest(ctx, user.id);
  await rememberSignInAddress(db, user.id, ctx.ip);
  await audit(db, { event: 'sign_in.succeeded', subjectUserId: user.id, actorUserId: user.id, email: user.email, ip: ctx.ip, companyId });
  // The CRM hears of the sign-in (type last_login); its failure never blocks signing in.
  void crm.recordEvent(user.email, 'last_login').catch((error: unknown) => log.warn({ err: error }, 'CRM last_login update failed'));
}

/** 'Resend Code': the account's code again for the same attempt, at most once a minute. */
export async function resendSignInCode(ctx: GraphQLContext, ticket: string): Promise<void> {
  const { db, mail } = ctx.services;
  const live = await findLiveCode(db, { ticket: ticket ?? '' });
  if (!live) throw new UserFacingError(MESSAGES.codeExpired, 'CODE_EXPIRED');
  if (Date.now() - live.sentAt.getTime() < RESEND_AFTER_MS) throw new UserFacingError('Please wait a minute before asking for another code.', 'TOO_MANY_ATTEMPTS');
  const user = await findUserById(db, live.userId);
  if (!user) throw forbidden();
  const { code, minutesLeft, mayMail } = await codeToResend(db, await sealingKey(ctx.services.config), live.id, user.id);
  if (!mayMail) throw new UserFacingError(tooManyAttemptsMessage(await secondsUntilCodeMail(db, user.id)), 'TOO_MANY_ATTEMPTS');
  await mail.send(signInCodeMail(user.email, code, minutesLeft));
  await audit(db, { event: 'sign_in.code_sent', subjectUserId: user.id, email: user.email, ip: ctx.ip, details: { resent: true } });
}
