import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { AppServices } from '../app-services.ts';
import { CSRF_COOKIE, csrfTokenFor, readCookie, resolveSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE, sessionEndReason } from '../features/accounts/index.ts';
import type { GraphQLContext } from './builder.ts';
import { schema } from './schema.ts';
import { CSRF_HEADER } from '../http/csrf-header.ts';
import { inputLimits } from './input-limits.ts';
import { clientAddress } from '../http/client-address.ts';
import { graphqlMetrics } from '../platform/metrics/index.ts';


interface NodeServerContext {
  req: IncomingMessage;
  res: ServerResponse;
}

export function createGraphQLHandler(services: AppServices) {
  const { config } = services;
  const armor = new EnvelopArmor({ maxDepth: { n: 10 }, maxAliases: { n: 15 }, maxTokens: { n: 2000 }, costLimit: { maxCost: 5000 } });
  // graphql-armor is typed for plain envelop; its plugins run unchanged under Yoga.
  const armorPlugins = armor.protect().plugins as unknown as Plugin[];
  const plugins: Plugin[] = [graphqlMetrics(services.metrics), ...armorPlugins, requireCsrfHeader(), inputLimits(), executionTimeout(config.GRAPHQL_TIMEOUT_MS)];
  if (config.isProduction) plugins.push(blockIntrospection());
  return createYoga<NodeServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !config.isProduction,
    batching: false,
    maskedErrors: { isDev: !config.isProduction, maskError: loggingUnexpected(services) },
    // Yoga's own console logging is off; unexpected errors reach the product's log (loggingUnexpected).
    logging: false,
    plugins,
    context: async ({ req, res }) => buildContext(services, req, res),
  });
}

/**
 * Masks an error the product did not mean to show, as Yoga does, and logs it: the browser gets 'Unexpected
 * error.', the operator the error and its stack. User-facing errors (GraphQLError) pass unlogged.
 */
export function loggingUnexpected(services: Pick<AppServices, 'log'>) {
  return (error: unknown, message: string, isDev?: boolean): Error => {
    const masked = maskError(error, message, isDev);
    if (masked !== error) {
      const cause = error instanceof GraphQLError && error.originalError ? error.originalError : error;
      services.log.error({ err: cause, path: error instanceof GraphQLError ? error.path?.join('.') : undefined }, 'A GraphQL request failed unexpectedly');
    }
    return masked;
  };
}

/** Context for one HTTP request: the session from the cookie, and a way to set the cookie. */
export async function buildContext(services: AppServices, req: IncomingMessage, res?: ServerResponse): Promise<GraphQLContext> {
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  const session = await resolveSession(services.db, token);
  const secure = services.config.isProduction ? '; Secure' : '';
  const maxAgeOf = (value: string | null) => (value === null ? 0 : Math.floor(SESSION_ABSOLUTE_MS / 1000));
  // The page's script reads the CSRF token of its session from this cookie to open WebSockets.
  const setCsrfCookie = (sessionToken: string | null) =>
    res?.appendHeader('Set-Cookie', `${CSRF_COOKIE}=${sessionToken === null ? '' : csrfTokenFor(sessionToken)}; Path=/; SameSite=Strict; Max-Age=${maxAgeOf(sessionToken)}${secure}`);
  if (session && token && readCookie(req.headers.cookie, CSRF_COOKIE) !== csrfTokenFor(token)) setCsrfCookie(token);
  return {
    services,
    requestId: String(req.headers['x-request-id'] ?? randomUUID()),
    session,
    sessionEndReason: session ? null : await sessionEndReason(services.db, token),
    ip: clientAddress(req, services.config.TRUST_PROXY),
    setSessionCookie: (value) => {
      res?.appendHeader('Set-Cookie', `${SESSION_COOKIE}=${value ?? ''}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeOf(value)}${secure}`);
      setCsrfCookie(value);
    },
  };
}

/**
 * CSRF: every GraphQL request over HTTP must carry a custom header, which a cross-site form or
 * image cannot send; together with SameSite=Lax cookies this blocks cross-site requests.
 * GraphiQL's page itself (a GET for HTML) is allowed.
 */
function requireCsrfHeader(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      const wantsHtml = request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');
      if (wantsHtml || request.headers.get(CSRF_HEADER)) return;
      endResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message: `Missing ${CSRF_HEADER} header` }] }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      );
    },
  };
}

function executionTimeout(ms: number): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn((args) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`The request took longer than ${ms / 1000} s and was stopped.`)), ms);
        });
        return Promise.race([Promise.resolve(executeFn(args)), timeout]).finally(() => clearTimeout(timer));
      });
    },
  };
}

function blockIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
