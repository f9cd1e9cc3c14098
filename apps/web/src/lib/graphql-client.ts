import { createClient as createWsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, subscriptionExchange } from 'urql';

/** Sent with every GraphQL request; the server refuses requests without it (CSRF protection). */
export const CSRF_HEADER = 'x-askwise-csrf';

/** Set by the server beside the session cookie: the session's CSRF token, which WebSockets must carry. */
const CSRF_COOKIE = 'askwise_csrf';

/** The current session's CSRF token ('' when signed out); read at every connection, since sign-in renews it. */
export function csrfToken(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(CSRF_COOKIE.length + 1)) : '';
}

function wsUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

export function createGraphQLClient(): Client {
  // A browser cannot add the CSRF header to a WebSocket: the token travels in the connection parameters.
  const ws = createWsClient({ url: wsUrl('/graphql'), lazy: true, retryAttempts: Infinity, connectionParams: () => ({ csrfToken: csrfToken() }) });
  return new Client({
    url: '/graphql',
    requestPolicy: 'cache-and-network',
    fetchOptions: { credentials: 'same-origin', headers: { [CSRF_HEADER]: '1' } },
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe: (sink) => ({ unsubscribe: ws.subscribe({ ...request, query: request.query ?? '' }, sink) }),
        }),
      }),
    ],
  });
}

export { wsUrl };
