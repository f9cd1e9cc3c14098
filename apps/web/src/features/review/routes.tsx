import type { AppRoute } from '../../app/app-route.ts';
import { ReviewGridPage } from './review-grid-page.tsx';

export const reviewRoutes: AppRoute[] = [{ path: '/grid', access: 'signedIn', layout: 'app', element: <ReviewGridPage /> }];
