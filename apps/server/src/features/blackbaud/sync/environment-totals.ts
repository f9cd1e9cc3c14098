import { sql, type RawBuilder } from 'kysely';

/**
 * The environment list's Gifts: SKY's gift records, as the sync dialog counts them. The soft credits
 * stored beside them (rows of their own, for the credited donors' giving) are not gifts of their own.
 */
export function giftTotalSql(environmentId: number): RawBuilder<number> {
  return sql<number>`(select count(*) from gifts where environment_id = ${environmentId} and not is_soft_credit)`;
}
