import type { AppRoute } from '../../session/index.ts';
import { NumberAskPage } from './number-ask-page.tsx';

export const numberAskRoutes: AppRoute[] = [{ path: '/number-ask', access: 'signedIn', layout: 'app', element: <NumberAskPage /> }];
