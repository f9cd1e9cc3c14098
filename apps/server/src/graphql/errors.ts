import { GraphQLError } from 'graphql';

/** An error whose message is written for the user and safe to show as is. */
export class UserFacingError extends GraphQLError {
  constructor(message: string, code = 'BAD_USER_INPUT') {
    super(message, { extensions: { code } });
  }
}

export function unauthenticated(): UserFacingError {
  return new UserFacingError('Please sign in to continue.', 'UNAUTHENTICATED');
}

export function forbidden(message = 'You do not have permission to do this.'): UserFacingError {
  return new UserFacingError(message, 'FORBIDDEN');
}
