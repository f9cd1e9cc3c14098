import { sql } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Trx } from '../../../db/database.ts';
import { LIMIT_EXCEEDED_STATUS, limitExceededMessage, readConstituentRoom } from '../../billing/index.ts';
import type { SyncTarget } from './write-sky-pages.ts';

// The billing plan's constituent limit applies to a sync as to an Excel upload: a first sync is refused
// before it writes anything when SKY's count would pass it, and every page of constituents is checked in
// its own transaction, so a refused page is rolled back with nothing of it kept.

export class ConstituentLimitExceeded extends Error {
  override name = 'ConstituentLimitExceeded';
  constructor(readonly reason: 'subscription_update' | 'subscription_expired', message: string) {
    super(message);
  }
}

/** The error a refused sync ends with: the status, then (after '::') what the administrator reads. */
export const limitExceededError = (error: ConstituentLimitExceeded) => `${LIMIT_EXCEEDED_STATUS}::${error.message}`;

type LimitConfig = Pick<Config, 'UNSUBSCRIBED_CONSTITUENT_LIMIT'>;

/** Before a full read: would `incoming` constituents take the company past its limit? */
export async function assertRoomFor(trx: Trx, config: LimitConfig, target: SyncTarget, incoming: number): Promise<void> {
  const room = await readConstituentRoom(trx, config, target.environmentId);
  if (room.existing + incoming > room.limit) throw new ConstituentLimitExceeded(room.reason, limitExceededMessage(room));
}

/** After a page is written (same transaction): does the company now hold more than its limit? */
export async function assertWithinLimit(trx: Trx, config: LimitConfig, target: SyncTarget): Promise<void> {
  const room = await readConstituentRoom(trx, config, target.environmentId);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from constituents where environment_id = ${target.environmentId}`.execute(trx);
  if (room.existing + (rows[0]?.n ?? 0) > room.limit) throw new ConstituentLimitExceeded(room.reason, limitExceededMessage(room));
}
