import type { AppRoute } from '../../session/index.ts';
import { ReviewGridPage } from './review-grid-page.tsx';

export const reviewRoutes: AppRoute[] = [{ path: '/grid', access: 'signedIn', layout: 'app', element: <ReviewGridPage /> }];
