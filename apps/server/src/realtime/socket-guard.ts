import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { csrfTokenFor, readCookie, resolveSession, type Session, SESSION_COOKIE } from '../features/accounts/index.ts';
import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';

/** Close code of a socket whose session ended or was never there. */
export const SESSION_ENDED_CODE = 4401;

/**
 * The origins whose pages may open the product's WebSockets: PUBLIC_URL's, or without it this machine at the
 * port the request came in on. A browser always sends Origin on a WebSocket, and a cross-site page cannot
 * forge it; cookies alone would let any site open a socket in a signed-in user's name.
 */
export function isAllowedOrigin(request: IncomingMessage, config: Pick<Config, 'PUBLIC_URL'>): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (config.PUBLIC_URL) return origin === new URL(config.PUBLIC_URL).origin;
  const port = request.socket.localPort;
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`].includes(origin);
}

/** Whether the CSRF token a socket carries belongs to the session in its cookie. */
export function hasSessionCsrfToken(request: IncomingMessage, given: unknown): boolean {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  return !!token && typeof given === 'string' && given === csrfTokenFor(token);
}

/** Ends an upgrade before the WebSocket handshake with a plain HTTP answer. */
export function refuseUpgrade(socket: Duplex, status: 403 | 404, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${reason}`);
}

/** The live session of a socket's request, when it is an active member of a company; null otherwise. */
export async function socketSession(db: Db, request: IncomingMessage): Promise<(Session & { companyId: number }) | null> {
  const session = await resolveSession(db, readCookie(request.headers.cookie, SESSION_COOKIE));
  return session?.companyId && session.isActive === true ? (session as Session & { companyId: number }) : null;
}

interface WatchDeps {
  db: Db;
  bus: EventBus;
  log: Logger;
  recheckMs: number;
}

/**
 * Keeps an open socket tied to its session: closes it (4401) when the session is missing, and again whenever
 * the database announces that this user's session or membership ended (logout, deactivation, deletion), with
 * a periodic re-check as the safety net for idle and absolute expiry.
 */
export function watchSession(socket: WebSocket, request: IncomingMessage, { db, bus, log, recheckMs }: WatchDeps): void {
  let isClosed = false;
  let stopListening = () => undefined as void;
  const check = async () => {
    const session = await socketSession(db, request).catch((error: unknown) => (log.debug({ err: error }, 'Socket session check failed'), null));
    if (!session && !isClosed) socket.close(SESSION_ENDED_CODE, 'Session ended');
    return session;
  };
  const timer = setInterval(() => void check(), recheckMs);
  timer.unref();
  socket.once('close', () => {
    isClosed = true;
    clearInterval(timer);
    stopListening();
  });
  void check().then((session) => {
    if (!session || isClosed) return;
    stopListening = bus.subscribe('SESSION_ENDED', String(session.userId), (event) => {
      // This very session was revoked: close without asking the database again; otherwise re-check.
      if (event.payload.sessionId === session.sessionId) socket.close(SESSION_ENDED_CODE, 'Session ended');
      else void check();
    });
  });
}
