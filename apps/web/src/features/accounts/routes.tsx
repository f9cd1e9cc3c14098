import type { AppRoute } from '../../session/index.ts';
import { ConfirmPage } from './confirm-page.tsx';
import { OnboardingPage } from './onboarding-page.tsx';
import { PasswordRecoveryPage } from './password-recovery-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SignUpPage } from './sign-up-page.tsx';
import { WelcomePage } from './welcome-page.tsx';

export const accountRoutes: AppRoute[] = [
  { path: '/auth', access: 'signedOut', layout: 'bare', element: <SignInPage /> },
  { path: '/sign-up', access: 'signedOut', layout: 'bare', element: <SignUpPage /> },
  { path: '/password-recovery', access: 'signedOut', layout: 'bare', element: <PasswordRecoveryPage /> },
  { path: '/auth/confirm', access: 'public', layout: 'bare', element: <ConfirmPage /> },
  { path: '/auth/profile', access: 'signedIn', layout: 'bare', element: <OnboardingPage /> },
  { path: '/welcome', access: 'signedIn', layout: 'bare', element: <WelcomePage /> },
];
