import type { AppRoute } from '../../session/index.ts';
import { CompanyProfilePage } from './company-profile-page.tsx';
import { PersonalProfilePage } from './personal-profile-page.tsx';
import { UsersPage } from './users-page.tsx';

export const profileRoutes: AppRoute[] = [
  { path: '/profile/profile', access: 'signedIn', layout: 'app', element: <PersonalProfilePage /> },
  { path: '/profile/company', access: 'signedIn', layout: 'app', element: <CompanyProfilePage /> },
  { path: '/profile/users', access: 'administrator', layout: 'app', element: <UsersPage /> },
];
