import { isAllowedGroup } from '@askwise/domain/accounts/index';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMutation } from 'urql';
import { graphql } from '../graphql/generated/index.ts';
import { useSession, type Access, type SessionUser } from '../session/index.ts';
import { LoadingScreen } from '../ui/loading-screen.tsx';

export const ALLOWED_GROUPS = ['ADMIN', 'STANDARD'];
export const NO_ACCESS_MESSAGE = "user doesn't have access Askwise platform";
export const INACTIVE_MESSAGE = 'User is inactive.';

/** A gate decision: stay (null), go to a path, or sign the user out with a reason shown on /auth. */
export type GateDecision = null | { to: string } | { signOut: 'inactive' | 'no-access' };

/**
 * Start-up gating (accounts spec, section 2): inactive users and users in no allowed group are signed
 * out; an account that must set its password goes to /auth/confirm?p=true; one without a company to
 * /auth/profile; administrators-only pages send everyone else to /.
 */
export function gateDecision(access: Access, user: SessionUser | null, pathname: string, endedReason: 'inactive' | null = null): GateDecision {
  if (access === 'public') return null;
  if (access === 'signedOut') return user ? { to: '/' } : null;
  if (!user) return { to: endedReason === 'inactive' ? '/auth?m=inactive' : '/auth' };
  if (user.isActive === false) return { signOut: 'inactive' };
  if (!isAllowedGroup(user.userGroup)) return { signOut: 'no-access' };
  if (!user.confirmed || user.mustSetPassword) return pathname === '/auth/confirm' ? null : { to: '/auth/confirm?p=true' };
  if (!user.company) return pathname === '/auth/profile' ? null : { to: '/auth/profile' };
  if (access === 'administrator' && !user.isAdministrator) return { to: '/' };
  return null;
}

/** Where the gate sends this user, or null to stay (kept for callers that only need a path). */
export function gateRedirect(access: Access, user: SessionUser | null, pathname: string): string | null {
  const decision = gateDecision(access, user, pathname);
  if (!decision) return null;
  return 'to' in decision ? decision.to : `/auth?m=${decision.signOut}`;
}

const GateLogoutDocument = graphql(`
  mutation GateLogout {
    logout
  }
`);

/** Ends the session, then reloads /auth with the reason (a reload clears every client cache). */
function ForcedSignOut({ reason }: { reason: 'inactive' | 'no-access' }) {
  const [, logout] = useMutation(GateLogoutDocument);
  useEffect(() => {
    void logout({}).finally(() => window.location.assign(`/auth?m=${reason}`));
  }, [logout, reason]);
  return <LoadingScreen />;
}

export function Gate({ access, children }: { access: Access; children: ReactNode }) {
  const { user, isLoading, endedReason } = useSession();
  const location = useLocation();
  if (access !== 'public' && isLoading) return <LoadingScreen />;
  const decision = gateDecision(access, user, location.pathname, endedReason);
  if (decision && 'signOut' in decision) return <ForcedSignOut reason={decision.signOut} />;
  if (decision) return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
