import { withCompany, type Db } from '../../db/database.ts';

export interface VirtuousIngestionView {
  id: number;
  tagId: number | null;
  status: string;
  processed: number;
  total: number;
  errorMessage: string | null;
}

export async function latestIngestion(db: Db, companyId: number, environmentId: number, tagId: number | null): Promise<VirtuousIngestionView | null> {
  const row = await withCompany(db, companyId, (trx) => {
    let query = trx.selectFrom('virtuousIngestions').select(['id', 'audienceId', 'status', 'processed', 'total', 'errorMessage']).where('environmentId', '=', environmentId);
    if (tagId) query = query.where('audienceId', '=', tagId);
    return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  });
  return row ? { id: row.id, tagId: row.audienceId, status: row.status, processed: row.processed, total: row.total, errorMessage: row.errorMessage } : null;
}
