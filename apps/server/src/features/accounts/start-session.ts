import type { GraphQLContext } from '../../graphql/builder.ts';
import { createSession, revokeSession } from './sessions.ts';

/** Signs the request in as this user with a new session token (any session it came with ends: rotation). */
export async function startSessionForRequest(ctx: GraphQLContext, userId: number): Promise<void> {
  if (ctx.session) await revokeSession(ctx.services.db, ctx.session.sessionId, 'rotated');
  const token = await createSession(ctx.services.db, userId);
  ctx.setSessionCookie(token);
}
