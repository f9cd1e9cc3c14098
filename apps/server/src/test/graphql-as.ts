import type { CompanyWithUser } from './factories.ts';

// Tests read GraphQL answers loosely: each test names the fields it checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = Record<string, any>;

/**
 * GraphQL against the product at `appUrl()` (read at each request, so it may name an app started later), sent
 * as the signed-in browser sends it: the user's session cookie and the CSRF header. Resolves with the data;
 * throws the first error.
 */
export function graphqlAs(appUrl: () => string) {
  return async <T = Loose>(who: CompanyWithUser, query: string, variables: object = {}): Promise<T> => {
    const response = await fetch(`${appUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-askwise-csrf': '1', cookie: who.cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data!;
  };
}
