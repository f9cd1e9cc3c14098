import { pipeline } from 'node:stream/promises';
import { withCompany } from '../../db/database.ts';
import type { HttpRoute } from '../../http/http-routes.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { CONTENT_TYPE_XLSX } from '../../platform/xlsx/index.ts';
import { contentDisposition } from '../../platform/storage/s3-storage.ts';
import { readCookie, resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { getAppealResults } from './appeal-results.ts';
import { resultsWorkbook } from './results-workbook.ts';

export const RESULTS_REPORT_PATH = '/files/appeal-results-report';

/** A file name from the appeal's name: letters, digits, spaces and dashes. */
function reportFileName(appealName: string): string {
  const name = appealName.replace(/[^A-Za-z0-9 -]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80) || 'Appeal';
  return `${name} - results.xlsx`;
}

/**
 * GET /files/appeal-results-report?appealId=..: the appeal's results report as .xlsx, for the signed-in
 * user's company (a link the results page offers; reading only, so no CSRF header is needed).
 */
export const resultsReportRoute: HttpRoute = {
  method: 'GET',
  path: RESULTS_REPORT_PATH,
  handle: async (req, res, services) => {
    const refuse = (status: number, error: string): void => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ error }));
    };
    const session = await resolveSession(services.db, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!session?.companyId) return refuse(401, 'Please sign in to continue.');
    const appealId = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('appealId'));
    if (!Number.isSafeInteger(appealId) || appealId <= 0) return refuse(400, 'Which appeal? The address needs its appealId.');
    const results = await withCompany(services.db, session.companyId, (trx) => getAppealResults(trx, appealId)).catch((error: unknown) => {
      if (error instanceof UserFacingError) return null;
      throw error;
    });
    if (!results) return refuse(404, 'Appeal not found.');
    const { import: imported } = results;
    if (!imported) return refuse(409, 'This appeal has no results yet: import the results file first.');
    res.writeHead(200, { 'content-type': CONTENT_TYPE_XLSX, 'content-disposition': contentDisposition(reportFileName(results.appealName)), 'cache-control': 'no-store' });
    await pipeline(resultsWorkbook({ ...results, import: imported }), res);
  },
};
