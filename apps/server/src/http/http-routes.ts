import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppServices } from '../app-services.ts';

/** A plain HTTP endpoint a feature adds beside GraphQL (file download, upload, dev outbox). */
export interface HttpRoute {
  method: 'GET' | 'POST' | 'PUT' | 'OPTIONS';
  /** Exact path, or a prefix when it ends with '/'. */
  path: string;
  handle: (req: IncomingMessage, res: ServerResponse, services: AppServices) => Promise<void> | void;
}

export function matchRoute(routes: readonly HttpRoute[], method: string, pathname: string): HttpRoute | undefined {
  return routes.find((r) => r.method === method && (r.path.endsWith('/') ? pathname.startsWith(r.path) : pathname === r.path));
}
