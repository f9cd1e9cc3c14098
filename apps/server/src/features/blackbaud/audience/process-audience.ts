import { sql } from 'kysely';
import type { AppServices } from '../../../app-services.ts';
import { withCompany, type Db } from '../../../db/database.ts';
import { refreshStatistics } from '../../../db/statistics.ts';
import { UserFacingError } from '../../../graphql/errors.ts';
import { addAudienceMembers, clearAudienceMembers, memberCount, updateAudience } from '../../donors/index.ts';
import type { SkyApiClient, SkyPage } from '../../../platform/sky/sky-client.ts';

// Processing a constituent list links its members to the synced donors (INIT -> DELETING_OLD_RECORDS ->
// PROCESSING -> DONE, or ERROR), so that an appeal can be mapped on it. Members are read from SKY's
// documented route, constituents?list_id=, and inserted set-based; a repeat run replaces them.

export type AudienceExecutionStatus = 'INIT' | 'DELETING_OLD_RECORDS' | 'PROCESSING' | 'DONE' | 'ERROR';

type Services = Pick<AppServices, 'db' | 'bus'>;

interface AudienceRow {
  id: number;
  environmentId: number;
  externalId: string;
}

/** Marks the list INIT for a PROCESS or RETRY request; refused while it is already being processed. */
export async function requestAudienceProcessing(
  db: Db,
  companyId: number,
  audienceId: number,
  requestType: 'PROCESS' | 'RETRY',
): Promise<AudienceRow> {
  return withCompany(db, companyId, async (trx) => {
    const audience = await trx
      .selectFrom('audiences as a')
      .innerJoin('blackbaudConnections as c', 'c.environmentId', 'a.environmentId')
      .select(['a.id', 'a.environmentId', 'a.externalId', 'a.executionStatus'])
      .where('a.id', '=', audienceId)
      .forUpdate()
      .executeTakeFirst();
    if (!audience) throw new UserFacingError('Audience list not found.', 'NOT_FOUND');
    if (audience.executionStatus && ['INIT', 'DELETING_OLD_RECORDS', 'PROCESSING'].includes(audience.executionStatus))
      throw new UserFacingError('This audience list is already being processed.', 'CONFLICT');
    await updateAudience(trx, audienceId, {
      executionStatus: 'INIT',
      requestType,
      errorMessage: null,
      processedConstituentsCount: 0,
      retryAttempts: requestType === 'RETRY' ? sql`retry_attempts + 1` : sql`retry_attempts`,
    });
    return { id: audience.id, environmentId: audience.environmentId, externalId: audience.externalId };
  });
}

async function setExecution(
  services: Services,
  companyId: number,
  audience: AudienceRow,
  fields: { executionStatus: AudienceExecutionStatus; errorMessage?: string | null },
) {
  const row = await withCompany(services.db, companyId, (trx) => updateAudience(trx, audience.id, fields));
  await services.bus.publish({
    type: 'NTYPE_AUDIENCE_LIST_PROCESS_V2',
    targetId: String(audience.environmentId),
    companyId,
    payload: {
      audienceId: audience.id,
      status: row.executionStatus,
      processed: row.processedConstituentsCount,
      total: row.totalConstituentsCount,
      error: row.errorMessage,
    },
  });
}

export async function processAudience(services: Services, client: SkyApiClient, companyId: number, audienceId: number): Promise<void> {
  const audience = await withCompany(services.db, companyId, (trx) =>
    trx.selectFrom('audiences').select(['id', 'environmentId', 'externalId']).where('id', '=', audienceId).executeTakeFirst(),
  );
  if (!audience) return;
  try {
    await setExecution(services, companyId, audience, { executionStatus: 'DELETING_OLD_RECORDS' });
    await withCompany(services.db, companyId, (trx) => clearAudienceMembers(trx, audience.id));
    await setExecution(services, companyId, audience, { executionStatus: 'PROCESSING' });
    for await (const page of client.pages<{ id: string }>('/constituent/v1/constituents', {
      list_id: audience.externalId,
      limit: '5000',
    })) {
      await linkMembers(services.db, companyId, audience, page);
      await setExecution(services, companyId, audience, { executionStatus: 'PROCESSING' });
    }
    await withCompany(services.db, companyId, (trx) =>
      updateAudience(trx, audience.id, {
        total: memberCount(audience.id),
        lastLinkedToConstituentsOn: sql`now()`,
        executionCompletedAt: sql`now()`,
      }),
    );
    await refreshStatistics(services.db, ['audience_members', 'audiences']);
    await setExecution(services, companyId, audience, { executionStatus: 'DONE' });
  } catch (error) {
    await setExecution(services, companyId, audience, {
      executionStatus: 'ERROR',
      errorMessage: (error instanceof Error ? error.message : String(error)).slice(0, 500),
    });
  }
}

async function linkMembers(db: Db, companyId: number, audience: AudienceRow, page: SkyPage<{ id: string }>) {
  await withCompany(db, companyId, async (trx) => {
    await addAudienceMembers(
      trx,
      { companyId, environmentId: audience.environmentId, audienceId: audience.id },
      page.value.map((c) => c.id),
    );
    await updateAudience(trx, audience.id, {
      processedConstituentsCount: sql`coalesce(processed_constituents_count, 0) + ${page.value.length}`,
      totalConstituentsCount: page.count,
    });
  });
}
