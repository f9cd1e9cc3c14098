import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { execute as Execute, subscribe as Subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AppServices } from '../app-services.ts';
import { createGraphQLHandler } from '../graphql/yoga.ts';
import { createPushChannel } from '../realtime/push-channel.ts';
import { hasSessionCsrfToken, isAllowedOrigin, refuseUpgrade, socketSession, watchSession } from '../realtime/socket-guard.ts';
import { matchRoute } from './http-routes.ts';
import { FEATURE_ROUTES } from './routes.ts';
import { decodedPath, setSecurityHeaders } from './security-headers.ts';
import { createStaticHandler } from './static-files.ts';
import { isMetricsRequestAllowed, writeMetrics } from '../platform/metrics/index.ts';

/** WebSocket close code 1012 (Service Restart): the browser's push and subscription clients reconnect. */
export const RESTART_CLOSE_CODE = 1012;

export interface HttpService {
  server: Server;
  /** Stops new requests (/readyz answers 503 from now on), closes WebSockets with a reconnect hint, and
   * waits up to `graceMs` for requests in flight before cutting what is left. */
  drain: (graceMs: number) => Promise<void>;
}

/** One HTTP server: GraphQL (HTTP and WebSocket), the push channel, health, feature routes and the SPA. */
export function createHttpServer(services: AppServices, webDist: string): HttpService {
  let isDraining = false;
  const { log, db } = services;
  const yoga = createGraphQLHandler(services);
  const serveStatic = createStaticHandler(webDist);

  const server = createServer(async (req, res) => {
    const requestId = String(req.headers['x-request-id'] ?? randomUUID());
    res.setHeader('x-request-id', requestId);
    const started = Date.now();
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const route = matchRoute(FEATURE_ROUTES, req.method ?? 'GET', pathname);
    res.on('finish', () => {
      const ms = Date.now() - started;
      log.debug({ requestId, method: req.method, url: req.url, status: res.statusCode, ms }, 'request');
      services.metrics.httpRequests.observe({ method: req.method ?? 'GET', route: routeLabel(pathname, route?.path), status: String(res.statusCode) }, ms / 1000);
    });
    setSecurityHeaders(req, res, pathname);
    if (decodedPath(pathname) === null) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request: the address has a malformed % escape.');
    try {
      if (pathname === '/graphql') return void (await yoga(req, res));
      if (pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      if (pathname === '/readyz') {
        if (isDraining) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"shutting down"}');
        const ok = await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute().then(() => true, () => false);
        return void res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ready' : 'database unavailable' }));
      }
      if (pathname === '/metrics') {
        if (isMetricsRequestAllowed(req, services.config.METRICS_TOKEN)) return void (await writeMetrics(res, services.metrics));
        return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
      if (route) return void (await route.handle(req, res, services));
      serveStatic(req, res);
    } catch (error) {
      log.error({ err: error, requestId }, 'Request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Something went wrong');
    }
  });

  const graphqlWs = new WebSocketServer({ noServer: true });
  useServer(
    {
      // Browsers cannot add the CSRF header to a WebSocket: the token comes in the connection parameters.
      onConnect: (ctx) => hasSessionCsrfToken(ctx.extra.request, ctx.connectionParams?.csrfToken),
      execute: (args) => (args.rootValue as { execute: typeof Execute }).execute(args),
      subscribe: (args) => (args.rootValue as { subscribe: typeof Subscribe }).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        return errors.length ? errors : args;
      },
    },
    graphqlWs,
  );

  const push = createPushChannel(
    services.bus,
    async (request) => {
      const session = await socketSession(db, request);
      return session ? { companyId: session.companyId } : null;
    },
    log,
  );

  // Both sockets end with their session (logout, deactivation, deletion), within a second.
  const watchDeps = { db, bus: services.bus, log, recheckMs: services.config.PUSH_SESSION_RECHECK_MS };
  for (const wss of [graphqlWs, push]) wss.on('connection', (ws: WebSocket, request: IncomingMessage) => watchSession(ws, request, watchDeps));

  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const target = url.pathname === '/graphql' ? graphqlWs : url.pathname === '/push' ? push : null;
    if (!target) return void refuseUpgrade(socket, 404, 'Not found');
    if (!isAllowedOrigin(request, services.config)) return void refuseUpgrade(socket, 403, 'This page may not open a connection to Askwise.');
    // The push channel's CSRF token comes in the address (its protocol has no connection parameters).
    if (target === push && !hasSessionCsrfToken(request, url.searchParams.get('csrf'))) return void refuseUpgrade(socket, 403, 'Missing or wrong CSRF token.');
    target.handleUpgrade(request, socket, head, (ws) => target.emit('connection', ws, request));
  });
  server.on('close', () => {
    graphqlWs.close();
    push.close();
  });
  const drain = async (graceMs: number) => {
    isDraining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const wss of [graphqlWs, push]) for (const client of wss.clients) client.close(RESTART_CLOSE_CODE, 'Server restarting: reconnect');
    server.closeIdleConnections();
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(cutOff);
    // A socket that did not answer its close frame is cut.
    for (const wss of [graphqlWs, push]) for (const client of wss.clients) client.terminate();
  };
  return { server, drain };
}

const OWN_PATHS = new Set(['/graphql', '/healthz', '/readyz', '/metrics', '/push']);

/** A request's route for the metrics: a known path or route, never the raw address (its values are unbounded). */
function routeLabel(pathname: string, routePath: string | undefined): string {
  if (OWN_PATHS.has(pathname)) return pathname;
  return routePath ?? 'static';
}
