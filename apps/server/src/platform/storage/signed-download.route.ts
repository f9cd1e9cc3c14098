import { pipeline } from 'node:stream/promises';
import type { HttpRoute } from '../../http/http-routes.ts';
import { FileNotFoundError } from './file-storage.ts';
import { LOCAL_DOWNLOAD_PATH, LocalFileStorage } from './local-storage.ts';
import { contentDisposition } from './s3-storage.ts';

/**
 * Serves the local store's signed links: /files/download/{key}?expires=&name=&signature=.
 * The signature covers key, expiry and download name, so a link cannot be stretched or pointed elsewhere.
 */
export const signedDownloadRoute: HttpRoute = {
  method: 'GET',
  path: LOCAL_DOWNLOAD_PATH,
  handle: async (req, res, { storage }) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (!(storage instanceof LocalFileStorage)) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    let key: string;
    try {
      key = url.pathname.slice(LOCAL_DOWNLOAD_PATH.length).split('/').map(decodeURIComponent).join('/');
    } catch {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('This download link is not valid.');
    }
    const params = url.searchParams;
    const name = params.get('name');
    const check = await storage.verify(key, params.get('expires'), name, params.get('signature'));
    if (!check.ok) return void res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(check.reason);
    const info = await storage.head(key);
    if (!info) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('This file no longer exists.');
    try {
      const body = await storage.get(key);
      res.writeHead(200, {
        'content-type': info.contentType,
        'content-length': String(info.size),
        'content-disposition': contentDisposition(name ?? key),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      });
      await pipeline(body, res);
    } catch (error) {
      if (error instanceof FileNotFoundError && !res.headersSent) return void res.writeHead(404).end('This file no longer exists.');
      throw error;
    }
  },
};
