import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.md': 'text/markdown; charset=utf-8',
};

/** Serves the built web app; any other GET path gets index.html so the client router decides (history fallback). */
export function createStaticHandler(distDir: string) {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidate = path.join(root, path.normalize(pathname));
    const isInside = candidate.startsWith(root + path.sep);
    const file = isInside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : index;
    if (!existsSync(file)) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The web app is not built yet: run npm run build.');
      return;
    }
    const isAsset = file !== index && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  };
}
