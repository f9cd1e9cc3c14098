import type { IncomingMessage } from 'node:http';

/**
 * The client's address for throttles, known sign-in addresses and audit: the socket's own, or behind
 * TRUST_PROXY=n reverse proxies the address the farthest of them saw (each appends the address it was
 * reached from to X-Forwarded-For, so anything a client writes there itself sits further left and is ignored).
 */
export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => part.trim()).filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)]!;
}
