import { sql } from 'kysely';
import type { Db, Trx } from '../../db/database.ts';
import { openJson, sealJson } from '../../platform/secrets/index.ts';
import { lockAccountCodes, MAX_WRONG_ENTRIES, SIGN_IN_CODE_TTL_MS } from './codes.ts';
import { hashCode, newSalt, randomCode, randomToken, sha256 } from './tokens.ts';

// Sign-in codes against someone who knows the password (issue 24, N4). A code is the account's, not the
// attempt's: while it lives, every attempt is sent that same code again, so attempts from elsewhere never end
// the owner's code, and a new code is made only once the last one was used or is near its end (its last 5 of
// 10 minutes; so never more than one new code in 30 s, a completed sign-in apart). Each attempt has its own
// ticket and its own 5 wrong entries; a new attempt ends the earlier attempts from its own address only.
// At most 10 code mails an hour per account; a completed sign-in starts the count again. The live code is
// kept sealed (platform/secrets) to be sent again: a copy of the database holds no readable code.

/** A code is sent again while at least this much of its life is left. */
const REUSE_WHILE_LEFT = sql`interval '5 minutes'`;
export const CODE_MAILS_PER_HOUR = 10;

export interface CodeToSend {
  code: string;
  minutesLeft: number;
  /** False once the hour's code mails are spent: the attempt goes on, without an e-mail. */
  mayMail: boolean;
}

interface CodeValue {
  code: string;
  salt: Buffer;
  codeHash: Buffer;
  expiresAt: Date;
}

/** The account's code that may be sent again, else a new one (the rows of used or ended codes stay as they are). */
async function codeToReuseOrMake(trx: Trx, userId: number, key: Buffer): Promise<CodeValue> {
  await trx.updateTable('authCodes').set({ code: null }).where('userId', '=', userId).where('expiresAt', '<=', sql<Date>`now()`).where('code', 'is not', null).execute();
  const live = await trx
    .selectFrom('authCodes')
    .select(['code', 'salt', 'codeHash', 'expiresAt'])
    .where('userId', '=', userId)
    .where('purpose', '=', 'sign_in')
    .where('usedAt', 'is', null)
    .where('code', 'is not', null)
    .where('expiresAt', '>', sql<Date>`now() + ${REUSE_WHILE_LEFT}`)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (live?.code) return { ...live, code: openJson<string>(key, live.code) };
  const code = randomCode();
  const salt = newSalt();
  return { code, salt, codeHash: hashCode(salt, code), expiresAt: new Date(Date.now() + SIGN_IN_CODE_TTL_MS) };
}

/** Counts one code mail of the account unless the hour's are spent. */
async function claimCodeMail(trx: Trx, userId: number): Promise<boolean> {
  await trx.deleteFrom('authCodeMails').where('userId', '=', userId).where('sentAt', '<=', sql<Date>`now() - interval '1 hour'`).execute();
  const sent = await trx.selectFrom('authCodeMails').select(sql<number>`count(*)::int`.as('n')).where('userId', '=', userId).executeTakeFirstOrThrow();
  if (sent.n >= CODE_MAILS_PER_HOUR) return false;
  await trx.insertInto('authCodeMails').values({ userId }).execute();
  return true;
}

function toSend(value: CodeValue, mayMail: boolean): CodeToSend {
  return { code: value.code, minutesLeft: Math.max(1, Math.round((value.expiresAt.getTime() - Date.now()) / 60_000)), mayMail };
}

/** After a right password: a new attempt (ticket) with the account's code to send. */
export async function startCodeAttempt(db: Db, key: Buffer, userId: number, ip: string): Promise<CodeToSend & { ticket: string }> {
  return db.transaction().execute(async (trx) => {
    await lockAccountCodes(trx, userId);
    await trx
      .updateTable('authCodes')
      .set({ ticketHash: null })
      .where('userId', '=', userId)
      .where('purpose', '=', 'sign_in')
      .where('ip', '=', ip)
      .where('usedAt', 'is', null)
      .execute();
    const value = await codeToReuseOrMake(trx, userId, key);
    const ticket = randomToken();
    await trx
      .insertInto('authCodes')
      .values({ userId, purpose: 'sign_in', ticketHash: sha256(ticket), salt: value.salt, codeHash: value.codeHash, code: sealJson(key, value.code), ip, expiresAt: value.expiresAt })
      .execute();
    return { ...toSend(value, await claimCodeMail(trx, userId)), ticket };
  });
}

/** 'Resend Code' of a live attempt: the account's code again (a new one near the end of its life). */
export async function codeToResend(db: Db, key: Buffer, codeId: number, userId: number): Promise<CodeToSend> {
  return db.transaction().execute(async (trx) => {
    await lockAccountCodes(trx, userId);
    const value = await codeToReuseOrMake(trx, userId, key);
    const mayMail = await claimCodeMail(trx, userId);
    if (mayMail) {
      await trx
        .updateTable('authCodes')
        .set({ salt: value.salt, codeHash: value.codeHash, code: sealJson(key, value.code), expiresAt: value.expiresAt, sentAt: sql`now()` })
        .where('id', '=', codeId)
        .where('failedEntries', '<', MAX_WRONG_ENTRIES)
        .execute();
    }
    return toSend(value, mayMail);
  });
}

/** Seconds until the account may be mailed a code again. */
export async function secondsUntilCodeMail(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('authCodeMails')
    .select(sql<number>`extract(epoch from min(sent_at) + interval '1 hour' - now())`.as('seconds'))
    .where('userId', '=', userId)
    .where('sentAt', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return Number(row?.seconds ?? 60);
}

/** A completed sign-in: the account's code mails count from zero again. */
export async function forgetCodeMails(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('authCodeMails').where('userId', '=', userId).execute();
}
