import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { hashCode, isSameHash, newSalt, randomCode, randomToken, sha256 } from './tokens.ts';

export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
export const RECOVERY_CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_WRONG_ENTRIES = 5;
export const RESEND_AFTER_MS = 60 * 1000;

export type CodePurpose = 'sign_in' | 'password_reset';

/** Issues a fresh code (earlier codes of this purpose stop working); a sign-in code also gets a ticket that binds it to this attempt. */
export async function issueCode(db: Db, userId: number, purpose: CodePurpose): Promise<{ code: string; ticket: string | null }> {
  const code = randomCode();
  const ticket = purpose === 'sign_in' ? randomToken() : null;
  const salt = newSalt();
  const ttl = purpose === 'sign_in' ? SIGN_IN_CODE_TTL_MS : RECOVERY_CODE_TTL_MS;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('authCodes').set({ usedAt: sql`now()` }).where('userId', '=', userId).where('purpose', '=', purpose).where('usedAt', 'is', null).execute();
    await trx
      .insertInto('authCodes')
      .values({ userId, purpose, ticketHash: ticket ? sha256(ticket) : null, salt, codeHash: hashCode(salt, code), expiresAt: new Date(Date.now() + ttl) })
      .execute();
  });
  return { code, ticket };
}

export interface LiveCode {
  id: number;
  userId: number;
  sentAt: Date;
}

/** The live (unused, unexpired, not exhausted) code of a sign-in ticket, or of a user for recovery. */
export async function findLiveCode(db: Db, where: { ticket: string } | { userId: number; purpose: CodePurpose }): Promise<LiveCode | null> {
  let query = db
    .selectFrom('authCodes')
    .select(['id', 'userId', 'sentAt'])
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .where('failedEntries', '<', MAX_WRONG_ENTRIES);
  query = 'ticket' in where
    ? query.where('ticketHash', '=', sha256(where.ticket)).where('purpose', '=', 'sign_in')
    : query.where('userId', '=', where.userId).where('purpose', '=', where.purpose);
  return (await query.orderBy('id', 'desc').executeTakeFirst()) ?? null;
}

/**
 * Checks a code against a live code row and uses it up when right. A wrong entry counts; the fifth
 * wrong entry ends the code. Row-locked, so two parallel entries cannot both use one code.
 */
export async function redeemCode(db: Db, codeId: number, code: string): Promise<'ok' | 'wrong' | 'dead'> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('authCodes')
      .select(['salt', 'codeHash', 'failedEntries', 'usedAt', 'expiresAt'])
      .where('id', '=', codeId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.failedEntries >= MAX_WRONG_ENTRIES) return 'dead';
    if (isSameHash(hashCode(row.salt, code), row.codeHash)) {
      await trx.updateTable('authCodes').set({ usedAt: sql`now()` }).where('id', '=', codeId).execute();
      return 'ok';
    }
    await trx.updateTable('authCodes').set({ failedEntries: sql`failed_entries + 1` }).where('id', '=', codeId).execute();
    return row.failedEntries + 1 >= MAX_WRONG_ENTRIES ? 'dead' : 'wrong';
  });
}

/** Replaces the code of a live row (resend): new code, same ticket, new expiry, wrong entries kept. */
export async function replaceCode(db: Db, codeId: number, purpose: CodePurpose): Promise<string> {
  const code = randomCode();
  const salt = newSalt();
  const ttl = purpose === 'sign_in' ? SIGN_IN_CODE_TTL_MS : RECOVERY_CODE_TTL_MS;
  await db
    .updateTable('authCodes')
    .set({ salt, codeHash: hashCode(salt, code), sentAt: sql`now()`, expiresAt: new Date(Date.now() + ttl) })
    .where('id', '=', codeId)
    .execute();
  return code;
}
