import type { AppRoute } from '../../app/app-route.ts';
import { HomePage } from './home-page.tsx';

export const homeRoutes: AppRoute[] = [{ path: '/', access: 'signedIn', layout: 'app', element: <HomePage /> }];
