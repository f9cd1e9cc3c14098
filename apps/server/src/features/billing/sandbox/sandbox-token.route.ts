import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from '../../../http/csrf-header.ts';
import type { HttpRoute } from '../../../http/http-routes.ts';
import { isAdministrator, readCookie, resolveSession, SESSION_COOKIE } from '../../accounts/index.ts';
import { CardRefusal, TOKENIZE_FIELDS, tokenizeSandboxCard } from './sandbox-cards.ts';

export const SANDBOX_TOKENIZE_PATH = '/billing/sandbox/tokens';
const MAX_BODY = 4096;

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(body: string | null): unknown {
  try {
    return body === null ? null : JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * POST /billing/sandbox/tokens: the sandbox's card fields post here, as Chargebee.js posts to Chargebee.
 * The card number and CVV are checked in memory and dropped; only brand, last four and expiry are kept,
 * and nothing of the body is ever logged. Administrators only (session cookie and CSRF header).
 */
export const sandboxTokenRoute: HttpRoute = {
  method: 'POST',
  path: SANDBOX_TOKENIZE_PATH,
  handle: async (req, res, services) => {
    if (services.config.BILLING_PROVIDER !== 'sandbox') return reply(res, 404, { message: 'Not found' });
    if (!req.headers[CSRF_HEADER]) return reply(res, 403, { message: `Missing ${CSRF_HEADER} header` });
    const session = await resolveSession(services.db, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!session?.companyId) return reply(res, 401, { message: 'Please sign in to continue.' });
    if (!isAdministrator(session)) return reply(res, 403, { message: 'Only an administrator can do this.' });
    const body = await readBody(req);
    const fields = TOKENIZE_FIELDS.safeParse(parseJson(body));
    if (!fields.success) return reply(res, 400, { message: 'The card details are incomplete.' });
    try {
      return reply(res, 200, { token: await tokenizeSandboxCard(services.db, session.companyId, fields.data) });
    } catch (error) {
      if (error instanceof CardRefusal) return reply(res, 400, { message: error.message });
      services.log.error(
        { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
        'Billing: card tokenization failed',
      );
      return reply(res, 500, { message: 'The card could not be checked. Please try again.' });
    }
  },
};
