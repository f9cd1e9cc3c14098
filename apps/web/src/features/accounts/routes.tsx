import type { AppRoute } from '../../app/app-route.ts';
import { SignInPage } from './sign-in-page.tsx';

export const accountRoutes: AppRoute[] = [{ path: '/auth', access: 'signedOut', layout: 'bare', element: <SignInPage /> }];
