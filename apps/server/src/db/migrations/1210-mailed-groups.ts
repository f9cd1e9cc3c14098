import { sql, type Kysely } from 'kysely';
import { enableTenantIsolation } from './tenancy.ts';

// The mailing's size per test group and giving band, written with the mailed ladders at every export, so a
// results import (and the results page before one) reads a few rows instead of counting a million mailed
// ladders. Appeals mailed before this table are counted once, at their next import.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table appeal_mailed_groups (
      company_id int not null references companies (id) on delete cascade,
      appeal_id int not null references appeals (id) on delete cascade,
      test_group text not null,
      giving_band smallint not null,
      recipients int not null,
      source_code text,
      strategy_id text,
      primary key (appeal_id, test_group, giving_band)
    )`.execute(db);
  await enableTenantIsolation(db, 'appeal_mailed_groups');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table appeal_mailed_groups`.execute(db);
}
