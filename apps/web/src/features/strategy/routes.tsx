import type { AppRoute } from '../../session/index.ts';
import { StrategyPage } from './strategy-page.tsx';

export const strategyRoutes: AppRoute[] = [{ path: '/strategy', access: 'signedIn', layout: 'app', element: <StrategyPage /> }];
