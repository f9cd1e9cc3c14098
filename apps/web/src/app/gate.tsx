import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession, type SessionUser } from './session.tsx';

/** Who may open a route (accounts spec, route table). */
export type Access = 'public' | 'signedOut' | 'signedIn' | 'administrator';

export const ALLOWED_GROUPS = ['ADMIN', 'STANDARD'];
export const NO_ACCESS_MESSAGE = "user doesn't have access Askwise platform";
export const INACTIVE_MESSAGE = 'User is inactive.';

/** Where the start-up gating sends this user for this path, or null to stay. */
export function gateRedirect(access: Access, user: SessionUser | null, pathname: string): string | null {
  if (access === 'public') return null;
  if (access === 'signedOut') return user ? '/' : null;
  if (!user) return '/auth';
  if (!ALLOWED_GROUPS.includes(user.userGroup ?? '')) return `/auth?m=no-access`;
  if (user.isActive === false) return '/auth?m=inactive';
  if (!user.confirmed || user.mustSetPassword) return pathname === '/auth/confirm' ? null : '/auth/confirm?p=true';
  if (!user.company) return pathname === '/auth/profile' ? null : '/auth/profile';
  if (access === 'administrator' && !user.isAdministrator) return '/';
  return null;
}

export function Gate({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (access !== 'public' && isLoading) return <LoadingScreen />;
  const target = gateRedirect(access, user, location.pathname);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
}

export function LoadingScreen({ label = 'Loading..' }: { label?: string }) {
  return (
    <Center h="100vh">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}
