import { validateEmail } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import type { AppServices } from '../../app-services.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { accountExistsMail, confirmationMail, publicUrl } from './account-mails.ts';
import { audit } from './audit.ts';
import { issueLink } from './links.ts';
import { assertAcceptablePasswordOrThrow } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import { countAttemptOrThrow, throttleKeys } from './throttle.ts';
import { normalizeEmail, randomToken } from './tokens.ts';
import { findUserByEmail } from './users.repository.ts';

/** The confirmation link of the spec: /auth/confirm with the code and the username (e-mail). */
export function confirmationUrl(services: AppServices, email: string, token: string): string {
  return publicUrl(services.config, `/auth/confirm?code=${encodeURIComponent(token)}&username=${encodeURIComponent(email)}`);
}

/**
 * Sign-up with an e-mail and optionally an own password. Without one the account gets a random password
 * and must set one after confirming. The answer is the same whether or not the e-mail is registered. Each
 * sign-up of an unconfirmed address gets its own link with its own password: whoever confirms a link owns
 * the account with that sign-up's password (issue 24, F9).
 */
export async function signUp(services: AppServices, input: { email: string; password?: string | null }, ip: string): Promise<'check_email'> {
  const emailError = validateEmail(input.email);
  if (emailError) throw new UserFacingError(emailError);
  if (input.password) assertAcceptablePasswordOrThrow(input.password);
  const email = normalizeEmail(input.email);
  await countAttemptOrThrow(services.db, throttleKeys('sign-up', email, ip), ip);
  // Hash whether or not it is used, so that the answer takes as long for a registered e-mail.
  const passwordHash = await hashPassword(input.password || randomToken());

  const existing = await findUserByEmail(services.db, email);
  if (existing?.confirmed) {
    await services.mail.send(accountExistsMail(email, publicUrl(services.config, '/auth'), publicUrl(services.config, '/password-recovery')));
    await audit(services.db, { event: 'sign_up.requested', subjectUserId: existing.id, email, ip, details: { existing: true } });
    return 'check_email';
  }
  const user =
    existing ??
    (await services.db
      .insertInto('users')
      .values({ email, passwordHash, mustSetPassword: !input.password, userGroup: 'ADMIN', confirmed: false })
      .onConflict((oc) => oc.column('email').doUpdateSet({ updatedAt: sql`now()` }))
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow());
  const { token } = await issueLink(services.db, user.id, 'confirm_sign_up', { passwordHash, mustSetPassword: !input.password });
  await services.mail.send(confirmationMail(email, confirmationUrl(services, email, token)));
  await audit(services.db, { event: 'sign_up.requested', subjectUserId: user.id, email, ip });
  return 'check_email';
}
