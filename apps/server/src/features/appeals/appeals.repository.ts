import { sql, type Selectable } from 'kysely';
import type { Trx } from '../../db/database.ts';
import type { AppealStatusesTable, AppealsTable } from '../../db/donor-tables.ts';

export type AppealRow = Selectable<AppealsTable>;
export type AppealStatusRow = Selectable<AppealStatusesTable>;

/** An appeal of the transaction's company (row-level security), unless deleted. */
export async function findAppeal(trx: Trx, appealId: number): Promise<AppealRow | undefined> {
  return trx.selectFrom('appeals').selectAll().where('id', '=', appealId).where('deletedAt', 'is', null).executeTakeFirst();
}

export async function findAppealStatus(trx: Trx, appealId: number): Promise<AppealStatusRow | undefined> {
  return trx.selectFrom('appealStatuses').selectAll().where('appealId', '=', appealId).executeTakeFirst();
}

/**
 * Whether the appeal has donors: the number kept with its status (written with the rows), so that the summary
 * and the calculation read one row. Under row-level security a LIMIT 1 over appeal_constituents was planned as a
 * walk of the primary key in id order, through every earlier appeal's rows (110 ms a request under load); only
 * an appeal whose number was never recorded looks at its rows.
 */
export async function appealHasDonors(trx: Trx, appealId: number): Promise<boolean> {
  const { rows } = await sql<{ hasDonors: boolean }>`
    select coalesce(
      (select s.donor_count > 0 from appeal_statuses s where s.appeal_id = ${appealId}),
      exists (select from appeal_constituents c where c.appeal_id = ${appealId} order by c.id limit 1)
    ) as "hasDonors"`.execute(trx);
  return rows[0]?.hasDonors ?? false;
}

/** Names shown with an appeal: its environment's organisation and its audience with total. */
export async function findAppealSource(trx: Trx, appeal: Pick<AppealRow, 'environmentId' | 'audienceId'>) {
  const environment = appeal.environmentId
    ? await trx.selectFrom('environments').select(['organizationName', 'environmentName']).where('id', '=', appeal.environmentId).executeTakeFirst()
    : undefined;
  const audience = appeal.audienceId
    ? await trx.selectFrom('audiences').select(['name', 'total']).where('id', '=', appeal.audienceId).executeTakeFirst()
    : undefined;
  return {
    organizationName: environment?.organizationName ?? null,
    audienceName: audience?.name ?? null,
    audienceTotal: audience?.total ?? null,
  };
}
