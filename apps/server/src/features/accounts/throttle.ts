import { tooManyAttemptsMessage } from '@askwise/domain/accounts/index';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { UserFacingError } from '../../graphql/errors.ts';
import { audit } from './audit.ts';

/** A counter and the number of attempts it allows before delays start. */
export interface ThrottleKey {
  key: string;
  threshold: number;
}

/** Per account: 5 attempts. Per IP address: 20, since a whole office may share one address. */
export const ACCOUNT_THRESHOLD = 5;
export const IP_THRESHOLD = 20;
/** Counters start again after an hour without attempts. */
const WINDOW = sql`interval '1 hour'`;

export function throttleKeys(action: 'sign-in' | 'code' | 'sign-up' | 'recovery' | 'recovery-mail', account: string, ip: string): ThrottleKey[] {
  return [
    { key: `${action}:account:${account.toLowerCase()}`, threshold: ACCOUNT_THRESHOLD },
    { key: `${action}:ip:${ip}`, threshold: IP_THRESHOLD },
  ];
}

/**
 * The counters of one sign-in attempt, at the password step or (action 'code') the code step. NIST SP
 * 800-63B 5.2.2 asks for throttling that slows an attacker without locking the owner out: from an address
 * the account has completed a sign-in from before, the account's attempts count on a counter of that account
 * and address, so failures from anywhere else never refuse the owner's right password or code there (and
 * guessing from that address is still slowed the same way).
 */
export async function signInThrottleKeys(db: Db, email: string, ip: string, action: 'sign-in' | 'code' = 'sign-in'): Promise<ThrottleKey[]> {
  const [account, address] = throttleKeys(action, email, ip);
  const known = await db
    .selectFrom('knownSignInAddresses as k')
    .innerJoin('users as u', 'u.id', 'k.userId')
    .select('k.userId')
    .where('u.email', '=', email.toLowerCase())
    .where('k.ip', '=', ip)
    .where('k.lastSignedInAt', '>', sql<Date>`now() - interval '180 days'`)
    .executeTakeFirst();
  return known ? [{ key: `${action}:account-address:${email.toLowerCase()}:${ip}`, threshold: ACCOUNT_THRESHOLD }, address!] : [account!, address!];
}

/** After a completed sign-in: the address becomes one the owner is known to sign in from. */
export async function rememberSignInAddress(db: Db, userId: number, ip: string): Promise<void> {
  await db
    .insertInto('knownSignInAddresses')
    .values({ userId, ip })
    .onConflict((oc) => oc.columns(['userId', 'ip']).doUpdateSet({ lastSignedInAt: sql`now()` }))
    .execute();
}

/**
 * Counts an attempt before it is checked, atomically, so that parallel or aliased requests all count.
 * From the threshold on, each attempt locks the key for 30 s, doubling up to 15 minutes; a locked key
 * refuses the attempt without counting it. Succeeded attempts are taken back with clearAttempts().
 */
export async function countAttemptOrThrow(db: Db, keys: ThrottleKey[], ip: string): Promise<void> {
  for (const { key, threshold } of keys) {
    const next = sql`case when t.updated_at < now() - ${WINDOW} then 1 else t.failures + 1 end`;
    const lockFor = (n: unknown) =>
      sql`case when ${n} >= ${threshold}::int then now() + least(interval '15 minutes', interval '30 seconds' * power(2, ${n} - ${threshold}::int)) end`;
    const { rows } = await sql<{ failures: number }>`
      insert into auth_throttle as t (key, failures, locked_until, updated_at)
      values (${key}, 1, ${lockFor(sql`1`)}, now())
      on conflict (key) do update set failures = ${next}, locked_until = ${lockFor(next)}, updated_at = now()
      where t.locked_until is null or t.locked_until <= now()
      returning failures`.execute(db);
    const counted = rows[0];
    if (!counted) {
      const row = await db.selectFrom('authThrottle').select(sql<number>`extract(epoch from locked_until - now())`.as('seconds')).where('key', '=', key).executeTakeFirst();
      await audit(db, { event: 'throttle.refused', ip, details: { key } });
      throw new UserFacingError(tooManyAttemptsMessage(Number(row?.seconds ?? 60)), 'TOO_MANY_ATTEMPTS');
    }
    if (counted.failures === threshold) await audit(db, { event: 'throttle.locked', ip, details: { key } });
  }
}

/** Takes back a succeeded attempt: the account counter starts again; the address counter drops by one. */
export async function clearAttempts(db: Db, keys: ThrottleKey[]): Promise<void> {
  const [account, ...others] = keys;
  if (account) await db.deleteFrom('authThrottle').where('key', '=', account.key).execute();
  for (const { key, threshold } of others) {
    await db
      .updateTable('authThrottle')
      .set({
        failures: sql`greatest(failures - 1, 0)`,
        lockedUntil: sql`case when failures - 1 < ${threshold} then null else locked_until end`,
      })
      .where('key', '=', key)
      .execute();
  }
}
