import type { AppRoute } from '../../session/index.ts';
import { MappingPage } from './mapping-page.tsx';

export const mappingRoutes: AppRoute[] = [{ path: '/mapping-appeal', access: 'signedIn', layout: 'app', element: <MappingPage /> }];
