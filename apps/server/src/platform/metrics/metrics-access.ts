import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Metrics } from './metrics.ts';

// /metrics is never public by default: on the product's own port it needs METRICS_TOKEN as a bearer token;
// METRICS_PORT serves it on a port of its own (by default on this machine only), for a scraper inside the
// private network, and is the way to read a worker's metrics.

/** Whether a request to the product's port may read /metrics: only with the configured bearer token. */
export function isMetricsRequestAllowed(req: IncomingMessage, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function writeMetrics(res: ServerResponse, metrics: Metrics): Promise<void> {
  const body = await metrics.registry.metrics();
  res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body);
}

/** The metrics port's server: GET /metrics, and /healthz for a worker's container health check. */
export function createMetricsServer(metrics: Metrics): Server {
  return createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (req.method !== 'GET' || pathname !== '/metrics') return void res.writeHead(404).end();
    writeMetrics(res, metrics).catch(() => res.writeHead(500).end());
  });
}
