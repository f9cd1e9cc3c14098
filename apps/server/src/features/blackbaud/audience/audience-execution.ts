import { withCompany, type Db } from '../../../db/database.ts';

/** The processing of an audience list (spec section 3, Audience, and 'Audience list execution statuses'). */
export interface AudienceExecutionView {
  /** The id AdminBlackbaudAudienceRequestV2 answered with (the audience list's). */
  id: number;
  audienceId: number;
  blackbaudOrganizationId: number;
  status: string;
  requestType: string | null;
  processedConstituentsCount: number | null;
  totalConstituentsCount: number | null;
  retryAttempts: number;
  errorMessage: string | null;
  completedAt: Date | null;
}

/** getBlackbaudAudienceListExecutionById: null for a list never processed, and for another company's. */
export async function audienceExecutionById(db: Db, companyId: number, id: number): Promise<AudienceExecutionView | null> {
  const row = await withCompany(db, companyId, (trx) =>
    trx
      .selectFrom('audiences as a')
      .innerJoin('environments as e', 'e.id', 'a.environmentId')
      .select(['a.id', 'a.environmentId', 'a.executionStatus', 'a.requestType', 'a.processedConstituentsCount', 'a.totalConstituentsCount', 'a.retryAttempts', 'a.errorMessage', 'a.executionCompletedAt'])
      .where('a.companyId', '=', companyId)
      .where('a.id', '=', id)
      .where('e.dataImportSourceId', '=', 1)
      .executeTakeFirst(),
  );
  if (!row?.executionStatus) return null;
  return {
    id: row.id,
    audienceId: row.id,
    blackbaudOrganizationId: row.environmentId,
    status: row.executionStatus,
    requestType: row.requestType,
    processedConstituentsCount: row.processedConstituentsCount,
    totalConstituentsCount: row.totalConstituentsCount,
    retryAttempts: row.retryAttempts,
    errorMessage: row.errorMessage,
    completedAt: row.executionCompletedAt,
  };
}
