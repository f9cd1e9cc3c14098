import { MESSAGES, validatePassword } from '@askwise/domain/accounts/index';
import { UserFacingError } from '../../graphql/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/** The spec's rule (8+ characters, digit, lower and upper case), at most 128, and not a common password. */
export function assertAcceptablePasswordOrThrow(password: string): void {
  const message = validatePassword(password);
  if (message) throw new UserFacingError(message);
  if (isCommonPassword(password)) throw new UserFacingError(MESSAGES.passwordTooCommon);
}
