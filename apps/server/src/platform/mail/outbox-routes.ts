import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../../app-services.ts';
import type { HttpRoute } from '../../http/http-routes.ts';
import { escapeHtml } from './mail-layout.ts';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
};

const notFound = (res: ServerResponse) => void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
const onlyThisMachine = (res: ServerResponse) =>
  void res.writeHead(403, { 'content-type': 'text/plain' }).end('The dev outbox is only readable from this machine.');

/**
 * The outbox holds sign-in codes and invitation links, so it answers only the loopback address. The socket's
 * own address counts, never a header such as X-Forwarded-For, which any client can write.
 */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const LOOPBACK_NAMES = new Set(['127.0.0.1', '::1', '[::1]', 'localhost']);
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/**
 * Behind a reverse proxy on this machine every request arrives from loopback (issue 24, F1), so loopback
 * alone proves nothing: the outbox does not exist for a server that listens beyond this machine (HOST), for
 * a request that names a proxy, or for one addressed to another name than this machine's own (a proxy that
 * passes the Host on, or a site whose name was pointed at 127.0.0.1).
 */
function isHidden(req: IncomingMessage, config: AppServices['config']): boolean {
  const hostName = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  return config.isProduction || !LOOPBACK_NAMES.has(config.HOST.toLowerCase()) || PROXY_HEADERS.some((name) => name in req.headers) || !LOOPBACK_NAMES.has(hostName);
}

/** Refuses the request unless the outbox may show it; true when it was refused. */
function refused(req: IncomingMessage, res: ServerResponse, config: AppServices['config']): boolean {
  if (isHidden(req, config)) return (notFound(res), true);
  if (!isLoopback(req.socket.remoteAddress)) return (onlyThisMachine(res), true);
  return false;
}

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}iframe{width:100%;height:420px;border:1px solid #ddd}</style></head><body>${body}</body></html>`;

const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The dev outbox: e-mail kept instead of sent, readable only outside production, only on this machine and never through a proxy. */
export const OUTBOX_ROUTES: HttpRoute[] = [
  {
    method: 'GET',
    path: '/dev/outbox',
    handle: async (req, res, { config, db }) => {
      if (refused(req, res, config)) return;
      const rows = await db.selectFrom('mailOutbox').select(['id', 'toAddress', 'subject', 'createdAt']).orderBy('id', 'desc').limit(200).execute();
      const body = rows
        .map((r) => `<tr><td>${r.createdAt.toISOString()}</td><td>${escapeHtml(r.toAddress)}</td><td><a href="/dev/outbox/${r.id}">${escapeHtml(r.subject)}</a></td></tr>`)
        .join('');
      res.writeHead(200, PAGE_HEADERS).end(
        page('Dev outbox', `<h1>Dev outbox</h1><p>E-mail kept here because SMTP_URL is not set.</p><table><tr><th>Sent</th><th>To</th><th>Subject</th></tr>${body}</table>`),
      );
    },
  },
  {
    method: 'GET',
    path: '/dev/outbox/',
    handle: async (req, res, services: AppServices) => {
      if (refused(req, res, services.config)) return;
      const url = new URL(req.url ?? '/', 'http://x');
      const [idText, part] = url.pathname.slice('/dev/outbox/'.length).split('/');
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id <= 0) return notFound(res);
      const mail = await services.db.selectFrom('mailOutbox').selectAll().where('id', '=', id).executeTakeFirst();
      if (!mail) return notFound(res);
      if (part === 'html') {
        // Shown in a sandboxed frame; links open in a new tab.
        return void res.writeHead(200, {
          ...PAGE_HEADERS,
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
          'x-frame-options': 'SAMEORIGIN',
        }).end(
          mail.htmlBody.replace('<head>', '<head><base target="_blank">').replace('<html>', '<html><head><base target="_blank"></head>'),
        );
      }
      res.writeHead(200, PAGE_HEADERS).end(
        page(
          mail.subject,
          `<p><a href="/dev/outbox">&lt; Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.toAddress)}<br>Sent: ${mail.createdAt.toISOString()}</p>` +
            `<h2>Text</h2><pre data-testid="mail-text">${linkify(mail.textBody)}</pre><h2>HTML</h2><iframe title="The e-mail as HTML" sandbox="allow-popups" src="/dev/outbox/${mail.id}/html"></iframe>`,
        ),
      );
    },
  },
];
