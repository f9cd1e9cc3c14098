import { createClient as createWsClient } from 'graphql-ws';
import { cacheExchange, Client, fetchExchange, subscriptionExchange } from 'urql';

/** Sent with every GraphQL request; the server refuses requests without it (CSRF protection). */
export const CSRF_HEADER = 'x-askwise-csrf';

function wsUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

export function createGraphQLClient(): Client {
  const ws = createWsClient({ url: wsUrl('/graphql'), lazy: true, retryAttempts: Infinity });
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
