import type { AppRoute } from '../../session/index.ts';
import { HomePage } from './home-page.tsx';

export const homeRoutes: AppRoute[] = [{ path: '/', access: 'signedIn', layout: 'app', element: <HomePage /> }];
