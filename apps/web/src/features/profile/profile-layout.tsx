import { Container, Grid, NavLink, Paper, Stack, Text } from '@mantine/core';
import { IconBuilding, IconCreditCard, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../session/index.ts';

/** The profile area's sidebar: the user's name, Profile, Company, and for administrators Subscription and Users. */
export function ProfileSidebar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || user?.email;
  const links = [
    { to: '/profile/profile', label: 'Profile', icon: IconUser },
    { to: '/profile/company', label: 'Company', icon: IconBuilding },
    ...(user?.isAdministrator
      ? [
          { to: '/profile/subscription', label: 'Subscription', icon: IconCreditCard },
          { to: '/profile/users', label: 'Users', icon: IconUsers },
        ]
      : []),
  ];
  return (
    <Paper withBorder p="sm" component="nav" aria-label="Profile">
      <Stack gap={4}>
        <Text fw={600} px="sm" py={6}>
          {name}
        </Text>
        {links.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} component={Link} to={to} label={label} active={pathname === to} leftSection={<Icon size={16} />} />
        ))}
      </Stack>
    </Paper>
  );
}

/** A profile-area page: the sidebar on the left, the page on the right. */
export function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <Container size="xl">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <ProfileSidebar />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>{children}</Grid.Col>
      </Grid>
    </Container>
  );
}
