import type { AppRoute } from '../../session/index.ts';
import { SelectAudiencePage } from './select-audience-page.tsx';

export const audienceRoutes: AppRoute[] = [{ path: '/select-audience', access: 'signedIn', layout: 'app', element: <SelectAudiencePage /> }];
