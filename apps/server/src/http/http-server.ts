import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { execute as Execute, subscribe as Subscribe } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppServices } from '../app-services.ts';
import { resolveSession, readCookie, SESSION_COOKIE } from '../features/accounts/sessions.ts';
import { createGraphQLHandler } from '../graphql/yoga.ts';
import { createPushChannel } from '../realtime/push-channel.ts';
import { matchRoute } from './http-routes.ts';
import { FEATURE_ROUTES } from './routes.ts';
import { createStaticHandler } from './static-files.ts';

/** One HTTP server: GraphQL (HTTP and WebSocket), the push channel, health, feature routes and the SPA. */
export function createHttpServer(services: AppServices, webDist: string): Server {
  const { log, db } = services;
  const yoga = createGraphQLHandler(services);
  const serveStatic = createStaticHandler(webDist);

  const server = createServer(async (req, res) => {
    const requestId = String(req.headers['x-request-id'] ?? randomUUID());
    res.setHeader('x-request-id', requestId);
    const started = Date.now();
    res.on('finish', () => {
      log.debug({ requestId, method: req.method, url: req.url, status: res.statusCode, ms: Date.now() - started }, 'request');
    });
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    try {
      if (pathname === '/graphql') return void (await yoga(req, res));
      if (pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      if (pathname === '/readyz') {
        const ok = await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute().then(() => true, () => false);
        return void res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: ok ? 'ready' : 'database unavailable' }));
      }
      const route = matchRoute(FEATURE_ROUTES, req.method ?? 'GET', pathname);
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
      const session = await resolveSession(db, readCookie(request.headers.cookie, SESSION_COOKIE));
      return session?.companyId ? { companyId: session.companyId } : null;
    },
    log,
    services.config.PUSH_SESSION_RECHECK_MS,
  );

  server.on('upgrade', (request, socket, head) => {
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    const target = pathname === '/graphql' ? graphqlWs : pathname === '/push' ? push : null;
    if (!target) return void socket.destroy();
    target.handleUpgrade(request, socket, head, (ws) => target.emit('connection', ws, request));
  });
  server.on('close', () => {
    graphqlWs.close();
    push.close();
  });
  return server;
}
