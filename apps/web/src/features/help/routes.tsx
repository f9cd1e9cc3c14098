import type { AppRoute } from '../../app/app-route.ts';
import { AskRulesPage } from './ask-rules-page.tsx';

export const helpRoutes: AppRoute[] = [{ path: '/help/ask-rules', access: 'signedIn', layout: 'app', element: <AskRulesPage /> }];
