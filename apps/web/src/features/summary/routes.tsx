import type { AppRoute } from '../../session/index.ts';
import { SummaryPage } from './summary-page.tsx';

export const summaryRoutes: AppRoute[] = [{ path: '/review-strategy', access: 'signedIn', layout: 'app', element: <SummaryPage /> }];
