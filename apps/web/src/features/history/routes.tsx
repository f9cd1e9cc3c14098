import type { AppRoute } from '../../session/index.ts';
import { AppealHistoryPage } from './appeal-history-page.tsx';

export const historyRoutes: AppRoute[] = [{ path: '/appeal-history', access: 'signedIn', layout: 'app', element: <AppealHistoryPage /> }];
