import type { AppRoute } from '../../session/index.ts';
import { BlackbaudCallbackPage } from './blackbaud-callback-page.tsx';
import { SelectEnvironmentPage } from './select-environment-page.tsx';

export const environmentRoutes: AppRoute[] = [
  { path: '/blackbaud', access: 'signedIn', layout: 'app', element: <SelectEnvironmentPage /> },
  { path: '/blackbaud/callback', access: 'public', layout: 'bare', element: <BlackbaudCallbackPage /> },
];
