import type { Selectable } from 'kysely';
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
