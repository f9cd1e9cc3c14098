import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { hashCode, isSameHash, newSalt, randomCode, sha256 } from './tokens.ts';

export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
export const RECOVERY_CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_WRONG_ENTRIES = 5;
export const RESEND_AFTER_MS = 60 * 1000;

export type CodePurpose = 'sign_in' | 'password_reset';

/** Issues a fresh recovery code (earlier ones stop working). Sign-in codes: sign-in-codes.ts. */
export async function issueRecoveryCode(db: Db, userId: number): Promise<string> {
  const code = randomCode();
  const salt = newSalt();
  await db.transaction().execute(async (trx) => {
    await lockAccountCodes(trx, userId);
    await trx.updateTable('authCodes').set({ usedAt: sql`now()` }).where('userId', '=', userId).where('purpose', '=', 'password_reset').where('usedAt', 'is', null).execute();
    await trx
      .insertInto('authCodes')
      .values({ userId, purpose: 'password_reset', salt, codeHash: hashCode(salt, code), expiresAt: new Date(Date.now() + RECOVERY_CODE_TTL_MS) })
      .execute();
  });
  return code;
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

/** Serialises the code work of one account (issuing, sending again, checking) without blocking its sign-ins. */
export async function lockAccountCodes(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

/**
 * Checks a code against a live code row and uses it up when right: then every other live code of the
 * account for that purpose ends too (an attempt's sibling rows share its code). A wrong entry counts; the
 * fifth wrong entry ends that row. Account-locked, so two parallel entries cannot both use one code.
 */
export async function redeemCode(db: Db, codeId: number, code: string): Promise<'ok' | 'wrong' | 'dead'> {
  return db.transaction().execute(async (trx) => {
    const owner = await trx.selectFrom('authCodes').select(['userId', 'purpose']).where('id', '=', codeId).executeTakeFirst();
    if (!owner) return 'dead';
    await lockAccountCodes(trx, owner.userId);
    const row = await trx
      .selectFrom('authCodes')
      .select(['salt', 'codeHash', 'failedEntries', 'usedAt', 'expiresAt'])
      .where('id', '=', codeId)
      .executeTakeFirst();
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now() || row.failedEntries >= MAX_WRONG_ENTRIES) return 'dead';
    if (isSameHash(hashCode(row.salt, code), row.codeHash)) {
      await trx
        .updateTable('authCodes')
        .set({ usedAt: sql`now()`, code: null })
        .where('userId', '=', owner.userId)
        .where('purpose', '=', owner.purpose)
        .where('usedAt', 'is', null)
        .execute();
      return 'ok';
    }
    await trx.updateTable('authCodes').set({ failedEntries: sql`failed_entries + 1` }).where('id', '=', codeId).execute();
    return row.failedEntries + 1 >= MAX_WRONG_ENTRIES ? 'dead' : 'wrong';
  });
}
