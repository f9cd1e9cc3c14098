import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CSRF_HEADER } from '../../http/csrf-header.ts';
import type { HttpRoute } from '../../http/http-routes.ts';
import { uploadTempPath } from '../../platform/storage/upload-temp-files.ts';
import { readCookie, resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { importAppealResults, RESULTS_APPEAL_NOT_FOUND } from './import-results.ts';
import { isResultsFileName, ResultsFileRefusal } from './results-file.ts';

export const RESULTS_UPLOAD_PATH = '/files/appeal-results-upload';
export const RESULTS_MAX_BYTES = 64 * 1024 * 1024;
const SHOWN_ERRORS = 50;

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

class TooLarge extends Error {}

/** Writes the request body to a file (the file is then streamed from it); false when it is larger than maxBytes. */
async function saveBody(req: IncomingMessage, file: string, maxBytes: number): Promise<{ bytes: number } | false> {
  let bytes = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(bytes > maxBytes ? new TooLarge() : null, chunk);
    },
  });
  try {
    await pipeline(req, limit, createWriteStream(file));
    return { bytes };
  } catch (error) {
    if (error instanceof TooLarge) return false;
    throw error;
  }
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
    // Removed below whatever happens; a copy left by a killed process is swept at the next start (upload-temp-files.ts).
    const file = uploadTempPath('results', path.extname(fileName).toLowerCase());
    try {
      const saved = await saveBody(req, file, RESULTS_MAX_BYTES);
      if (!saved) return refuse(413, 'The results file is larger than 64 MB, the most Askwise accepts.');
      const outcome = await importAppealResults(services.pool, session.companyId, appealId, { path: file, fileName });
      if (!outcome.ok) return reply(res, outcome.message === RESULTS_APPEAL_NOT_FOUND ? 404 : 409, { error: outcome.message, errors: outcome.errors.slice(0, SHOWN_ERRORS) });
      const { report: _report, errors, phases, ...counts } = outcome;
      services.log.info({ appealId, fileName, bytes: saved.bytes, ...counts, phases }, 'Appeal results imported');
      reply(res, 200, { ...counts, errors: errors.slice(0, SHOWN_ERRORS) });
    } catch (error) {
      if (error instanceof ResultsFileRefusal) return reply(res, 422, { error: error.message, errors: [] });
      services.log.error({ err: error }, 'Importing appeal results failed');
      reply(res, 500, { error: 'The results could not be imported. Please try again.' });
    } finally {
      await rm(file, { force: true });
    }
  },
};
