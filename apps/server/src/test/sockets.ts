import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { csrfTokenFor, readCookie, SESSION_COOKIE } from '../features/accounts/sessions.ts';

/** What a signed-in browser tab of the product sends when it opens a WebSocket: its cookie, its Origin and the CSRF token. */
export interface SocketCredentials {
  cookie?: string;
  origin?: string;
  csrfToken?: string;
}

/** The credentials of the product's own page (Origin = the app's address) for a session cookie. */
export function browserCredentials(appUrl: string, cookie: string): Required<SocketCredentials> {
  return { cookie, origin: new URL(appUrl.replace('127.0.0.1', 'localhost')).origin, csrfToken: csrfTokenFor(readCookie(cookie, SESSION_COOKIE) ?? '') };
}

/** Opens the push channel (/push) with the given credentials. */
export function openPushSocket(appUrl: string, credentials: SocketCredentials): WebSocket {
  const query = credentials.csrfToken ? `?csrf=${encodeURIComponent(credentials.csrfToken)}` : '';
  return new WebSocket(`${appUrl.replace('http', 'ws')}/push${query}`, { headers: headersOf(credentials) });
}

/** A graphql-ws client on /graphql with the given credentials (the CSRF token goes in the connection parameters). */
export function graphqlSocketClient(appUrl: string, credentials: SocketCredentials, options: { retryAttempts?: number } = {}): Client {
  const headers = headersOf(credentials);
  return createClient({
    url: `${appUrl.replace('http', 'ws')}/graphql`,
    retryAttempts: options.retryAttempts ?? 0,
    connectionParams: credentials.csrfToken ? { csrfToken: credentials.csrfToken } : {},
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers });
      }
    },
  });
}

function headersOf({ cookie, origin }: SocketCredentials): Record<string, string> {
  return { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
}
