import { isAllowedGroup, MESSAGES } from '@askwise/domain/accounts/index';
import type { Session } from './sessions.ts';
import { forbidden, unauthenticated } from '../../graphql/errors.ts';

export { ADMIN_ROLE_ID, STANDARD_ROLE_ID, USER_GROUPS } from '@askwise/domain/accounts/index';

/** The spec's administrator: group ADMIN and company role 1 (owners are administrators too), in an active membership. */
export function isAdministrator(session: Session | null): boolean {
  return !!session && session.userGroup === 'ADMIN' && session.roleId === 1 && session.isActive === true && session.companyId !== null;
}

export interface CompanySession extends Session {
  companyId: number;
  companyUserId: number;
  roleId: number;
}

/** A signed-in user in an allowed group, without a company yet (onboarding); throws otherwise. */
export function requireSignedInOrThrow(session: Session | null): Session {
  if (!session) throw unauthenticated();
  if (!isAllowedGroup(session.userGroup)) throw forbidden(MESSAGES.noAccess);
  return session;
}

/** A signed-in, active member of a company in an allowed group; throws otherwise. Every company field starts here. */
export function requireCompanyOrThrow(session: Session | null): CompanySession {
  const user = requireSignedInOrThrow(session);
  if (user.companyId === null || user.companyUserId === null || user.roleId === null) throw forbidden('Please finish setting up your company first.');
  if (user.isActive !== true) throw forbidden(MESSAGES.userInactive);
  return user as CompanySession;
}

/** An administrator of their company (accounts spec, section 6); throws otherwise. */
export function requireAdministratorOrThrow(session: Session | null): CompanySession {
  const member = requireCompanyOrThrow(session);
  if (!isAdministrator(member)) throw forbidden('Only an administrator can do this.');
  return member;
}
