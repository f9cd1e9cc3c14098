import type { AppRoute } from '../../session/index.ts';
import { AskRulesPage } from './ask-rules-page.tsx';

export const helpRoutes: AppRoute[] = [{ path: '/help/ask-rules', access: 'signedIn', layout: 'app', element: <AskRulesPage /> }];
