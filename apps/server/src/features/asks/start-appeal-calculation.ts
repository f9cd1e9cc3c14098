import type { AppServices } from '../../app-services.ts';
import { withCompany } from '../../db/database.ts';
import { appealHasDonors } from '../appeals/index.ts';
import { ALGORITHM_LOADING, publishAlgorithm, writeAlgorithmStatus } from './algorithm-status.ts';
import { readAppealAskSettings } from './appeal-ask-settings.ts';
import { calculateAppealAsksJob } from './calculate-appeal-asks.job.ts';
import { NO_DONORS_MESSAGE } from './calculate-appeal-asks.ts';

/** The spec's response shape for BulkUpdateAppealConstituent: any statusCode other than 200 is an error. */
export interface StatusResponse {
  statusCode: number;
  result: string | null;
  error: string | null;
}

export const APPEAL_NOT_FOUND = 'Appeal not found.';

/** BulkUpdateAppealConstituent: resets the appeal's calculation status and queues the calculation. */
export async function startAppealCalculation(
  services: Pick<AppServices, 'db' | 'bus' | 'jobs'>,
  companyId: number,
  appealId: number,
): Promise<StatusResponse> {
  const outcome = await withCompany(services.db, companyId, async (trx) => {
    const settings = await readAppealAskSettings(trx, appealId);
    if (!settings) return { statusCode: 404, error: APPEAL_NOT_FOUND };
    const hasDonors = await appealHasDonors(trx, appealId);
    if (!hasDonors) return { statusCode: 400, error: NO_DONORS_MESSAGE };
    await writeAlgorithmStatus(trx, companyId, appealId, ALGORITHM_LOADING);
    return { statusCode: 200, error: null };
  });
  if (outcome.statusCode !== 200) return { statusCode: outcome.statusCode, result: null, error: outcome.error };
  const jobId = await services.jobs.send(calculateAppealAsksJob, { companyId, appealId });
  await publishAlgorithm(services, companyId, appealId, { status: ALGORITHM_LOADING, stage: 'GATHERING', percent: 0 });
  return { statusCode: 200, result: JSON.stringify({ appealId, jobId, algorithmStatus: ALGORITHM_LOADING }), error: null };
}
