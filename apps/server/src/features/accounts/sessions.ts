import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export const SESSION_COOKIE = 'askwise_session';
/** ASVS level 2 limits for personal data: 30 minutes idle, 12 hours in all. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

export interface Session {
  sessionId: number;
  userId: number;
  /** null until the user has finished onboarding (created or joined a company). */
  companyId: number | null;
  companyUserId: number | null;
  roleId: number | null;
  isOwner: boolean;
  isActive: boolean | null;
  userGroup: string | null;
  confirmed: boolean;
}

/** A cookie the page's script can read (the session cookie is HttpOnly): the CSRF token for WebSocket connections. */
export const CSRF_COOKIE = 'askwise_csrf';

/**
 * The CSRF token of a session: derived from its secret token, so it needs no storage, and another site can
 * neither read nor compute it. Browsers cannot add headers to a WebSocket, so sockets carry it in their
 * connection parameters instead.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`askwise-csrf:${sessionToken}`).digest('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Starts a session and returns the random token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) })
    .execute();
  return token;
}

/**
 * Finds the live session for a token and touches it; idle, expired and revoked sessions are refused.
 * The company comes from the user's company-user record, so deactivation takes effect at once.
 */
export async function resolveSession(db: Db, token: string | undefined): Promise<Session | null> {
  if (!token) return null;
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  // One round trip (migration 1710): the live session, and its user with their membership read as that user.
  const { rows } = await sql<SessionRow>`select * from resolve_session(${hashToken(token)}, ${idleSince})`.execute(db);
  const row = rows[0];
  if (!row) return null;
  await touchSession(db, { id: row.sessionId, lastSeenAt: row.lastSeenAt });
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    companyId: row.companyId ?? null,
    companyUserId: row.companyUserId ?? null,
    roleId: row.roleId ?? null,
    isOwner: row.isOwner ?? false,
    isActive: row.isActive ?? null,
    userGroup: row.userGroup,
    confirmed: row.confirmed,
  };
}

interface SessionRow {
  sessionId: number;
  userId: number;
  lastSeenAt: Date;
  userGroup: Session['userGroup'];
  confirmed: boolean;
  companyId: number | null;
  companyUserId: number | null;
  roleId: Session['roleId'];
  isOwner: boolean | null;
  isActive: boolean | null;
}

/** How stale last_seen_at may get before a request writes it again; small beside the 30-minute idle limit. */
export const SESSION_TOUCH_MS = 60 * 1000;

/**
 * Keeps the session alive. Written at most once a minute: a write on every request cost each request a
 * commit's WAL flush (the load benchmark's 50 users) for a time the idle limit reads to the half hour.
 */
async function touchSession(db: Db, session: { id: number; lastSeenAt: Date }): Promise<void> {
  if (Date.now() - session.lastSeenAt.getTime() < SESSION_TOUCH_MS) return;
  await db.updateTable('sessions').set({ lastSeenAt: sql`now()` }).where('id', '=', session.id).execute();
}

export type RevokeReason = 'logout' | 'rotated' | 'password_changed' | 'inactive' | 'deleted';

export async function revokeSession(db: Db, sessionId: number, reason: RevokeReason = 'logout'): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: sql`now()`, revokedReason: reason }).where('id', '=', sessionId).where('revokedAt', 'is', null).execute();
}

/** Ends every live session of a user at once (deactivation, deletion, new password). */
export async function revokeUserSessions(db: Db, userId: number, reason: RevokeReason, exceptSessionId?: number): Promise<void> {
  let query = db.updateTable('sessions').set({ revokedAt: sql`now()`, revokedReason: reason }).where('userId', '=', userId).where('revokedAt', 'is', null);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}

/** Why the session of this token was ended, when it was revoked (e.g. 'inactive'); null otherwise. */
export async function sessionEndReason(db: Db, token: string | undefined): Promise<RevokeReason | null> {
  if (!token) return null;
  const row = await db.selectFrom('sessions').select('revokedReason').where('tokenHash', '=', hashToken(token)).executeTakeFirst();
  return (row?.revokedReason as RevokeReason | null | undefined) ?? null;
}

export function readCookie(header: string | undefined | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    // A malformed escape is no cookie of ours (and must not fail the request).
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
