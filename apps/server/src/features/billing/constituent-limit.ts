import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/database.ts';
import { PRACTICE_ENVIRONMENT_ID } from '../practice/index.ts';
import { readCompanyPlan } from './subscription-record.ts';

export const LIMIT_EXCEEDED_STATUS = 'ERROR_LIMIT_EXCEDED';
export const SUBSCRIPTION_UPDATE_REQUIRED = 'Subscription update required';

export interface ConstituentRoom {
  /** The plan's limit, or UNSUBSCRIBED_CONSTITUENT_LIMIT without a subscription. */
  limit: number;
  /** Constituents the company holds now (the practice environment does not count). */
  existing: number;
  isSubscribed: boolean;
  /** What a refusal means (integration spec): a higher plan is needed, or the subscription has ended. */
  reason: 'subscription_update' | 'subscription_expired';
}

/** Constituents the company holds across its files and environments, the generated practice environment excepted. */
export async function countCompanyConstituents(trx: Trx, exceptEnvironmentId?: number): Promise<number> {
  const { rows } = await sql<{ total: number }>`
    select coalesce(sum(constituent_total), 0)::bigint as total from environments
    where deleted_at is null and environment_id <> ${PRACTICE_ENVIRONMENT_ID}
      ${exceptEnvironmentId === undefined ? sql`` : sql`and id <> ${exceptEnvironmentId}`}`.execute(trx);
  return Number(rows[0]?.total ?? 0);
}

/**
 * How many constituents the company may hold and holds now. Environment syncs and Excel uploads call it
 * (inside the company's transaction) before they add donors: `existing + adding > limit` is a refusal
 * with ERROR_LIMIT_EXCEDED and 'Subscription update required'.
 */
export async function readConstituentRoom(
  trx: Trx,
  config: Pick<Config, 'UNSUBSCRIBED_CONSTITUENT_LIMIT'>,
  exceptEnvironmentId?: number,
): Promise<ConstituentRoom> {
  const plan = await readCompanyPlan(trx);
  const hadOne = !plan.isSubscribed && !!(await trx.selectFrom('companySubscriptions').select('companyId').executeTakeFirst());
  return {
    limit: plan.constituentsLimit ?? config.UNSUBSCRIBED_CONSTITUENT_LIMIT,
    existing: await countCompanyConstituents(trx, exceptEnvironmentId),
    isSubscribed: plan.isSubscribed,
    reason: hadOne ? 'subscription_expired' : 'subscription_update',
  };
}

export function limitExceededMessage(room: Pick<ConstituentRoom, 'limit' | 'existing'>): string {
  return `${SUBSCRIPTION_UPDATE_REQUIRED}: this would take your company past its limit of ${room.limit.toLocaleString('en-US')} constituents (${room.existing.toLocaleString('en-US')} are already in use).`;
}
