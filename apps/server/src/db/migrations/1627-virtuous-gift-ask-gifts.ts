import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// The Gift Ask each synced Virtuous gift was applied to (the gift's giftAskId), kept by the tag sync beside
// the gifts it writes: an appeal whose asks were sent to Virtuous reads its results from the gifts applied to
// the Gift Asks it wrote (features/test-and-learn). A tie whose gift is gone no longer joins a gift.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table virtuous_gift_ask_gifts (
      environment_id int not null,
      gift_external_id text not null,
      company_id int not null references companies (id) on delete cascade,
      gift_ask_id text not null,
      primary key (environment_id, gift_external_id)
    )`.execute(db);
  await sql`create index virtuous_gift_ask_gifts_ask on virtuous_gift_ask_gifts (environment_id, gift_ask_id)`.execute(db);
  await enableTenantIsolation(db, 'virtuous_gift_ask_gifts');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table virtuous_gift_ask_gifts`.execute(db);
}
