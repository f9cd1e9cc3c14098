import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { CSRF_HEADER } from '../../http/csrf-header.ts';
import type { HttpRoute } from '../../http/http-routes.ts';
import { FileTooLargeError, formatBytes } from '../../platform/storage/file-storage.ts';
import { isAdministrator, readCookie, resolveSession, SESSION_COOKIE } from '../accounts/index.ts';
import { EXCEL_ONLY_MESSAGE, excelKeyPrefix, isExcelFileName, storedExcelName } from './excel-upload-names.ts';

export const EXCEL_UPLOAD_PATH = '/files/excel-upload';

const CONTENT_TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.xls': 'application/vnd.ms-excel',
};

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/**
 * POST /files/excel-upload?fileName=...: the raw file as the request body, streamed to storage under
 * excel-environments/{companyId}/ with the size limit enforced as it arrives. Administrators only;
 * the session cookie plus the CSRF header authenticate it. FileProcessData then registers the stored name.
 */
export const excelUploadRoute: HttpRoute = {
  method: 'POST',
  path: EXCEL_UPLOAD_PATH,
  handle: async (req, res, services) => {
    const refuse = (status: number, error: string) => {
      // The rest of the body is not wanted; closing after the answer stops the upload.
      res.setHeader('connection', 'close');
      reply(res, status, { error });
      req.resume();
    };
    if (!req.headers[CSRF_HEADER]) return refuse(403, `Missing ${CSRF_HEADER} header`);
    const session = await resolveSession(services.db, readCookie(req.headers.cookie, SESSION_COOKIE));
    if (!session?.companyId) return refuse(401, 'Please sign in to continue.');
    if (!isAdministrator(session)) return refuse(403, 'Only an administrator can upload Excel files.');
    const fileName = new URL(req.url ?? '/', 'http://x').searchParams.get('fileName') ?? '';
    if (!isExcelFileName(fileName)) return refuse(415, EXCEL_ONLY_MESSAGE);
    const maxBytes = services.config.EXCEL_MAX_UPLOAD_BYTES;
    const tooLarge = `The file is larger than ${formatBytes(maxBytes)}, the most Askwise accepts. Please split it into smaller files.`;
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) return refuse(413, tooLarge);

    const storedName = storedExcelName(fileName);
    const extension = storedName.slice(storedName.lastIndexOf('.'));
    try {
      // Piped through a PassThrough: a refused body must not destroy the request, or the answer could not be sent.
      const body = req.pipe(new PassThrough());
      const stored = await services.storage.put(excelKeyPrefix(session.companyId) + storedName, body, CONTENT_TYPES[extension] ?? 'application/octet-stream', { maxBytes });
      reply(res, 200, { fileName: storedName, size: stored.size });
    } catch (error) {
      if (error instanceof FileTooLargeError) return refuse(413, tooLarge);
      if (req.destroyed || req.readableAborted) return;
      services.log.error({ err: error }, 'Storing an Excel upload failed');
      return refuse(500, 'Error trying to upload the file');
    }
  },
};
