import type { AppRoute } from '../../app/app-route.ts';
import { StrategyPage } from './strategy-page.tsx';

export const strategyRoutes: AppRoute[] = [{ path: '/strategy', access: 'signedIn', layout: 'app', element: <StrategyPage /> }];
