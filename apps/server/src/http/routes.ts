import type { HttpRoute } from './http-routes.ts';

/** Every feature's plain HTTP routes; features append theirs. */
export const FEATURE_ROUTES: HttpRoute[] = [];
