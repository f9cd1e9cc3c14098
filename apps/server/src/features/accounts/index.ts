// Public face of accounts: sessions, the role policy, audit, one-time links and the users' mails.
export {
  CSRF_COOKIE,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
  createSession,
  csrfTokenFor,
  readCookie,
  resolveSession,
  revokeUserSessions,
  sessionEndReason,
  type Session,
} from './sessions.ts';
export { isAdministrator, requireAdministratorOrThrow, requireCompanyOrThrow, requireSignedInOrThrow, type CompanySession } from './policy.ts';
export { audit, type AuditEventName } from './audit.ts';
export { LINK_TTL_MS, issueLink } from './links.ts';
export { invitationMail, invitationNoticeMail } from './account-mails.ts';
export { confirmationUrl } from './sign-up.ts';
export { hashPassword } from './passwords.ts';
export { normalizeEmail, randomToken } from './tokens.ts';
export { currentMembership, findMemberships, findUserByEmail, findUserById, pendingInvites } from './users.repository.ts';
