import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from '../../http/csrf-header.ts';
import type { HttpRoute } from '../../http/http-routes.ts';
import { readCookie, resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { importAppealResults, RESULTS_APPEAL_NOT_FOUND } from './import-results.ts';
import { isResultsFileName, ResultsFileRefusal } from './results-file.ts';

export const RESULTS_UPLOAD_PATH = '/files/appeal-results-upload';
export const RESULTS_MAX_BYTES = 64 * 1024 * 1024;
const SHOWN_ERRORS = 50;

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /files/appeal-results-upload?appealId=..&fileName=..: a mailing's results file as the request body,
 * imported at once for the signed-in user's company (session cookie plus CSRF header). Answers with what was
 * matched and the cell errors found; the report is then read with getAppealResults.
 */
export const resultsUploadRoute: HttpRoute = {
  method: 'POST',
  path: RESULTS_UPLOAD_PATH,
  handle: async (req, res, services) => {
    const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => {
      res.setHeader('connection', 'close');
      reply(res, status, { error, ...extra });
      req.resume();
    };
    if (!req.headers[CSRF_HEADER]) return refuse(403, `Missing ${CSRF_HEADER} header`);
    const session = await resolveSession(services.db, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!session?.companyId) return refuse(401, 'Please sign in to continue.');
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    const appealId = Number(params.get('appealId'));
    const fileName = params.get('fileName') ?? '';
    if (!Number.isSafeInteger(appealId) || appealId <= 0) return refuse(400, 'Which appeal? The address needs its appealId.');
    if (!isResultsFileName(fileName)) return refuse(415, 'Please choose an Excel (.xlsx, .xls) or CSV (.csv) file of the results.');
    const body = await readBody(req, RESULTS_MAX_BYTES);
    if (!body) return refuse(413, 'The results file is larger than 64 MB, the most Askwise accepts.');
    try {
      const outcome = await importAppealResults(services.pool, session.companyId, appealId, { body, fileName });
      if (!outcome.ok) return reply(res, outcome.message === RESULTS_APPEAL_NOT_FOUND ? 404 : 409, { error: outcome.message, errors: outcome.errors.slice(0, SHOWN_ERRORS) });
      const { report: _report, errors, ...counts } = outcome;
      reply(res, 200, { ...counts, errors: errors.slice(0, SHOWN_ERRORS) });
    } catch (error) {
      if (error instanceof ResultsFileRefusal) return reply(res, 422, { error: error.message, errors: [] });
      services.log.error({ err: error }, 'Importing appeal results failed');
      reply(res, 500, { error: 'The results could not be imported. Please try again.' });
    }
  },
};
