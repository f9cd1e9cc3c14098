import type { HttpRoute } from '../../http/http-routes.ts';
import { contentDisposition } from '../../platform/storage/s3-storage.ts';
import { excelTemplate, TEMPLATE_FILE_NAME } from './excel-template.ts';

export const EXCEL_TEMPLATE_PATH = '/files/askwise-excel-template.xlsx';

/** The template is a public file: anyone may download it. */
export const excelTemplateRoute: HttpRoute = {
  method: 'GET',
  path: EXCEL_TEMPLATE_PATH,
  handle: async (_req, res) => {
    const body = await excelTemplate();
    res.writeHead(200, {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-length': String(body.length),
      'content-disposition': contentDisposition(TEMPLATE_FILE_NAME),
      'cache-control': 'public, max-age=3600',
    });
    res.end(body);
  },
};
