import type { AppRoute } from '../../session/index.ts';
import { Paper, Text, Title } from '@mantine/core';
import { ProfileLayout } from './profile-layout.tsx';
import { CompanyProfilePage } from './company-profile-page.tsx';
import { PersonalProfilePage } from './personal-profile-page.tsx';
import { UsersPage } from './users-page.tsx';

export const profileRoutes: AppRoute[] = [
  { path: '/profile/profile', access: 'signedIn', layout: 'app', element: <PersonalProfilePage /> },
  { path: '/profile/company', access: 'signedIn', layout: 'app', element: <CompanyProfilePage /> },
  { path: '/profile/users', access: 'administrator', layout: 'app', element: <UsersPage /> },
];

/**
 * Holds /profile/subscription (administrators only) until the billing feature registers its own page;
 * drop it from ROUTES then.
 */
export const subscriptionPlaceholderRoute: AppRoute = {
  path: '/profile/subscription',
  access: 'administrator',
  layout: 'app',
  element: (
    <ProfileLayout>
      <Paper withBorder p="lg">
        <Title order={3}>Subscription</Title>
        <Text c="dimmed">Your subscription will show here.</Text>
      </Paper>
    </ProfileLayout>
  ),
};
