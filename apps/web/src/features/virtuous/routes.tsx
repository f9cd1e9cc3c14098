import type { AppRoute } from '../../session/index.ts';
import { VirtuousAccountsPage } from './virtuous-accounts-page.tsx';
import { VirtuousCallbackPage } from './virtuous-callback-page.tsx';
import { VirtuousMappingPage } from './virtuous-mapping-page.tsx';
import { VirtuousSelectTagPage } from './virtuous-select-tag-page.tsx';

export const virtuousRoutes: AppRoute[] = [
  { path: '/virtuous', access: 'signedIn', layout: 'app', element: <VirtuousAccountsPage /> },
  { path: '/virtuous/callback', access: 'public', layout: 'bare', element: <VirtuousCallbackPage /> },
  { path: '/virtuous/select-tag', access: 'signedIn', layout: 'app', element: <VirtuousSelectTagPage /> },
  { path: '/virtuous/mapping-appeal', access: 'signedIn', layout: 'app', element: <VirtuousMappingPage /> },
];
