import type { Session } from './sessions.ts';
import { forbidden, unauthenticated } from '../../graphql/errors.ts';

export const ADMIN_ROLE_ID = 1;
export const STANDARD_ROLE_ID = 2;
export const USER_GROUPS = ['ADMIN', 'STANDARD'] as const;

/** The spec's administrator: group ADMIN and company role 1 (owners are administrators too). */
export function isAdministrator(session: Session | null): boolean {
  return !!session && session.userGroup === 'ADMIN' && session.roleId === ADMIN_ROLE_ID && session.isActive !== false;
}

export interface CompanySession extends Session {
  companyId: number;
}

/** A signed-in, active member of a company; throws otherwise. */
export function requireCompanyOrThrow(session: Session | null): CompanySession {
  if (!session) throw unauthenticated();
  if (session.companyId === null || session.isActive === false) throw forbidden('User is inactive.');
  return session as CompanySession;
}

export function requireAdministratorOrThrow(session: Session | null): CompanySession {
  const member = requireCompanyOrThrow(session);
  if (!isAdministrator(member)) throw forbidden('Only an administrator can do this.');
  return member;
}
