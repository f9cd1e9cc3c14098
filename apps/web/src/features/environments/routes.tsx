import type { AppRoute } from '../../session/index.ts';
import { SelectEnvironmentPage } from './select-environment-page.tsx';

export const environmentRoutes: AppRoute[] = [{ path: '/blackbaud', access: 'signedIn', layout: 'app', element: <SelectEnvironmentPage /> }];
