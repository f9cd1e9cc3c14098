import type { AppRoute } from '../../session/index.ts';
import { AppealResultsPage } from './appeal-results-page.tsx';

export const testAndLearnRoutes: AppRoute[] = [{ path: '/appeal-results', access: 'signedIn', layout: 'app', element: <AppealResultsPage /> }];
