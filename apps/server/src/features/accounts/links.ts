import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256 } from './tokens.ts';

/** Invitation and confirmation links expire after 24 hours (the spec's invitation expiry). */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type LinkPurpose = 'confirm_sign_up' | 'invitation';

/** Issues a single-use link token for a user (earlier unused ones of the same purpose stop working). */
export async function issueLink(db: Db, userId: number, purpose: LinkPurpose): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('authLinks').set({ usedAt: sql`now()` }).where('userId', '=', userId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
    await trx.insertInto('authLinks').values({ userId, purpose, tokenHash: sha256(token), expiresAt }).execute();
  });
  return { token, expiresAt };
}

/** Uses a link token once: returns its user and purpose, or null when unknown, expired or already used. */
export async function consumeLink(db: Db, token: string): Promise<{ userId: number; purpose: LinkPurpose } | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .updateTable('authLinks')
    .set({ usedAt: sql`now()` })
    .where('tokenHash', '=', sha256(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'purpose'])
    .executeTakeFirst();
  return row ?? null;
}
