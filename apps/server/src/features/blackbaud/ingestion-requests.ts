import { withCompany, type Db } from '../../db/database.ts';
import { ingestionProgress } from './sync/run-sync.ts';

export interface IngestionRequestView {
  id: number;
  type: string;
  status: string;
  companyOrganizationId: number;
  blackbaudEnvId: string;
  errorMessage: string | null;
  createdBy: number | null;
  completedAt: Date | null;
  progress: Awaited<ReturnType<typeof ingestionProgress>>;
}

async function requests(db: Db, companyId: number, filter: { environmentId?: number; id?: number }, limit: number): Promise<IngestionRequestView[]> {
  const rows = await withCompany(db, companyId, (trx) => {
    let query = trx
      .selectFrom('blackbaudIngestionRequests as r')
      .innerJoin('environments as e', 'e.id', 'r.environmentId')
      .select(['r.id', 'r.type', 'r.status', 'r.environmentId', 'e.environmentId as blackbaudEnvId', 'r.errorMessage', 'r.createdBy', 'r.completedAt'])
      .orderBy('r.id', 'desc')
      .limit(limit);
    if (filter.environmentId !== undefined) query = query.where('r.environmentId', '=', filter.environmentId);
    if (filter.id !== undefined) query = query.where('r.id', '=', filter.id);
    return query.execute();
  });
  return Promise.all(rows.map(async (r) => ({ ...r, companyOrganizationId: r.environmentId, progress: await ingestionProgress(db, companyId, r.id) })));
}

/** The environment's latest syncs, newest first. */
export function latestIngestionRequests(db: Db, companyId: number, environmentId: number): Promise<IngestionRequestView[]> {
  return requests(db, companyId, { environmentId }, 5);
}

export async function ingestionRequestById(db: Db, companyId: number, id: number): Promise<IngestionRequestView | null> {
  return (await requests(db, companyId, { id }, 1))[0] ?? null;
}
