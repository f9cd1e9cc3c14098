import type { AppRoute } from '../../session/index.ts';
import { PrepareExportPage } from './prepare-export-page.tsx';

export const exportRoutes: AppRoute[] = [{ path: '/prepare-export', access: 'signedIn', layout: 'app', element: <PrepareExportPage /> }];
