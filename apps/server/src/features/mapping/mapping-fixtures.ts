import { sql } from 'kysely';
import type { MappingSettings } from '@askwise/domain/mapping/mapping-settings';
import { createPool, type Db } from '../../db/database.ts';
import { createLogger } from '../../logger.ts';
import { EventBus } from '../../realtime/event-bus.ts';
import type { TestDatabase } from '../../test/test-database.ts';

/** Test helper: the real event bus over a test database's app role. */
export function testBus(database: TestDatabase): EventBus {
  return new EventBus(createPool(database.appUrl, 2), database.appUrl, createLogger('silent', false));
}

/** Test helper: the ids of a generated environment's hierarchy level, by external id. */
export async function levelId(ownerDb: Db, table: 'fundraising_campaigns' | 'fundraising_appeals' | 'fundraising_funds', environmentId: number, externalId: string): Promise<number> {
  const row = await sql<{ id: number }>`select id from ${sql.table(table)} where environment_id = ${environmentId} and external_id = ${externalId}`.execute(ownerDb);
  if (!row.rows[0]) throw new Error(`No ${externalId} in ${table}`);
  return row.rows[0].id;
}

export interface EdgeGift {
  date: string;
  cents: number;
  isSoftCredit?: boolean;
  /** Splits as [campaign, appeal, fund external ids ('' = none), cents]; default one split of the whole gift. */
  splits?: Array<[string, string, string, number]>;
  combo?: [string, string, string];
}

/** Test set-up: a donor with exactly these gifts, added to an audience. */
export async function addEdgeDonor(
  ownerDb: Db,
  where: { companyId: number; environmentId: number; audienceId: number },
  externalId: string,
  gifts: EdgeGift[],
): Promise<number> {
  const donor = await ownerDb
    .insertInto('constituents')
    .values({ companyId: where.companyId, environmentId: where.environmentId, externalId, firstName: 'Edge', lastName: externalId, zip: '62704' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ownerDb.insertInto('audienceMembers').values({ companyId: where.companyId, audienceId: where.audienceId, constituentId: donor.id }).execute();
  const ids = async (campaign: string, appeal: string, fund: string) => ({
    campaignId: campaign ? await levelId(ownerDb, 'fundraising_campaigns', where.environmentId, campaign) : null,
    appealId: appeal ? await levelId(ownerDb, 'fundraising_appeals', where.environmentId, appeal) : null,
    fundId: fund ? await levelId(ownerDb, 'fundraising_funds', where.environmentId, fund) : null,
  });
  for (const gift of gifts) {
    const row = await ownerDb
      .insertInto('gifts')
      .values({ companyId: where.companyId, environmentId: where.environmentId, constituentId: donor.id, giftDate: gift.date, amountCents: gift.cents, isSoftCredit: gift.isSoftCredit ?? false })
      .returning('id')
      .executeTakeFirstOrThrow();
    const splits = gift.splits ?? [[...(gift.combo ?? ['', '', '']), gift.cents] as [string, string, string, number]];
    for (const [index, [campaign, appeal, fund, cents]] of splits.entries()) {
      await ownerDb
        .insertInto('giftSplits')
        .values({
          companyId: where.companyId,
          environmentId: where.environmentId,
          giftId: row.id,
          constituentId: donor.id,
          giftDate: gift.date,
          isSoftCredit: gift.isSoftCredit ?? false,
          amountCents: cents,
          giftAmountCents: gift.cents,
          isFirstSplit: index === 0,
          ...(await ids(campaign, appeal, fund)),
        })
        .execute();
    }
  }
  return donor.id;
}

export const section = (items: Array<[string, string, string]>, fromDate: string | null, toDate: string | null) => ({
  items: items.map(([campaignId, appealId, fundId]) => ({ campaignId, appealId, fundId })),
  fromDate,
  toDate,
});

export type { MappingSettings };
