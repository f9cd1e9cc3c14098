import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Host header we may echo into a policy (host name or address and port, nothing else). */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The built app loads only its own scripts and styles; Mantine writes its theme into <style> tags at run
 * time, hence 'unsafe-inline' for styles only. Its WebSockets go to the page's own host (listed for browsers
 * whose 'self' does not cover ws:). No page may be framed by another site (clickjacking).
 */
function appPolicy(host: string | undefined): string {
  const sockets = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer; a route with pages of its own (the dev outbox) sets its own policy. GraphQL's
 * answers (and GraphiQL's page in development, which loads its editor from a CDN) only forbid framing.
 */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  res.setHeader('content-security-policy', pathname === '/graphql' ? "frame-ancestors 'none'" : appPolicy(req.headers.host));
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'same-origin');
}

/** The path with its escapes decoded, or null when an escape is malformed (answered 400, not a crash). */
export function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}
