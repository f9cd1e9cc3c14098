import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { randomToken, sha256 } from './tokens.ts';

/** Invitation and confirmation links expire after 24 hours (the spec's invitation expiry). */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type LinkPurpose = 'confirm_sign_up' | 'invitation';

/** What a sign-up's link sets when it is confirmed: the password of that sign-up. */
export interface PendingSignUp {
  passwordHash: string;
  mustSetPassword: boolean;
}

/**
 * Issues a single-use link token for a user. A new invitation ends the earlier ones; each sign-up's link
 * lives on with that sign-up's password, so whoever confirms one gets the password they chose.
 */
export async function issueLink(db: Db, userId: number, purpose: LinkPurpose, signUp?: PendingSignUp): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + LINK_TTL_MS);
  await db.transaction().execute(async (trx) => {
    if (purpose === 'invitation') {
      await trx.updateTable('authLinks').set({ usedAt: sql`now()` }).where('userId', '=', userId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
    }
    await trx
      .insertInto('authLinks')
      .values({ userId, purpose, tokenHash: sha256(token), expiresAt, passwordHash: signUp?.passwordHash ?? null, mustSetPassword: signUp?.mustSetPassword ?? null })
      .execute();
  });
  return { token, expiresAt };
}

export interface UsedLink {
  userId: number;
  purpose: LinkPurpose;
  /** A sign-up's link: the password to set. */
  signUp: PendingSignUp | null;
}

/** Uses a link token once: returns its user and purpose, or null when unknown, expired or already used. */
export async function consumeLink(db: Db, token: string): Promise<UsedLink | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .updateTable('authLinks')
    .set({ usedAt: sql`now()` })
    .where('tokenHash', '=', sha256(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'purpose', 'passwordHash', 'mustSetPassword'])
    .executeTakeFirst();
  if (!row) return null;
  const signUp = row.passwordHash === null ? null : { passwordHash: row.passwordHash, mustSetPassword: row.mustSetPassword ?? true };
  return { userId: row.userId, purpose: row.purpose, signUp };
}

/** Once an account is confirmed, the other sign-ups' links (and the passwords they carry) end. */
export async function endSignUpLinks(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('authLinks')
    .set({ usedAt: sql`now()`, passwordHash: null })
    .where('userId', '=', userId)
    .where('purpose', '=', 'confirm_sign_up')
    .where('usedAt', 'is', null)
    .execute();
}
