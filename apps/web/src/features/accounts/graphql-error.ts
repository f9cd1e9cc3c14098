import { signInErrorMessage } from '@askwise/domain/accounts/index';
import type { CombinedError } from 'urql';

/** The message to show for a failed operation: the server's own text, without the identity-service prefix. */
export function errorMessage(error: CombinedError | undefined | null): string | null {
  if (!error) return null;
  const message = error.graphQLErrors[0]?.message ?? 'Something went wrong. Please try again.';
  return signInErrorMessage(message);
}

/** Mantine form validation from the shared rules: a rule per field, returning a message or null. */
export type FieldRules<T> = { [K in keyof T]?: (value: T[K], values: T) => string | null };
