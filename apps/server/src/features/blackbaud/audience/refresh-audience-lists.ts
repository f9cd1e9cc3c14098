import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany } from '../../../db/database.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { publishEnvironmentUpdated } from '../environment-events.ts';
import { skyClientFor } from '../sky-connection.ts';
import type { SkyListRecord } from '../sync/sky-records.ts';
import { writeLists } from '../sync/write-sky-pages.ts';
import { markActiveAudiences, updateEnvironment } from '../../donors/index.ts';

// RefreshBlackbaudAudienceLists: the environment's constituent lists are read from SKY again (names and
// sizes, new lists) without a sync. A list removed in Raiser's Edge NXT is marked inactive rather than
// deleted, so that an appeal built on it keeps its audience; it no longer shows on the audience page.

export async function refreshAudienceLists(services: Pick<AppServices, 'db' | 'config' | 'bus'>, companyId: number, environmentId: number): Promise<{ total: number }> {
  const { db } = services;
  const environment = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('environments as e')
      .innerJoin('blackbaudConnections as c', 'c.environmentId', 'e.id')
      .select(['e.id', 'e.isLocked'])
      .where('e.id', '=', environmentId)
      .executeTakeFirst(),
  );
  if (!environment) throw new UserFacingError('Environment not found.', 'NOT_FOUND');
  if (environment.isLocked) throw new UserFacingError('The environment is syncing; refresh its audience lists when the sync is done.', 'CONFLICT');
  const client = await skyClientFor(db, services.config, companyId, environmentId);
  const lists: SkyListRecord[] = [];
  for await (const page of client.pages<SkyListRecord>('/list/v1/lists', { list_type: 'Constituent', limit: '5000' })) lists.push(...page.value);
  const ids = lists.map((l) => l.id);
  await withCompany(db, companyId, async (trx) => {
    await writeLists(trx, { companyId, environmentId }, lists);
    await markActiveAudiences(trx, environmentId, ids);
    await updateEnvironment(trx, environmentId, { totalAudienceLists: lists.length, updatedAt: sql`now()` });
  });
  await publishEnvironmentUpdated(services, companyId, environmentId);
  return { total: lists.length };
}
